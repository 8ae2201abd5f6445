import { SORT_ORDERS, type SortOrder } from '../comparison/sort-rows';
import type { SearchFilters } from '../search-data/search-data';

/** A choice of a select filter: the SPEC §3 value and its German label. */
export interface FilterChoice {
  readonly value: string;
  readonly label: string;
}

/** The select filters of SPEC §3 (short URL key, field, German label, choices; 'all' first). */
export const SELECT_FILTERS = [
  {
    key: 'ts',
    field: 'tariffSustainabilityFilter',
    label: 'Nachhaltigkeit des Tarifs',
    choices: [
      { value: 'all', label: 'Alle' },
      { value: 'gut_oder_besser', label: 'Gut oder besser' },
      { value: 'exzellent', label: 'Exzellent' },
    ],
  },
  {
    key: 'tg',
    field: 'tariffGradeFilter',
    label: 'Note',
    choices: [
      { value: 'all', label: 'Alle Noten' },
      { value: '2.5', label: 'Gut oder besser (bis 2,5)' },
      { value: '1.5', label: 'Sehr gut (bis 1,5)' },
    ],
  },
  {
    key: 'cp',
    field: 'capitalProtectionFilter',
    label: 'Kapitalschutz',
    choices: [
      { value: 'all', label: 'Alle' },
      { value: 'gut_oder_sehr_gut', label: 'Gut oder sehr gut' },
      { value: 'sehr_gut', label: 'Sehr gut' },
    ],
  },
  {
    key: 'isf',
    field: 'insuranceSustainabilityFilter',
    label: 'Nachhaltigkeit der Fonds',
    choices: [
      { value: 'all', label: 'Alle' },
      { value: 'ESG_teilweise', label: 'ESG, teilweise' },
      { value: 'ESG_strikt', label: 'ESG, strikt' },
      { value: 'EU_teilweise', label: 'EU-Offenlegungsverordnung, teilweise' },
      { value: 'EU_strikt', label: 'EU-Offenlegungsverordnung, strikt' },
    ],
  },
] as const satisfies ReadonlyArray<{
  readonly key: string;
  readonly field: keyof SearchFilters;
  readonly label: string;
  readonly choices: readonly FilterChoice[];
}>;

/** The yes/no filters of SPEC §3: a ticked box requires the feature. */
export const FLAG_FILTERS = [
  { key: 'oce', field: 'onlineContractEnabled', label: 'Online-Abschluss möglich' },
  { key: 'pes', field: 'possibleEtfSelectionDesired', label: 'ETF-Auswahl möglich' },
  { key: 'pgfs', field: 'possibleGreenFundsSelectionDesired', label: 'Grüne Fonds wählbar' },
  {
    key: 'ecs',
    field: 'excellentCustomizationsSelectionDesired',
    label: 'Exzellente Anpassungsmöglichkeiten',
  },
] as const satisfies ReadonlyArray<{
  readonly key: string;
  readonly field: keyof SearchFilters;
  readonly label: string;
}>;

/** The insurer filter's form field (one checkbox per insurer; the URL key `if` is a comma list). */
export const INSURER_FIELD = 'ins';
export const INSURER_FILTER_LABEL = 'Versicherer';

/** SPEC §3 key `sort` with German labels, the engine's default first. */
export const SORT_CHOICES: readonly { readonly value: SortOrder; readonly label: string }[] = [
  { value: 'projectedPension', label: 'Mögliche Rente' },
  { value: 'guaranteedPension', label: 'Garantierte Rente' },
  { value: 'effectiveCosts', label: 'Effektivkosten' },
  { value: 'grade', label: 'Note' },
];

// Every sort order has a label (checked once at load, a programming error otherwise).
if (SORT_CHOICES.length !== SORT_ORDERS.length) throw new Error('sort labels missing');
