import type { PageSeed } from './page-entry';

// SPEC §2: ad sub-landing pages under /rentenversicherung/sl/, /riester-rente/sl/ and
// /ruerup-rente/sl/, each with the seven common endings; Riester has two more.
interface Ending {
  readonly slug: string;
  readonly heading: string;
  /** One sentence about the product (all three product names are feminine). */
  readonly describe: (product: string) => string;
}

export const SUB_LANDING_ENDINGS: readonly Ending[] = [
  {
    slug: 'rentenluecke-schliessen',
    heading: 'Rentenlücke schließen',
    describe: (p) =>
      `Schließen Sie Ihre Rentenlücke mit der passenden ${p}: jetzt kostenlos vergleichen.`,
  },
  {
    slug: 'fuer-wen-sinnvoll',
    heading: 'Für wen sinnvoll?',
    describe: (p) => `Für wen sich eine ${p} lohnt und worauf Sie beim Vergleich achten sollten.`,
  },
  {
    slug: 'online-vergleichen',
    heading: 'Online vergleichen',
    describe: (p) =>
      `${p} online vergleichen: alle Tarife kostenlos und unverbindlich im Überblick.`,
  },
  {
    slug: 'rechner',
    heading: 'Rechner',
    describe: (p) => `Berechnen Sie Beitrag und spätere Rente Ihrer ${p} in wenigen Schritten.`,
  },
  {
    slug: 'online-abschliessen',
    heading: 'Online abschließen',
    describe: (p) => `Ihre ${p} einfach und sicher online abschließen.`,
  },
  {
    slug: 'tuev',
    heading: 'TÜV-geprüfter Vergleich (Demo)',
    describe: (p) =>
      `So vergleichen wir Ihre ${p} – das TÜV-Siegel ist in diesem Demoportal nur ein Beispiel.`,
  },
  {
    slug: 'steuern-sparen',
    heading: 'Steuern sparen',
    describe: (p) => `Wie Sie mit einer ${p} Steuern sparen und was im Alter zu versteuern ist.`,
  },
];

export const RIESTER_ONLY_ENDINGS: readonly Ending[] = [
  {
    slug: 'foerderung-sichern',
    heading: 'Förderung sichern',
    describe: (p) => `Sichern Sie sich die staatliche Förderung für Ihre ${p}.`,
  },
  {
    slug: 'zulagen-sichern',
    heading: 'Zulagen sichern',
    describe: (p) => `Grundzulage und Kinderzulagen für Ihre ${p} sichern: jetzt vergleichen.`,
  },
];

const SUB_LANDING_PRODUCTS = [
  { root: '/rentenversicherung', product: 'Rentenversicherung', extra: [] },
  { root: '/riester-rente', product: 'Riester-Rente', extra: RIESTER_ONLY_ENDINGS },
  { root: '/ruerup-rente', product: 'Rürup-Rente', extra: [] },
] as const;

export const SUB_LANDING_PAGE_SEEDS: readonly PageSeed[] = SUB_LANDING_PRODUCTS.flatMap(
  ({ root, product, extra }) =>
    [...SUB_LANDING_ENDINGS, ...extra].map(
      (ending): PageSeed => [
        `${root}/sl/${ending.slug}`,
        `${product}: ${ending.heading}`,
        ending.describe(product),
      ],
    ),
);
