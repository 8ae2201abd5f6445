import fc from 'fast-check';
import { PREFERRED_CALL_TIMES } from '../../domain/application/consultation-request';
import { BOOKING_ORIGINS } from '../../domain/consulting/booking-origin';
import { BOOKING_PATH, CANCEL_PATH } from '../../domain/consulting/consulting-paths';
import { WATCHLIST_PATH } from '../../domain/customer-area/customer-area-paths';
import { IDENTIFICATION_TYPES } from '../../domain/identification/identification-choice';
import { IDENTIFICATION_PATH } from '../../domain/identification/identification-paths';
import { PRODUCT_TYPES } from '../../domain/products/product-type';
import { TARIFF_ADJUSTMENT_TYPES } from '../../domain/tariffs/adjustment';
import { WATCHLIST_KINDS } from '../../domain/watchlist/watchlist-entry';
import { comparisonQueryArb, encodeQueryValue } from '../arbitraries/comparison-query';
import { hostileStringArb } from '../arbitraries/hostile-input';
import { SAMPLE_CHOICE } from '../fixtures/application/sample-application';
import { slotStartArb } from './consulting-body-targets';
import { referenceArb } from './customer-area-body-targets';
import { mostly, type Target, text } from './fuzz-target';

/**
 * The customer area's and the booking page's forms posted without JavaScript (the server renders
 * the page's react-router action, adapters/server/ssr.ts): the Merkzettel, the identification,
 * the tariff adjustment choice, the pay-in-more request, the booking and the cancel link.
 */

/** The page form limit of the SSR plugin (PAGE_FORM_LIMIT). */
const PAGE_FORM_LIMIT = '4 KB';

const withReference = (path: string): fc.Arbitrary<string> =>
  fc
    .oneof(
      { weight: 3, arbitrary: fc.constant('RK-2026-7K4QX9MB') },
      { weight: 1, arbitrary: referenceArb },
    )
    .map((reference) => `${path}?antrag=${encodeQueryValue(reference)}`);

const pageForm = (target: Omit<Target, 'encoding' | 'html' | 'limit'>): Target => ({
  ...target,
  encoding: 'form',
  html: true,
  limit: PAGE_FORM_LIMIT,
});

export const PAGE_FORM_TARGETS: readonly Target[] = [
  pageForm({
    name: `POST ${WATCHLIST_PATH} (page form)`,
    url: WATCHLIST_PATH,
    sender: 'account',
    fields: {
      intent: text('save', 'remove', ''),
      kind: text(...WATCHLIST_KINDS, ''),
      tariffId: mostly(text(SAMPLE_CHOICE.tariffId, '')),
      query: comparisonQueryArb,
      id: mostly(text('entry-1', '')),
      returnTo: mostly(text('/result?pt=schicht3', '//evil.example', 'https://evil.example/', '')),
      merken: mostly(text(SAMPLE_CHOICE.tariffId, '')),
    },
  }),
  pageForm({
    name: `POST ${IDENTIFICATION_PATH} (page form)`,
    url: `${IDENTIFICATION_PATH}?antrag=RK-2026-7K4QX9MB`,
    urlArb: withReference(IDENTIFICATION_PATH),
    sender: 'account',
    fields: {
      antrag: referenceArb,
      intent: text('start', 'sendSms', 'identifyLater', ''),
      type: mostly(text(...IDENTIFICATION_TYPES, '')),
    },
  }),
  pageForm({
    name: 'POST /kundenbereich/tarifanpassung (page form)',
    url: '/kundenbereich/tarifanpassung?antrag=RK-2026-7K4QX9MB',
    urlArb: withReference('/kundenbereich/tarifanpassung'),
    sender: 'account',
    fields: { auswahl: mostly(text(...TARIFF_ADJUSTMENT_TYPES, '')) },
  }),
  pageForm({
    name: 'POST /kundenbereich/zuzahlung (page form)',
    url: '/kundenbereich/zuzahlung?antrag=RK-2026-7K4QX9MB',
    urlArb: withReference('/kundenbereich/zuzahlung'),
    sender: 'account',
    fields: {
      einmalzahlung: mostly(text('2.000,50', '2000', '0', '-1', '1e9', '', '１０００')),
      monatsbeitrag: mostly(text('50', '50,5', '0,001', '', '99999999999')),
    },
  }),
  pageForm({
    name: `POST ${BOOKING_PATH} (page form)`,
    url: `${BOOKING_PATH}?origin=results`,
    urlArb: fc
      .record(
        {
          origin: mostly(text(...BOOKING_ORIGINS)),
          product: mostly(text(...PRODUCT_TYPES)),
          tariffId: mostly(text(SAMPLE_CHOICE.tariffId)),
          date: mostly(text('2026-03-16', '2026-02-30')),
        },
        { requiredKeys: [] },
      )
      .map(
        (query) =>
          `${BOOKING_PATH}?${Object.entries(query)
            .map(([k, v]) => `${k}=${encodeQueryValue(String(v))}`)
            .join('&')}`,
      ),
    sender: 'visitor',
    fields: {
      intent: text('hold', 'book', 'callback', ''),
      start: fc.oneof(
        { weight: 4, arbitrary: slotStartArb },
        { weight: 1, arbitrary: hostileStringArb(45) },
      ),
      holdId: mostly(text('hold-1', '')),
      preferredTime: text(...PREFERRED_CALL_TIMES, '', 'night'),
      name: mostly(text('Erika Mustermann', '')),
      phoneNumber: mostly(text('0176 1234567', '0', '')),
      email: mostly(text('erika@example.de', 'erika@', '')),
      topic: mostly(text('Riester', '')),
    },
  }),
  pageForm({
    name: `POST ${CANCEL_PATH} (page form)`,
    url: `${CANCEL_PATH}?id=x&sig=x`,
    urlArb: fc
      .tuple(mostly(text('appointment-1')), mostly(fc.base64String({ maxLength: 60 })))
      .map(
        ([id, sig]) =>
          `${CANCEL_PATH}?id=${encodeQueryValue(String(id))}&sig=${encodeQueryValue(String(sig))}`,
      ),
    sender: 'visitor',
    fields: {},
  }),
];
