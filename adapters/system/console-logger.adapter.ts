import type { LoggerPort, LogLevel } from '../../ports/logger.port';

const LEVEL_ORDER: Readonly<Record<LogLevel, number>> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
};

/** Where the lines go: process.stdout by default, a buffer in tests. */
export interface LineSink {
  write(line: string): unknown;
}

/**
 * Structured log lines, one JSON object per line: `{"time","level","msg",...meta}`. Lines below
 * the configured level are dropped. Callers pass no personal data (LoggerPort); values that
 * cannot be serialised (cycles, BigInt) are written as strings rather than thrown.
 */
export class ConsoleLoggerAdapter implements LoggerPort {
  private readonly threshold: number;

  constructor(
    readonly level: LogLevel,
    private readonly sink: LineSink = process.stdout,
    private readonly now: () => number = Date.now,
  ) {
    this.threshold = LEVEL_ORDER[level];
  }

  isEnabled(level: LogLevel): boolean {
    return LEVEL_ORDER[level] >= this.threshold;
  }

  log(level: LogLevel, message: string, meta: Readonly<Record<string, unknown>> = {}): void {
    if (!this.isEnabled(level)) return;
    const time = new Date(this.now()).toISOString();
    // time, level and msg lead each line and cannot be overwritten by meta.
    const entry = { time, level, msg: message, ...meta };
    Object.assign(entry, { time, level, msg: message });
    let line: string;
    try {
      line = JSON.stringify(entry);
    } catch {
      line = JSON.stringify({
        time: entry.time,
        level,
        msg: message,
        meta: String(Object.keys(meta)),
      });
    }
    this.sink.write(`${line}\n`);
  }
}
