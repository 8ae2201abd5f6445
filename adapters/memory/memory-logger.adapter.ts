import type { LoggerPort, LogLevel } from '../../ports/logger.port';

export interface LogEntry {
  readonly level: LogLevel;
  readonly message: string;
  readonly meta: Readonly<Record<string, unknown>>;
}

/** Keeps log lines for tests to read. */
export class MemoryLogger implements LoggerPort {
  readonly entries: LogEntry[] = [];

  log(level: LogLevel, message: string, meta: Readonly<Record<string, unknown>> = {}): void {
    this.entries.push({ level, message, meta });
  }
}
