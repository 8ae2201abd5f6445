import { CONSULTATION_PATH } from '../application/application-entry';
import type { PageSeed } from './page-entry';

// Not a SPEC §2 route: "Beratung anfragen" of every tariff leads here. Until consultants book
// appointments online, the page stores a callback request; it is a step of the flow (noindex).
export const CONSULTATION_PAGE_SEEDS: readonly PageSeed[] = [
  [
    CONSULTATION_PATH,
    'Beratung anfragen',
    'Lassen Sie sich zu Ihrem gewählten Tarif kostenlos und unverbindlich telefonisch beraten.',
  ],
];
