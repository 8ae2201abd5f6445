import { type KnownValueMatcher, NO_KNOWN_VALUES } from './redact-known-values';
import { redactPersonalData } from './redact-personal-data';

/** SPEC §7 POST /info, /warn, /error: the meta a browser sends with its log message. */
export interface ClientLogMeta {
  readonly appName?: string | null;
  readonly userAgent?: string | null;
  readonly url?: string | null;
  readonly errorName?: string | null;
  readonly message?: string | null;
  readonly stack?: string | null;
}

/** What of a browser's log call is written: every text without personal data and bounded. */
export interface ClientLogEntry {
  readonly message: string;
  readonly appName?: string;
  readonly userAgent?: string;
  readonly url?: string;
  readonly errorName?: string;
  readonly errorMessage?: string;
  readonly stack?: string;
}

/** The most characters each field keeps; a stack gets more lines than a name. */
export const CLIENT_LOG_FIELD_LIMITS = {
  message: 1_000,
  appName: 100,
  userAgent: 300,
  url: 1_000,
  errorName: 100,
  errorMessage: 1_000,
  stack: 4_000,
} as const satisfies Record<keyof ClientLogEntry, number>;

/** The most characters of all fields together: the sum of the field limits. */
export const CLIENT_LOG_ENTRY_LIMIT: number = Object.values(CLIENT_LOG_FIELD_LIMITS).reduce(
  (sum, limit) => sum + limit,
  0,
);

/**
 * The entry to write for a browser's log call: nothing personal, bounded. `known` are the values
 * the server knows of the person logging (knownValueMatcherOf), replaced wherever they stand.
 */
export const clientLogEntryOf = (
  message: string,
  meta: ClientLogMeta = {},
  known: KnownValueMatcher = NO_KNOWN_VALUES,
): ClientLogEntry => {
  const field = (
    name: Exclude<keyof ClientLogEntry, 'message'>,
    value: string | null | undefined,
  ): Partial<ClientLogEntry> =>
    typeof value === 'string' && value !== ''
      ? { [name]: redactPersonalData(value, CLIENT_LOG_FIELD_LIMITS[name], known) }
      : {};
  return {
    message: redactPersonalData(message, CLIENT_LOG_FIELD_LIMITS.message, known),
    ...field('appName', meta.appName),
    ...field('userAgent', meta.userAgent),
    ...field('url', meta.url),
    ...field('errorName', meta.errorName),
    ...field('errorMessage', meta.message),
    ...field('stack', meta.stack),
  };
};
