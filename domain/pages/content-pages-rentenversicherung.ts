import type { PageSeed } from './page-entry';

const R = '/rentenversicherung';

// SPEC §2: the content (SEO) pages under /rentenversicherung.
export const RENTENVERSICHERUNG_CONTENT_SEEDS: readonly PageSeed[] = [
  [
    R,
    'Private Rentenversicherung',
    'Private Rentenversicherungen kostenlos vergleichen und die passende Vorsorge für Ihr Alter finden.',
  ],
  [
    `${R}/fondsgebundene-rentenversicherung`,
    'Fondsgebundene Rentenversicherung',
    'Wie die fondsgebundene Rentenversicherung funktioniert und für wen sie sich lohnt.',
  ],
  [
    `${R}/auszahlung`,
    'Rentenversicherung: Auszahlung',
    'Lebenslange Rente, Kapitalabfindung oder beides: So wird Ihre private Rentenversicherung ausgezahlt.',
  ],
  [
    `${R}/rechner`,
    'Rentenversicherung: Rechner',
    'Berechnen Sie, wie viel private Rente Ihr Beitrag später bringen kann.',
  ],
  [
    `${R}/rentenversicherungsnummer`,
    'Rentenversicherungsnummer',
    'Wo Sie Ihre Rentenversicherungsnummer finden und wie sie aufgebaut ist.',
  ],
  [
    `${R}/witwenrente`,
    'Witwenrente',
    'Wer Anspruch auf Witwen- oder Witwerrente hat und wie hoch sie ausfällt.',
  ],
  [
    `${R}/kuendigen`,
    'Rentenversicherung kündigen',
    'Was Sie vor der Kündigung einer Rentenversicherung wissen sollten und welche Alternativen es gibt.',
  ],
  [
    `${R}/kinder`,
    'Rentenversicherung für Kinder',
    'Wie Eltern und Großeltern mit einer Rentenversicherung früh für Kinder vorsorgen.',
  ],
  [
    `${R}/selbststaendige`,
    'Rentenversicherung für Selbstständige',
    'Welche Altersvorsorge sich für Selbstständige und Freiberufler eignet.',
  ],
  [
    `${R}/beamte`,
    'Rentenversicherung für Beamte',
    'Wie Beamte ihre Pension mit einer privaten Rentenversicherung ergänzen.',
  ],
  [
    `${R}/steuererklaerung`,
    'Rentenversicherung in der Steuererklärung',
    'So geben Sie Beiträge und Renten Ihrer Rentenversicherung in der Steuererklärung an.',
  ],
  [
    `${R}/mit-ohne-kapitalwahlrecht`,
    'Rentenversicherung mit oder ohne Kapitalwahlrecht',
    'Wann sich ein Kapitalwahlrecht lohnt und was es für Ihre Rente bedeutet.',
  ],
  [
    `${R}/lexikon/etfs`,
    'Lexikon: ETFs',
    'Was ETFs sind und wie sie in einer fondsgebundenen Rentenversicherung eingesetzt werden.',
  ],
  [
    `${R}/sofortrente-einmalbeitrag`,
    'Sofortrente gegen Einmalbeitrag',
    'Einmal einzahlen und sofort eine lebenslange Rente erhalten: Sofortrenten im Vergleich.',
  ],
  [
    `${R}/rentenfaktor`,
    'Rentenfaktor',
    'Was der Rentenfaktor aussagt und wie Sie damit Ihre monatliche Rente berechnen.',
  ],
  [
    `${R}/rentenlueckencheck`,
    'Rentenlückencheck',
    'Finden Sie heraus, wie groß Ihre Rentenlücke ist und wie Sie sie schließen können.',
  ],
  [
    `${R}/rentenbescheid-renteninformation`,
    'Rentenbescheid und Renteninformation',
    'Wie Sie Ihren Rentenbescheid und Ihre jährliche Renteninformation richtig lesen.',
  ],
  [
    `${R}/rentenluecke`,
    'Rentenlücke',
    'Was die Rentenlücke ist, wie sie entsteht und wie Sie sie berechnen.',
  ],
  [
    `${R}/gesetzliche-rentenversicherung`,
    'Gesetzliche Rentenversicherung',
    'Wie die gesetzliche Rentenversicherung funktioniert und welche Rente Sie erwarten können.',
  ],
  [
    `${R}/aktienrente`,
    'Aktienrente',
    'Was hinter der Aktienrente steckt und wie Sie privat mit Aktien fürs Alter vorsorgen.',
  ],
  [
    `${R}/frauen`,
    'Altersvorsorge für Frauen',
    'Warum Frauen besonders von der Rentenlücke betroffen sind und wie sie gezielt vorsorgen.',
  ],
  [
    `${R}/fehler-altersvorsorge`,
    'Häufige Fehler bei der Altersvorsorge',
    'Die typischen Fehler bei der Altersvorsorge und wie Sie sie vermeiden.',
  ],
  [
    `${R}/fragen/unterschied-renten-lebensversicherung`,
    'Unterschied zwischen Renten- und Lebensversicherung',
    'Worin sich private Rentenversicherung und Kapitallebensversicherung unterscheiden.',
  ],
];
