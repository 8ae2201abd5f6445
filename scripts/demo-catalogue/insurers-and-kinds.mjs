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

// Kinds that close the gaps of the ones above (issue 32, finding 3): a classic private pension,
// fund policies with a guarantee fund (Garantiefonds: 60–100 % of the premiums at the pension
// start, the guarantee part at up to the Höchstrechnungszins of 1.0 %), a fund Riester with its
// legal 100 %, and hybrids with a full guarantee for the single premium and the Basisrente.
export const COVERAGE_KINDS = [
  {
    slug: 'privatrente-klassik',
    name: 'Privatrente Klassik',
    products: ['schicht3', 's3einmalzahlung'],
    invest: 'klassisch',
    funds: null,
    levels: [100],
  },
  {
    slug: 'privatrente-invest-garant',
    name: 'Privatrente Invest Garant',
    products: ['schicht3', 's3einmalzahlung'],
    invest: 'fondsgebunden',
    funds: 'active',
    guaranteeFund: true,
    levels: [60, 80, 90, 100],
  },
  {
    slug: 'basisrente-invest-garant',
    name: 'Basisrente Invest Garant',
    products: ['ruerup'],
    invest: 'fondsgebunden',
    funds: 'active',
    guaranteeFund: true,
    levels: [80, 100],
    longestPeriod: 20,
  },
  {
    slug: 'riester-invest',
    name: 'Riester-Rente Invest',
    products: ['riester'],
    invest: 'fondsgebunden',
    funds: 'active',
    guaranteeFund: true,
    levels: [100],
    longestPeriod: 15,
  },
  {
    slug: 'einmalbeitrag-sicherheit',
    name: 'Einmalbeitrag Sicherheit Plus',
    products: ['s3einmalzahlung'],
    invest: 'hybridUndKlassisch',
    funds: 'etf',
    levels: [80, 90, 100],
  },
  {
    slug: 'basisrente-balance-garant',
    name: 'Basisrente Balance Garant',
    products: ['ruerup'],
    invest: 'hybrid',
    funds: 'active',
    levels: [90, 100],
    longestPeriod: 20,
  },
];
