/**
 * One line of the country table: ISO 3166-1 alpha-2 code, German short name and flags.
 * Flags (space-separated): `eu` = EU member (and therefore EEA), `eea` = EEA without EU,
 * `fatf` = FATF risk, `bafin` = EU high-risk third country (BaFin risk). See country.ts for sources.
 */
export type CountryRow = readonly [isoCode: string, name: string, flags?: string];
