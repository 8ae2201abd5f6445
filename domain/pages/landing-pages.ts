import type { PageSeed, SearchPageSeed } from './page-entry';

// SPEC §2: ad landing pages (page type SEA).
export const LANDING_PAGE_SEEDS: readonly (PageSeed | SearchPageSeed)[] = [
  [
    '/rentenversicherung/lp/vergleichen',
    'Rentenversicherung vergleichen: Tarife kostenlos im Überblick',
  ],
  [
    '/rentenversicherung/lp/vergleichen/rentenlueckencheck',
    'Rentenlückencheck: Wie groß ist Ihre Rentenlücke?',
    'Berechnen Sie Ihre Rentenlücke in wenigen Schritten und finden Sie die passende private Vorsorge, um sie zu schließen – kostenlos und unverbindlich.',
  ],
  ['/riester-rente/lp/vergleichen', 'Riester-Rente vergleichen und staatliche Zulagen sichern'],
  ['/ruerup-rente/lp/vergleichen', 'Rürup-Rente vergleichen und Steuern sparen'],
  [
    '/altersvorsorge/lp/vergleichen',
    'Altersvorsorge vergleichen: die passende Lösung für Ihre Situation',
  ],
  [
    '/altersvorsorge/lp/vergleichen/a',
    'Rentenversicherung, Riester-Rente und Rürup-Rente auf einen Blick vergleichen',
  ],
  [
    '/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen',
    'Sofortrente vergleichen: lebenslange Rente gegen Einmalbeitrag',
  ],
];
