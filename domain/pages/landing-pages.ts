import type { PageSeed } from './page-entry';

// SPEC §2: ad landing pages (page type SEA).
export const LANDING_PAGE_SEEDS: readonly PageSeed[] = [
  [
    '/rentenversicherung/lp/vergleichen',
    'Rentenversicherung vergleichen',
    'Private Rentenversicherungen kostenlos und unverbindlich online vergleichen.',
  ],
  [
    '/rentenversicherung/lp/vergleichen/rentenlueckencheck',
    'Rentenlückencheck',
    'Ihre Rentenlücke in wenigen Schritten berechnen und die passende Vorsorge finden.',
  ],
  [
    '/riester-rente/lp/vergleichen',
    'Riester-Rente vergleichen',
    'Riester-Renten kostenlos vergleichen und staatliche Zulagen sichern.',
  ],
  [
    '/ruerup-rente/lp/vergleichen',
    'Rürup-Rente vergleichen',
    'Rürup-Renten kostenlos vergleichen und Steuern sparen.',
  ],
  [
    '/altersvorsorge/lp/vergleichen',
    'Altersvorsorge vergleichen',
    'Altersvorsorge-Produkte kostenlos vergleichen und die passende Lösung finden.',
  ],
  [
    '/altersvorsorge/lp/vergleichen/a',
    'Altersvorsorge vergleichen',
    'Rentenversicherung, Riester-Rente und Rürup-Rente auf einen Blick vergleichen.',
  ],
  [
    '/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen',
    'Sofortrente vergleichen',
    'Sofortrenten und Rentenversicherungen gegen Einmalbeitrag kostenlos vergleichen.',
  ],
];
