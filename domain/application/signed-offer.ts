import type { TariffDetails } from '../comparison/tariff-details';

/**
 * What the customer signed, kept whole with the application in the same transaction (issue 29):
 * the tariff and every figure of the signing page and the documents — contribution, guaranteed
 * and projected pension with the assumed returns they rest on, capital, Rentenfaktor,
 * Effektivkosten, insurance and pension start, the year table, the costs and the features — as
 * they were when it was signed. The documents, the customer area, the admin API and the hand-over
 * read it from here; a later catalogue changes nothing of it.
 */
export interface SignedOffer {
  /** The snapshot's shape: a later shape gets a new number, and old ones stay readable. */
  readonly version: typeof SIGNED_OFFER_VERSION;
  /** ISO instant of the signature (the application's submission). */
  readonly signedAt: string;
  /** Whether the figures came from the demo catalogue (its documents say so). */
  readonly demo: boolean;
  readonly details: TariffDetails;
}

export const SIGNED_OFFER_VERSION = 1;

export const signedOfferOf = (
  details: TariffDetails,
  demo: boolean,
  signedAt: string,
): SignedOffer => ({ version: SIGNED_OFFER_VERSION, signedAt, demo, details });

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The stored text's shape (issue 31, finding 4): the same details, their lists of alike records
 * (the year table, the features, the documents) written as columns and rows, which leaves out
 * each record's keys — about a third of the text. Version 1 texts (each record whole) stay
 * readable; both read back to the same SignedOffer.
 */
export const STORED_SIGNED_OFFER_VERSION = 2;

/** The details' lists stored as a table when all their records have the same keys. */
const TABLE_FIELDS = ['yearTable', 'features', 'documents'] as const;

interface StoredTable {
  readonly columns: readonly string[];
  readonly rows: readonly (readonly unknown[])[];
}

/** A list as a table, or the list itself when its records differ in keys (kept exact either way). */
const tableOf = (list: readonly unknown[]): StoredTable | readonly unknown[] => {
  const first = list[0];
  if (!isRecord(first)) return list;
  const columns = Object.keys(first);
  const rows: unknown[][] = [];
  for (const item of list) {
    if (!isRecord(item)) return list;
    const keys = Object.keys(item);
    if (keys.length !== columns.length || keys.some((key, i) => key !== columns[i])) return list;
    const row = columns.map((column) => item[column]);
    // JSON leaves out an undefined property but writes null in a row: kept as records then.
    if (row.some((value) => value === undefined)) return list;
    rows.push(row);
  }
  return { columns, rows };
};

/** A stored list back (a table's rows as records again), or null when it is neither. */
const listOf = (stored: unknown): readonly unknown[] | null => {
  if (Array.isArray(stored)) return stored;
  if (!isRecord(stored) || !Array.isArray(stored.columns) || !Array.isArray(stored.rows)) {
    return null;
  }
  const columns: unknown[] = stored.columns;
  if (!columns.every((column) => typeof column === 'string')) return null;
  const records: Record<string, unknown>[] = [];
  for (const row of stored.rows as unknown[]) {
    if (!Array.isArray(row) || row.length !== columns.length) return null;
    records.push(Object.fromEntries(columns.map((column, i) => [column, row[i]])));
  }
  return records;
};

/** The details' JSON in the stored shape (version 2): the same figures, the lists as tables. */
export const storedDetailsJson = (details: TariffDetails): string => {
  const stored: Record<string, unknown> = { ...details };
  for (const field of TABLE_FIELDS) stored[field] = tableOf(details[field]);
  return JSON.stringify(stored);
};

/**
 * The signed offer as stored (version 2). `detailsJson` is storedDetailsJson(offer.details),
 * passed when the caller keeps it for details signed again (the same tariff, choice and day).
 */
export const storedSignedOfferJson = (
  offer: SignedOffer,
  detailsJson: string = storedDetailsJson(offer.details),
): string =>
  `{"version":${STORED_SIGNED_OFFER_VERSION},"signedAt":${JSON.stringify(offer.signedAt)},"demo":${offer.demo},"details":${detailsJson}}`;

/** Version 2's details as SignedOffer details (the tables as lists), or null when malformed. */
const detailsOfStored = (details: Record<string, unknown>): Record<string, unknown> | null => {
  const read: Record<string, unknown> = { ...details };
  for (const field of TABLE_FIELDS) {
    const list = listOf(details[field]);
    if (list === null) return null;
    read[field] = list;
  }
  return read;
};

/**
 * The snapshot as stored (JSON, version 1 or 2), or null: none kept (an application from before
 * snapshots whose tariff had left the catalogue), or not one this code can read. The portal wrote
 * it itself; the check guards against a hand-edited or truncated database, not against customers.
 */
export const signedOfferFromJson = (text: string | null): SignedOffer | null => {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || typeof value.signedAt !== 'string' || typeof value.demo !== 'boolean') {
    return null;
  }
  if (!isRecord(value.details)) return null;
  const details =
    value.version === SIGNED_OFFER_VERSION
      ? value.details
      : value.version === STORED_SIGNED_OFFER_VERSION
        ? detailsOfStored(value.details)
        : null;
  if (details === null || !isRecord(details.row) || typeof details.insuranceStart !== 'string') {
    return null;
  }
  return {
    version: SIGNED_OFFER_VERSION,
    signedAt: value.signedAt,
    demo: value.demo,
    details: details as unknown as TariffDetails,
  };
};
