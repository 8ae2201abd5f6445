import type { PageSeed, SearchPageSeed } from './page-entry';

const R = '/rentenversicherung';

// SPEC §2: the content (SEO) pages under /rentenversicherung.
export const RENTENVERSICHERUNG_CONTENT_SEEDS: readonly (PageSeed | SearchPageSeed)[] = [
  [R, 'Private Rentenversicherung: Tarife vergleichen und lebenslang vorsorgen'],
  [
    `${R}/fondsgebundene-rentenversicherung`,
    'Fondsgebundene Rentenversicherung: Renditechancen mit lebenslanger Rente',
  ],
  [`${R}/auszahlung`, 'Auszahlung der privaten Rentenversicherung: Rente, Kapital oder beides'],
  [
    `${R}/rechner`,
    'Rentenversicherungsrechner: Was bringt Ihr Beitrag später?',
    'So berechnen Sie, welche private Rente ein monatlicher Beitrag später bringen kann – mit Beispielrechnung, Rentenfaktor und den wichtigsten Annahmen.',
  ],
  [
    `${R}/rentenversicherungsnummer`,
    'Rentenversicherungsnummer: Wo Sie sie finden und wie sie aufgebaut ist',
  ],
  [`${R}/witwenrente`, 'Witwenrente und Witwerrente: Anspruch, Höhe und private Vorsorge'],
  [
    `${R}/kuendigen`,
    'Rentenversicherung kündigen: Rückkaufswert, Beitragsfreistellung und Alternativen',
  ],
  [`${R}/kinder`, 'Rentenversicherung für Kinder: früh anfangen, lange profitieren'],
  [
    `${R}/selbststaendige`,
    'Altersvorsorge für Selbstständige: Rürup-Rente, private und gesetzliche Rente',
  ],
  [`${R}/beamte`, 'Rentenversicherung für Beamte: die Pension gezielt ergänzen'],
  [
    `${R}/steuererklaerung`,
    'Rentenversicherung in der Steuererklärung: Beiträge, Renten und Kapitalauszahlung',
  ],
  [
    `${R}/mit-ohne-kapitalwahlrecht`,
    'Rentenversicherung mit oder ohne Kapitalwahlrecht: Was passt zu Ihnen?',
  ],
  [
    `${R}/lexikon/etfs`,
    'Lexikon: ETFs einfach erklärt – und wie sie in der Rentenversicherung wirken',
  ],
  [
    `${R}/sofortrente-einmalbeitrag`,
    'Sofortrente gegen Einmalbeitrag: einmal einzahlen, lebenslang Rente erhalten',
  ],
  [`${R}/rentenfaktor`, 'Rentenfaktor: Was er aussagt und wie Sie damit Ihre Rente berechnen'],
  [
    `${R}/rentenlueckencheck`,
    'Rentenlückencheck: Ihre Versorgungslücke in drei Schritten ermitteln',
    'Mit dem Rentenlückencheck ermitteln Sie in drei Schritten, wie groß Ihre Rentenlücke ist, welches Kapital Sie brauchen und wie viel Sie monatlich sparen.',
  ],
  [`${R}/rentenbescheid-renteninformation`, 'Rentenbescheid und Renteninformation richtig lesen'],
  [`${R}/rentenluecke`, 'Rentenlücke: was sie ist, wie sie entsteht und wie Sie sie berechnen'],
  [
    `${R}/gesetzliche-rentenversicherung`,
    'Gesetzliche Rentenversicherung: So funktioniert sie und so berechnet sich Ihre Rente',
  ],
  [`${R}/aktienrente`, 'Aktienrente: kapitalgedeckte Vorsorge mit Aktien – politisch und privat'],
  [`${R}/frauen`, 'Altersvorsorge für Frauen: Rentenlücke erkennen und gezielt vorsorgen'],
  [
    `${R}/fehler-altersvorsorge`,
    'Häufige Fehler bei der Altersvorsorge – und wie Sie sie vermeiden',
  ],
  [
    `${R}/fragen/unterschied-renten-lebensversicherung`,
    'Rentenversicherung oder Lebensversicherung? Die Unterschiede im Überblick',
  ],
];
