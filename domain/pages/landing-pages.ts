import type { PageSeed } from './page-entry';

// SPEC §2: ad landing pages (page type SEA).
export const LANDING_PAGE_SEEDS: readonly PageSeed[] = [
  [
    '/rentenversicherung/lp/vergleichen',
    'Rentenversicherung vergleichen: Tarife kostenlos im Überblick',
    'Private Rentenversicherungen kostenlos und unverbindlich vergleichen: Kosten, Garantien, Rentenfaktor und Flexibilität der Tarife auf einen Blick.',
  ],
  [
    '/rentenversicherung/lp/vergleichen/rentenlueckencheck',
    'Rentenlückencheck: Wie groß ist Ihre Rentenlücke?',
    'Berechnen Sie Ihre Rentenlücke in wenigen Schritten und finden Sie die passende private Vorsorge, um sie zu schließen – kostenlos und unverbindlich.',
  ],
  [
    '/riester-rente/lp/vergleichen',
    'Riester-Rente vergleichen und staatliche Zulagen sichern',
    'Riester-Renten kostenlos vergleichen: Zulagen, Steuervorteil, Kosten und Garantien der Tarife im Überblick – und die volle Förderung sichern.',
  ],
  [
    '/ruerup-rente/lp/vergleichen',
    'Rürup-Rente vergleichen und Steuern sparen',
    'Rürup-Renten kostenlos vergleichen: Beiträge bis zum Höchstbetrag absetzen, Tarife nach Kosten, Fondsauswahl und Rentenfaktor prüfen und Steuern sparen.',
  ],
  [
    '/altersvorsorge/lp/vergleichen',
    'Altersvorsorge vergleichen: die passende Lösung für Ihre Situation',
    'Altersvorsorge kostenlos vergleichen: Welche Vorsorge zu Ihrem Beruf und Ihrer Lebenslage passt – von der Rentenversicherung bis zur Riester- und Rürup-Rente.',
  ],
  [
    '/altersvorsorge/lp/vergleichen/a',
    'Rentenversicherung, Riester-Rente und Rürup-Rente auf einen Blick vergleichen',
    'Private Rentenversicherung, Riester-Rente und Rürup-Rente im direkten Vergleich: Förderung, Steuern, Flexibilität – und welche Vorsorge zu Ihnen passt.',
  ],
  [
    '/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen',
    'Sofortrente vergleichen: lebenslange Rente gegen Einmalbeitrag',
    'Sofortrenten und Rentenversicherungen gegen Einmalbeitrag kostenlos vergleichen: garantierte Rente, Todesfallschutz und Kosten im Überblick.',
  ],
];
