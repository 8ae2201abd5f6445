import fc from 'fast-check';
import type {
  ApplicationPremiums,
  DueDiligenceFacts,
} from '../../domain/identification/gwg-due-diligence';
import {
  IDENTIFICATION_TYPES,
  WEB_IDENTIFICATION_REDIRECT_RESPONSES,
} from '../../domain/identification/identification-choice';
import type { IdentificationState } from '../../domain/identification/identification-state';
import type { Address } from '../../domain/session/personal-data';

export const identificationTypeArb = fc.constantFrom(...IDENTIFICATION_TYPES);
export const webResponseArb = fc.constantFrom(...WEB_IDENTIFICATION_REDIRECT_RESPONSES);

/** Premiums in whole cents, around and far beyond the GwG amounts. */
const euroArb = fc.integer({ min: 0, max: 2_000_000 }).map((cents) => cents / 100);
export const premiumsArb: fc.Arbitrary<ApplicationPremiums> = fc.record({
  annualPremium: euroArb,
  singlePremium: euroArb,
});

export const dueDiligenceFactsArb: fc.Arbitrary<DueDiligenceFacts> = fc.record({
  premiums: premiumsArb,
  politicallyExposed: fc.constantFrom(true, false, null),
  highRiskCountry: fc.boolean(),
});

const fieldArb = fc.constantFrom('', ' ', 'Hauptstraße', '12a', '20095', 'Hamburg');
export const addressArb: fc.Arbitrary<Address> = fc.record({
  street: fieldArb,
  houseNumber: fieldArb,
  postalCode: fieldArb,
  city: fieldArb,
});

export const identificationStateArb: fc.Arbitrary<IdentificationState> = fc.oneof(
  fc.constant<IdentificationState>({ status: 'open' }),
  fc
    .tuple(
      fc.constantFrom('chosen', 'inProgress', 'done', 'declined' as const),
      identificationTypeArb,
    )
    .map(([status, type]) => ({ status, type }) as IdentificationState),
  fc.constant<IdentificationState>({ status: 'inReview', type: 'ausweiskopie' }),
);
