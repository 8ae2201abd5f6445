import type { PostalAddress } from './portal-operator';

export interface OfficialBody extends PostalAddress {
  readonly web: string;
  readonly phone?: string;
}

// § 11a GewO, § 15 Abs. 1 Nr. 3 VersVermV (2018): the register of insurance intermediaries is
// kept by the DIHK, since 2021 the Deutsche Industrie- und Handelskammer (a public-law body, no
// longer the "Deutscher Industrie- und Handelskammertag e. V."; vermittlerregister.info names it so).
// Address and service number as published there and in brokers' Erstinformation texts (checked
// November 2026).
export const BROKER_REGISTER: OfficialBody = {
  name: 'Deutsche Industrie- und Handelskammer (DIHK)',
  lines: ['Breite Straße 29', '10178 Berlin'],
  phone:
    '0180 600585-0 (20 Cent/Anruf aus dem deutschen Festnetz, höchstens 60 Cent/Anruf aus Mobilfunknetzen)',
  web: 'https://www.vermittlerregister.info',
};

// § 15 Abs. 1 Nr. 6 VersVermV, § 214 VVG: the recognised consumer arbitration bodies for
// insurance disputes (postal addresses as published by both bodies; checked November 2026).
export const ARBITRATION_BODIES: readonly OfficialBody[] = [
  {
    name: 'Versicherungsombudsmann e. V.',
    lines: ['Postfach 08 06 32', '10006 Berlin'],
    web: 'https://www.versicherungsombudsmann.de',
  },
  {
    name: 'Ombudsmann Private Kranken- und Pflegeversicherung',
    lines: ['Postfach 06 02 22', '10052 Berlin'],
    web: 'https://www.pkv-ombudsmann.de',
  },
];

// The federal financial supervisor of the insurers whose products the portal brokers (§ 320 VAG);
// its Bonn seat (checked November 2026).
export const FINANCIAL_SUPERVISOR: OfficialBody = {
  name: 'Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)',
  lines: ['Graurheindorfer Straße 108', '53117 Bonn'],
  web: 'https://www.bafin.de',
};

// Art. 77 DSGVO: the data protection supervisor of the operator's seat (Berlin), at Alt-Moabit
// since 2019 (checked November 2026).
export const DATA_PROTECTION_SUPERVISOR: OfficialBody = {
  name: 'Berliner Beauftragte für Datenschutz und Informationsfreiheit',
  lines: ['Alt-Moabit 59–61', '10555 Berlin'],
  web: 'https://www.datenschutz-berlin.de',
};
