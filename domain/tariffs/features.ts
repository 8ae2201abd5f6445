// SPEC §3: tariff feature names (about 22). The spec's names are kept as written, including
// `kapitalschutz_fuer_Erben`; names the spec only describes ("ETF choice", "changing the payout
// start", "and others") are named in the same snake_case German style.
export const TARIFF_FEATURE_NAMES = [
  'beitragsgarantie',
  'rentenfaktor',
  'chancen_risiko_klasse',
  'steuervorteil_foerderung',
  'leistung_tod_vor_rentenbeginn',
  'leistung_tod_nach_rentenbeginn',
  'kapitalentnahme',
  'fondsauswahl',
  'etf_auswahl',
  'beitragsdynamik',
  'beitragserhoehung',
  'zuzahlung',
  'beitragsfreistellung',
  'rentenbeginn_aendern',
  'anpassungsmoeglichkeiten',
  'finanzstabilitaet',
  'kundenorientierung',
  'kapitalgarantie',
  'kapitalschutz_fuer_Erben',
  'nachhaltigkeit',
  'effektivkosten',
  'rentengarantiezeit',
] as const;
export type TariffFeatureName = (typeof TARIFF_FEATURE_NAMES)[number];
// A set: the catalogue parser asks for each of some 22 features of every tariff.
const FEATURE_NAMES: ReadonlySet<unknown> = new Set(TARIFF_FEATURE_NAMES);
export const isTariffFeatureName = (input: unknown): input is TariffFeatureName =>
  FEATURE_NAMES.has(input);

/** German headings of the features in the tariff details. */
export const TARIFF_FEATURE_LABELS: Readonly<Record<TariffFeatureName, string>> = {
  beitragsgarantie: 'Beitragsgarantie',
  rentenfaktor: 'Rentenfaktor',
  chancen_risiko_klasse: 'Chancen-Risiko-Klasse',
  steuervorteil_foerderung: 'Steuervorteil und Förderung',
  leistung_tod_vor_rentenbeginn: 'Leistung bei Tod vor Rentenbeginn',
  leistung_tod_nach_rentenbeginn: 'Leistung bei Tod nach Rentenbeginn',
  kapitalentnahme: 'Kapitalentnahme',
  fondsauswahl: 'Fondsauswahl',
  etf_auswahl: 'ETF-Auswahl',
  beitragsdynamik: 'Beitragsdynamik',
  beitragserhoehung: 'Beitragserhöhung',
  zuzahlung: 'Zuzahlung',
  beitragsfreistellung: 'Beitragsfreistellung',
  rentenbeginn_aendern: 'Rentenbeginn ändern',
  anpassungsmoeglichkeiten: 'Anpassungsmöglichkeiten',
  finanzstabilitaet: 'Finanzstabilität',
  kundenorientierung: 'Kundenorientierung',
  kapitalgarantie: 'Kapitalgarantie',
  kapitalschutz_fuer_Erben: 'Kapitalschutz für Erben',
  nachhaltigkeit: 'Nachhaltigkeit',
  effektivkosten: 'Effektivkosten',
  rentengarantiezeit: 'Rentengarantiezeit',
};
