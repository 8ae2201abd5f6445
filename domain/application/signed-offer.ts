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
 * The snapshot as stored (JSON), or null: none kept (an application from before snapshots whose
 * tariff had left the catalogue), or not one this code can read. The portal wrote it itself; the
 * check guards against a hand-edited or truncated database, not against customers.
 */
export const signedOfferFromJson = (text: string | null): SignedOffer | null => {
  if (text === null) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.version !== SIGNED_OFFER_VERSION) return null;
  const { details } = value;
  if (typeof value.signedAt !== 'string' || typeof value.demo !== 'boolean') return null;
  if (!isRecord(details) || !isRecord(details.row) || typeof details.insuranceStart !== 'string') {
    return null;
  }
  return value as unknown as SignedOffer;
};
