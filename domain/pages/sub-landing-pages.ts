import type { SearchPageSeed } from './page-entry';

// SPEC §2: ad sub-landing pages under /rentenversicherung/sl/, /riester-rente/sl/ and
// /ruerup-rente/sl/, each with the seven common endings; Riester has two more. Every page has
// its own heading and description, written for what its content says (not one template).

const RENTENVERSICHERUNG_SEEDS: readonly SearchPageSeed[] = [
  [
    '/rentenversicherung/sl/rentenluecke-schliessen',
    'Rentenlücke schließen mit einer privaten Rentenversicherung',
  ],
  [
    '/rentenversicherung/sl/fuer-wen-sinnvoll',
    'Für wen ist eine private Rentenversicherung sinnvoll?',
  ],
  [
    '/rentenversicherung/sl/online-vergleichen',
    'Rentenversicherung online vergleichen: Tarife im Überblick',
  ],
  [
    '/rentenversicherung/sl/rechner',
    'Rentenversicherungsrechner: Beitrag und spätere Rente berechnen',
  ],
  [
    '/rentenversicherung/sl/online-abschliessen',
    'Rentenversicherung online abschließen: einfach und sicher',
  ],
  [
    '/rentenversicherung/sl/tuev',
    'Rentenversicherung: TÜV-geprüfter Vergleich – was dahintersteckt (Demo)',
  ],
  [
    '/rentenversicherung/sl/steuern-sparen',
    'Rentenversicherung: Steuern sparen in Anspar- und Rentenphase',
  ],
];

const RIESTER_SEEDS: readonly SearchPageSeed[] = [
  ['/riester-rente/sl/rentenluecke-schliessen', 'Rentenlücke schließen mit der Riester-Rente'],
  ['/riester-rente/sl/fuer-wen-sinnvoll', 'Für wen ist die Riester-Rente sinnvoll?'],
  [
    '/riester-rente/sl/online-vergleichen',
    'Riester-Rente online vergleichen: Tarife und Förderung im Überblick',
  ],
  ['/riester-rente/sl/rechner', 'Riester-Rechner: Eigenbeitrag, Zulagen und Rente berechnen'],
  [
    '/riester-rente/sl/online-abschliessen',
    'Riester-Rente online abschließen: Antrag, Zulagenantrag, fertig',
  ],
  ['/riester-rente/sl/tuev', 'Riester-Rente: TÜV-geprüfter Vergleich – worauf es ankommt (Demo)'],
  ['/riester-rente/sl/steuern-sparen', 'Riester-Rente: Steuern sparen mit dem Sonderausgabenabzug'],
  [
    '/riester-rente/sl/foerderung-sichern',
    'Riester-Förderung sichern: fünf Regeln für die volle Förderung',
  ],
  [
    '/riester-rente/sl/zulagen-sichern',
    'Riester-Zulagen sichern: Grundzulage, Kinderzulage und Bonus',
  ],
];

const RUERUP_SEEDS: readonly SearchPageSeed[] = [
  ['/ruerup-rente/sl/rentenluecke-schliessen', 'Rentenlücke schließen mit der Rürup-Rente'],
  ['/ruerup-rente/sl/fuer-wen-sinnvoll', 'Für wen ist die Rürup-Rente sinnvoll?'],
  [
    '/ruerup-rente/sl/online-vergleichen',
    'Rürup-Rente online vergleichen: Tarife, Kosten und Steuervorteil',
  ],
  ['/ruerup-rente/sl/rechner', 'Rürup-Rechner: Steuerersparnis, Nettoaufwand und Rente berechnen'],
  [
    '/ruerup-rente/sl/online-abschliessen',
    'Rürup-Rente online abschließen: sicher und noch fürs laufende Steuerjahr',
  ],
  ['/ruerup-rente/sl/tuev', 'Rürup-Rente: TÜV-geprüfter Vergleich – was wirklich zählt (Demo)'],
  ['/ruerup-rente/sl/steuern-sparen', 'Rürup-Rente: Steuern sparen mit der Basisrente'],
];

export const SUB_LANDING_PAGE_SEEDS: readonly SearchPageSeed[] = [
  ...RENTENVERSICHERUNG_SEEDS,
  ...RIESTER_SEEDS,
  ...RUERUP_SEEDS,
];
