import type { PageSeed } from './page-entry';

// SPEC §2: flow routes of the onboarding, comparison and contracting flow.
export const FLOW_PAGE_SEEDS: readonly PageSeed[] = [
  [
    '/onboarding-personal-data',
    'Persönliche Angaben',
    'Geben Sie Ihre persönlichen Angaben ein, damit wir passende Rentenversicherungen für Sie finden.',
  ],
  [
    '/onboarding-product-selection',
    'Produktauswahl',
    'Wählen Sie die Art der Altersvorsorge, die Sie vergleichen möchten.',
  ],
  [
    '/onboarding-contribution',
    'Ihr Beitrag',
    'Legen Sie fest, wie viel Sie monatlich oder einmalig für Ihre Rente anlegen möchten.',
  ],
  [
    '/onboarding-investment-selection',
    'Anlageform',
    'Wählen Sie zwischen klassischer, fondsgebundener und hybrider Rentenversicherung.',
  ],
  [
    '/onboarding-sofort',
    'Sofortrente: Ihre Angaben',
    'Geben Sie Ihre Angaben für eine Sofortrente oder eine Rentenversicherung gegen Einmalbeitrag ein.',
  ],
  [
    '/result',
    'Ihre Vergleichsergebnisse',
    'Alle passenden Tarife im Überblick, sortiert nach Ihren Wünschen.',
  ],
  [
    '/comparison',
    'Tarifvergleich',
    'Vergleichen Sie ausgewählte Tarife Merkmal für Merkmal nebeneinander.',
  ],
  [
    '/tariff-details',
    'Tarifdetails',
    'Alle Leistungen, Kosten und Bedingungen des gewählten Tarifs im Detail.',
  ],
  [
    '/personal-login',
    'Anmelden',
    'Melden Sie sich an, um Ihren Vergleich zu speichern und fortzusetzen.',
  ],
  [
    '/personal-data',
    'Ihre Daten',
    'Prüfen und ergänzen Sie Ihre Daten für Ihr persönliches Angebot.',
  ],
  [
    '/thankyou',
    'Vielen Dank',
    'Ihre Anfrage ist bei uns eingegangen, wir melden uns in Kürze bei Ihnen.',
  ],
  [
    '/insurance-list',
    'Versicherer im Überblick',
    'Alle Versicherer, deren Rentenversicherungen wir vergleichen.',
  ],
  [
    '/sofort-insurance-list',
    'Sofortrente: Versicherer im Überblick',
    'Alle Versicherer, deren Sofortrenten wir vergleichen.',
  ],
  [
    '/social-login-closing',
    'Anmeldung abgeschlossen',
    'Ihre Anmeldung ist abgeschlossen, dieses Fenster schließt sich gleich.',
  ],
  [
    '/online-contract',
    'Online-Abschluss',
    'Schließen Sie Ihre Rentenversicherung sicher und bequem online ab.',
  ],
  [
    '/thankyou-error',
    'Ihre Anfrage konnte nicht abgeschlossen werden',
    'Beim Absenden Ihrer Anfrage ist ein Fehler aufgetreten, bitte versuchen Sie es erneut.',
  ],
  [
    '/grades-explanation',
    'So entstehen unsere Noten',
    'Wie wir Tarife bewerten und woraus sich die Gesamtnote zusammensetzt.',
  ],
];

// SPEC §2: the error routes; the render-failure heading is the spec's, word for word.
export const ERROR_PAGE_SEEDS: readonly PageSeed[] = [
  [
    '/_error',
    'Es ist leider ein Fehler aufgetreten!',
    'Die Seite konnte leider nicht angezeigt werden.',
  ],
  ['/404', 'Seite nicht gefunden', 'Die gesuchte Seite gibt es leider nicht oder nicht mehr.'],
];
