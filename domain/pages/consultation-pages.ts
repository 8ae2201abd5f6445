import { CONSULTATION_PATH } from '../application/application-entry';
import { BOOKING_PATH, CANCEL_PATH } from '../consulting/consulting-paths';
import type { PageSeed } from './page-entry';

// Not a SPEC §2 route: "Beratung anfragen" of every tariff leads here. Until consultants book
// appointments online, the page stores a callback request; it is a step of the flow (noindex).
export const CONSULTATION_PAGE_SEEDS: readonly PageSeed[] = [
  [
    CONSULTATION_PATH,
    'Beratung anfragen',
    'Lassen Sie sich zu Ihrem gewählten Tarif kostenlos und unverbindlich telefonisch beraten.',
  ],
  // The online booking of a telephone consultation, and the mail's signed link to cancel it.
  [
    BOOKING_PATH,
    'Beratungstermin vereinbaren',
    'Wählen Sie einen Tag und eine freie halbe Stunde – eine Beraterin oder ein Berater ruft Sie dann kostenlos an.',
  ],
  [
    CANCEL_PATH,
    'Beratungstermin absagen',
    'Sagen Sie Ihren Beratungstermin ab und wählen Sie bei Bedarf gleich einen neuen.',
  ],
];
