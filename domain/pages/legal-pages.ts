import type { PageSeed } from './page-entry';

/** The footer's link to the cookie settings: a page without JavaScript, the dialog with it. */
export const COOKIE_SETTINGS_PATH = '/cookie-einstellungen';

// The legal pages every German portal must link from each page: Impressum (§ 5 DDG),
// Datenschutzerklärung (Art. 13 DSGVO), AGB, the broker's first information (§ 15 VersVermV),
// and the cookie settings (Art. 7 Abs. 3 DSGVO: withdrawing consent as easy as giving it).
export const LEGAL_PAGE_SEEDS: readonly PageSeed[] = [
  [
    '/impressum',
    'Impressum',
    'Anbieterkennzeichnung nach § 5 DDG mit Registereintrag als Versicherungsvermittler (Demodaten).',
  ],
  [
    '/datenschutz',
    'Datenschutzerklärung',
    'Welche Daten wir verarbeiten, wozu, auf welcher Rechtsgrundlage, wie lange – und welche Rechte Sie haben.',
  ],
  [
    '/agb',
    'Allgemeine Geschäftsbedingungen',
    'Die Bedingungen für die Nutzung des Vergleichsportals und die Vermittlung von Verträgen (Demodaten).',
  ],
  [
    '/erstinformation',
    'Erstinformation nach § 15 VersVermV',
    'Unser Status als Versicherungsmakler, Registernummer, Schlichtungsstellen und Aufsicht.',
  ],
  [
    COOKIE_SETTINGS_PATH,
    'Cookie-Einstellungen',
    'Ändern oder widerrufen Sie Ihre Einwilligung in Analyse- und Marketing-Cookies.',
  ],
];
