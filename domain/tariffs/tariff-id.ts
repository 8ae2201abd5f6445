/**
 * The one shape of a tariff id: lowercase letters, digits and hyphens, starting with a letter or
 * digit, at most 64 characters. Ids appear in URLs (/api/tariffs/:id, ?tariffId=), so they stay
 * URL-safe; the catalogue, the API schemas, the Merkzettel and the pages all check this one.
 */
export const TARIFF_ID_MAX_LENGTH = 64;

/** The pattern as JSON Schema and RegExp read it. */
export const TARIFF_ID_PATTERN = `^[a-z0-9][a-z0-9-]{0,${TARIFF_ID_MAX_LENGTH - 1}}$`;

const TARIFF_ID = new RegExp(TARIFF_ID_PATTERN);

export const isTariffId = (value: unknown): value is string =>
  typeof value === 'string' && TARIFF_ID.test(value);
