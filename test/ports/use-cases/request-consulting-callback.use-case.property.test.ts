import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryCallbackRequestStore } from '../../../adapters/memory/memory-callback-request-store.adapter';
import { SequentialIdGenerator } from '../../../adapters/memory/sequential-id-generator.adapter';
import { PREFERRED_CALL_TIMES } from '../../../domain/application/consultation-request';
import {
  isAppointmentSource,
  isCallbackSource,
} from '../../../domain/consulting/appointment-source';
import { BOOKING_ORIGINS } from '../../../domain/consulting/booking-origin';
import { CONSULTING_TOPICS } from '../../../domain/consulting/consulting-topic';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import { makeRequestConsultingCallback } from '../../../ports/use-cases/request-consulting-callback.use-case';

const inputArb = fc.record({
  origin: fc.constantFrom(...BOOKING_ORIGINS),
  product: fc.constantFrom(...PRODUCT_TYPES),
  tariffId: fc.option(fc.constantFrom('t-1', 'nordlicht-leben-privatrente'), { nil: null }),
  loggedIn: fc.boolean(),
  contact: fc.record(
    {
      name: fc.constantFrom('Erika Mustermann', 'Jürgen Weiß', '', 'x'.repeat(120)),
      phoneNumber: fc.constantFrom('0171 1234567', '+49 30 1234567', '12', ''),
      preferredTime: fc.constantFrom<string>(...PREFERRED_CALL_TIMES, 'night'),
      topic: fc.constantFrom<string>(...CONSULTING_TOPICS, 'Bitcoin'),
      email: fc.constantFrom('', 'erika@example.org', 'kein-at'),
      dataProtection: fc.boolean(),
    },
    { requiredKeys: [] },
  ),
});

describe('requestConsultingCallback: a callback is no appointment', () => {
  it('stores only what the customer consented to, always with a callback source — from the booking page `callbackRequest`, from the risk stop `onlineContractService` — never the booking’s source', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(inputArb, { maxLength: 6 }), async (inputs) => {
        const callbacks = new MemoryCallbackRequestStore();
        const request = makeRequestConsultingCallback({
          callbacks,
          ids: new SequentialIdGenerator(),
          clock: new FixedClockAdapter(Temporal.Instant.from('2026-11-26T13:00:00Z')),
        });
        let stored = 0;
        for (const input of inputs) {
          const answer = await request({
            owner: input.loggedIn
              ? { accountId: 'a-1', visitorId: 'v-1' }
              : { accountId: null, visitorId: 'v-1' },
            origin: input.origin,
            contact: input.contact,
            product: input.product,
            tariffId: input.tariffId,
          });
          if (!answer.ok) continue;
          stored++;
          expect(input.contact.dataProtection).toBe(true);
          expect(answer.value.source).toBe(
            input.origin === 'riskStop' ? 'onlineContractService' : 'callbackRequest',
          );
        }
        const all = await callbacks.recent(100);
        expect(all).toHaveLength(stored);
        for (const callback of all) {
          expect(isCallbackSource(callback.source)).toBe(true);
          expect(callback.source).not.toBe('appointmentBooking');
          if (callback.source !== 'onlineContractService')
            expect(isAppointmentSource(callback.source)).toBe(false);
        }
      }),
    );
  });
});
