import { APPLICATION_PAGE_PATH } from '../application/guest-link';
import {
  CUSTOMER_AREA_PATH,
  CUSTOMER_DOCUMENTS_PATH,
  PAY_IN_MORE_PATH,
  TARIFF_ADJUSTMENT_PATH,
  WATCHLIST_PATH,
  WITHDRAWAL_PATH,
} from '../customer-area/customer-area-paths';
import { IDENTIFICATION_PATH } from '../identification/identification-paths';
import type { PageSeed } from './page-entry';

// Not a SPEC §2 route: the logged-in customer's area („Kundenbereich“ in the header). Flow pages
// (noindex): they show one customer's data.
export const CUSTOMER_AREA_PAGE_SEEDS: readonly PageSeed[] = [
  [
    CUSTOMER_AREA_PATH,
    'Meine Anträge',
    'Ihre Anträge mit ihrem Stand und allen Dokumenten zum Herunterladen.',
  ],
  [
    WATCHLIST_PATH,
    'Mein Merkzettel',
    'Ihre gemerkten Tarife und Vergleiche – mit einem Klick wieder geöffnet.',
  ],
  [
    CUSTOMER_DOCUMENTS_PATH,
    'Dokumente',
    'Die Dokumente zu Ihrem Antrag – und Ihre Nachweise, sicher hochgeladen.',
  ],
  [
    IDENTIFICATION_PATH,
    'Identifizierung',
    'Bevor Ihr Vertrag beginnt, muss der Versicherer Sie nach dem Geldwäschegesetz identifizieren – online, per Video oder in der Postfiliale.',
  ],
  [
    TARIFF_ADJUSTMENT_PATH,
    'Tarifanpassung',
    'Der Versicherer passt Ihren Tarif an: Vergleichen Sie die Werte und entscheiden Sie, wie es weitergeht.',
  ],
  [
    PAY_IN_MORE_PATH,
    // The campaign is the DEMO one of domain/pay-in-more (no real insurer's offer).
    'Zuzahlungs-Aktion (Demo)',
    'Zahlen Sie während der Aktion Ihres Versicherers einmalig mehr ein oder erhöhen Sie Ihren Monatsbeitrag.',
  ],
  [
    APPLICATION_PAGE_PATH,
    'Ihr Antrag',
    'Stand, Identifizierung, Dokumente und Widerruf Ihres Antrags – auch ohne Kundenkonto über den Link aus Ihrer E-Mail.',
  ],
  [
    WITHDRAWAL_PATH,
    'Antrag widerrufen',
    'Sie können Ihren Vertrag innerhalb von 30 Tagen ohne Angabe von Gründen widerrufen (§ 152 VVG).',
  ],
];
