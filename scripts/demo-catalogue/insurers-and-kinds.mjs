import { between } from './seeded-random.mjs';

// Fictional insurers for the 15 insurer ids of SPEC §3 (no real company names).
export const INSURERS = [
  [1, 'Nordlicht Leben'],
  [4, 'Alpenblick Versicherung'],
  [6, 'Elbufer Leben'],
  [11, 'Bergkristall Vorsorge'],
  [25, 'Mainbrücke Lebensversicherung'],
  [26, 'Ostseewind Leben'],
  [29, 'Lindenhof Vorsorge'],
  [32, 'Sonnenfeld Leben'],
  [39, 'Weserland Versicherung'],
  [40, 'Isartal Leben'],
  [46, 'Moselgrund Vorsorge'],
  [47, 'Kranichstein Leben'],
  [49, 'Heidekamp Versicherung'],
  [52, 'Fjordblau Leben'],
  [54, 'Rosenau Vorsorge'],
].map(([id, name]) => ({ id, name, stability: between(1, 3.2), service: between(1.2, 3.4) }));
export const PROMOTED_INSURER = 25; // SPEC §3: the inflation premium of one insurer

// Tariff kinds: product types, investment type, fund style and the beitragsGarantie levels offered.
export const KINDS = [
  {
    slug: 'privatrente-etf',
    name: 'Privatrente Invest ETF',
    products: ['schicht3', 's3einmalzahlung'],
    invest: 'fondsgebunden',
    funds: 'etf',
    levels: [0, 50],
  },
  {
    slug: 'basisrente-invest',
    name: 'Basisrente Invest',
    products: ['ruerup'],
    invest: 'fondsgebunden',
    funds: 'etf',
    levels: [0],
  },
  {
    slug: 'riester-klassik',
    name: 'Riester-Rente Klassik',
    products: ['riester'],
    invest: 'klassisch',
    funds: null,
    levels: [100],
  },
  {
    slug: 'riester-hybrid',
    name: 'Riester-Rente Hybrid',
    products: ['riester'],
    invest: 'hybrid',
    funds: 'active',
    levels: [100],
  },
  {
    slug: 'basisrente-klassik',
    name: 'Basisrente Klassik',
    products: ['ruerup'],
    invest: 'klassisch',
    funds: null,
    levels: [100],
  },
  {
    slug: 'privatrente-balance',
    name: 'Privatrente Balance',
    products: ['schicht3'],
    invest: 'hybrid',
    funds: 'active',
    levels: [50, 80, 90],
  },
  {
    slug: 'privatrente-sicherheit',
    name: 'Privatrente Sicherheit Plus',
    products: ['schicht3'],
    invest: 'hybridUndKlassisch',
    funds: 'etf',
    levels: [80, 100],
  },
  {
    slug: 'sofortrente',
    name: 'Sofortrente Klassik',
    products: ['sofort'],
    invest: 'klassisch',
    funds: null,
    levels: [100],
  },
  {
    slug: 'einmalbeitrag-chance',
    name: 'Rente gegen Einmalbeitrag Chance',
    products: ['s3einmalzahlung'],
    invest: 'hybrid',
    funds: 'active',
    levels: [0, 60, 80],
  },
  {
    slug: 'basisrente-hybrid',
    name: 'Basisrente Hybrid',
    products: ['ruerup'],
    invest: 'hybridUndKlassisch',
    funds: 'active',
    levels: [60, 80],
  },
];
export const [ALWAYS_A, ALWAYS_B, ...ROTATING] = KINDS;
