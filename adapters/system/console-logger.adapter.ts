import type { LoggerPort, LogLevel } from '../../ports/logger.port';

const LEVEL_ORDER: Readonly<Record<LogLevel, number>> = {
  debug: 10,
  info: 20,
  warn: 30,
  error: 40,
};

// time, level and msg lead each line and cannot be overwritten by meta.
const RESERVED = ['time', 'level', 'msg'] as const;

/** Where the lines go: process.stdout by default, a buffer in tests. */
export interface LineSink {
  write(text: string): unknown;
}

export interface ConsoleLoggerOptions {
  readonly sink?: LineSink;
  readonly now?: () => number;
  /**
   * Collect the lines of one event-loop turn and write them at once (default true): under load
   * one write for many requests instead of one each. Written at the latest when the process exits.
   */
  readonly batch?: boolean;
}

/**
 * Structured log lines, one JSON object per line: `{"time","level","msg",...meta}`. Lines below
 * the configured level are dropped. Callers pass no personal data (LoggerPort); values that
 * cannot be serialised (cycles, BigInt) are written as their keys rather than thrown.
 */
export class ConsoleLoggerAdapter implements LoggerPort {
  private readonly threshold: number;
  private readonly sink: LineSink;
  private readonly now: () => number;
  private readonly batch: boolean;
  private pending: string[] = [];
  private scheduled = false;
  private second = Number.NaN;
  private secondIso = '';

  constructor(
    readonly level: LogLevel,
    options: ConsoleLoggerOptions = {},
  ) {
    this.threshold = LEVEL_ORDER[level];
    this.sink = options.sink ?? process.stdout;
    this.now = options.now ?? Date.now;
    this.batch = options.batch ?? true;
    if (this.batch) process.once('exit', () => this.flush());
  }

  isEnabled(level: LogLevel): boolean {
    return LEVEL_ORDER[level] >= this.threshold;
  }

  log(level: LogLevel, message: string, meta: Readonly<Record<string, unknown>> = {}): void {
    if (!this.isEnabled(level)) return;
    const line = this.lineOf(level, message, meta);
    if (!this.batch) {
      this.sink.write(`${line}\n`);
      return;
    }
    this.pending.push(line);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /**
   * Date's ISO form of `epochMs`, its seconds part remembered: under load many lines share one
   * second and only the milliseconds change (toISOString costs some 1.5 µs).
   */
  private isoTime(epochMs: number): string {
    const ms = Math.trunc(epochMs);
    const second = Math.floor(ms / 1000);
    if (second !== this.second) {
      this.second = second;
      this.secondIso = new Date(second * 1000).toISOString().slice(0, -4); // with the '.'
    }
    const milli = ms - second * 1000;
    return `${this.secondIso}${milli < 10 ? '00' : milli < 100 ? '0' : ''}${milli}Z`;
  }

  private lineOf(
    level: LogLevel,
    message: string,
    meta: Readonly<Record<string, unknown>>,
  ): string {
    const time = this.isoTime(this.now());
    const head = `{"time":"${time}","level":"${level}","msg":${JSON.stringify(message)}`;
    try {
      // The meta's own JSON spliced in after the head: one stringify and no copied object.
      const rest = RESERVED.some((key) => Object.hasOwn(meta, key)) ? '' : JSON.stringify(meta);
      if (rest === '{}') return `${head}}`;
      if (rest.startsWith('{')) return `${head},${rest.slice(1)}`;
      const entry: Record<string, unknown> = { time, level, msg: message };
      for (const key in meta) if (!Object.hasOwn(entry, key)) entry[key] = meta[key];
      return JSON.stringify(entry);
    } catch {
      return `${head},"meta":${JSON.stringify(String(Object.keys(meta)))}}`;
    }
  }

  /** Writes the collected lines now. */
  flush(): void {
    this.scheduled = false;
    if (this.pending.length === 0) return;
    const text = `${this.pending.join('\n')}\n`;
    this.pending = [];
    this.sink.write(text);
  }
}
