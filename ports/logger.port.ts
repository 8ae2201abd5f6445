export type LogLevel = 'debug' | 'info' | 'warn' | 'error';

/** Structured log lines; never personal data (no names, e-mails, phone numbers, birthdays). */
export interface LoggerPort {
  log(level: LogLevel, message: string, meta?: Readonly<Record<string, unknown>>): void;
}
export const LoggerPort = Symbol.for('LoggerPort');
