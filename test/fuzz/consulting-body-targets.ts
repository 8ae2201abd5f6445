import fc from 'fast-check';
import { PREFERRED_CALL_TIMES } from '../../domain/application/consultation-request';
import { BOOKING_ORIGINS } from '../../domain/consulting/booking-origin';
import { PRODUCT_TYPES } from '../../domain/products/product-type';
import { encodeQueryValue } from '../arbitraries/comparison-query';
import { hostileStringArb } from '../arbitraries/hostile-input';
import { mostly, pathSegment, type Target, text } from './fuzz-target';

/**
 * The booking form's API (SPEC §3, adapters/server/routes/consulting.routes.ts): a hold of a
 * half hour, the booking of the held one, a callback request, and the signed cancel link.
 */

/** Half hours around the tests' clock (15 March 2026), in the past, on Sundays, off the grid. */
export const slotStartArb: fc.Arbitrary<string> = fc.oneof(
  fc
    .record({
      day: fc.integer({ min: 14, max: 31 }),
      hour: fc.integer({ min: 6, max: 19 }),
      minute: fc.constantFrom(0, 30, 15),
    })
    .map(
      ({ day, hour, minute }) =>
        `2026-03-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}:00Z`,
    ),
  text(
    '2026-03-16T09:00:00+01:00',
    '2026-03-16T09:00:00',
    '2026-03-16',
    '2026-02-30T09:00:00Z',
    '+275760-09-13T00:00:00Z',
    '-271821-04-20T00:00:00Z',
    '2026-03-16T09:00:00Z[Europe/Berlin]',
    '2026-03-16T09:00:00.123456789Z',
  ) as fc.Arbitrary<string>,
);

const CONTACT_FIELDS = {
  origin: text(...BOOKING_ORIGINS, ''),
  name: mostly(text('Erika Mustermann', 'E', '', 'x'.repeat(2001), '<b>Erika</b>')),
  phoneNumber: mostly(text('0176 1234567', '+49 176 1234567', '0', '', '8'.repeat(40))),
  email: mostly(text('erika@example.de', 'erika@', '', `${'a'.repeat(300)}@example.de`)),
  topic: mostly(text('Riester', '', 'x'.repeat(2001))),
  product: text(...PRODUCT_TYPES, ''),
  tariffId: mostly(text('nordlicht-leben-privatrente', '', 'x'.repeat(101))),
};

const idArb = fc.oneof(
  fc.uuid(),
  fc.stringMatching(/^[A-Za-z0-9_-]{1,30}$/),
  hostileStringArb(30),
  text('', 'x'.repeat(101), '..', '%2e%2e', '__proto__'),
);

export const CONSULTING_TARGETS: readonly Target[] = [
  {
    name: 'POST /api/consulting/holds',
    url: '/api/consulting/holds',
    encoding: 'json',
    limit: '1 MB',
    sender: 'visitor',
    errorExtras: ['reason'],
    fields: { start: fc.oneof({ weight: 4, arbitrary: slotStartArb }, hostileStringArb(45)) },
  },
  {
    name: 'POST /api/consulting/appointments',
    url: '/api/consulting/appointments',
    encoding: 'json',
    limit: '1 MB',
    sender: 'visitor',
    errorExtras: ['field', 'reason'],
    fields: { holdId: idArb, ...CONTACT_FIELDS },
  },
  {
    name: 'POST /api/consulting/callbacks',
    url: '/api/consulting/callbacks',
    encoding: 'json',
    limit: '1 MB',
    sender: 'visitor',
    errorExtras: ['field'],
    fields: {
      ...CONTACT_FIELDS,
      preferredTime: text(...PREFERRED_CALL_TIMES, '', 'night'),
      dataProtection: fc.constantFrom<unknown>(true, false, 'true', 1),
    },
  },
  {
    name: 'POST /api/consulting/appointments/:id/cancel',
    url: '/api/consulting/appointments/x/cancel?sig=x',
    urlArb: fc
      .tuple(idArb, fc.option(fc.oneof(fc.base64String({ maxLength: 60 }), hostileStringArb(30))))
      .map(
        ([id, sig]) =>
          `/api/consulting/appointments/${pathSegment(id)}/cancel${sig === null ? '' : `?sig=${encodeQueryValue(String(sig))}`}`,
      ),
    encoding: 'json',
    limit: '1 MB',
    errorExtras: ['reason'],
    fields: {},
  },
];
