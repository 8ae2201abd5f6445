import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_SOURCES,
  CALLBACK_SOURCES,
  callbackSourceOfStored,
  isAppointmentSource,
  isCallbackSource,
} from '../../../domain/consulting/appointment-source';
import {
  APPOINTMENT_SOURCE_OF_ORIGIN,
  BOOKING_ORIGINS,
  CALLBACK_SOURCE_OF_ORIGIN,
} from '../../../domain/consulting/booking-origin';

describe('callback sources (issue 29 finding 9; SPEC §3 names none for a callback)', () => {
  it('has the portal’s callbackRequest and the risk stop’s onlineContractService', () => {
    expect(CALLBACK_SOURCES).toEqual(['callbackRequest', 'onlineContractService']);
    expect(isCallbackSource('callbackRequest')).toBe(true);
    expect(isCallbackSource('onlineContractService')).toBe(true);
    expect(isCallbackSource('appointmentBooking')).toBe(false);
    expect(isCallbackSource('CallbackRequest')).toBe(false);
  });

  it('callbackRequest is no appointment source; the risk stop’s is the one SPEC §3 names', () => {
    expect(isAppointmentSource('callbackRequest')).toBe(false);
    expect(CALLBACK_SOURCES.filter((source) => isAppointmentSource(source))).toEqual([
      'onlineContractService',
    ]);
  });

  it('files a callback from the booking page with a callback source, never the booking’s', () => {
    for (const origin of BOOKING_ORIGINS) {
      expect(isCallbackSource(CALLBACK_SOURCE_OF_ORIGIN[origin])).toBe(true);
    }
    expect(CALLBACK_SOURCE_OF_ORIGIN).toEqual({
      results: 'callbackRequest',
      tariff: 'callbackRequest',
      riskStop: 'onlineContractService',
      thankyou: 'callbackRequest',
    });
    // A booking keeps its SPEC §3 appointment source.
    expect(APPOINTMENT_SOURCE_OF_ORIGIN.results).toBe('appointmentBooking');
    expect(APPOINTMENT_SOURCE_OF_ORIGIN.thankyou).toBe('customerFollowUpProcess');
  });

  it('reads a stored row: callback sources as they are, the forms’ old values as callbackRequest, others not at all', () => {
    expect(callbackSourceOfStored('callbackRequest')).toBe('callbackRequest');
    expect(callbackSourceOfStored('onlineContractService')).toBe('onlineContractService');
    expect(callbackSourceOfStored('appointmentBooking')).toBe('callbackRequest');
    expect(callbackSourceOfStored('customerFollowUpProcess')).toBe('callbackRequest');
    const others = APPOINTMENT_SOURCES.filter(
      (s) =>
        !['appointmentBooking', 'customerFollowUpProcess', 'onlineContractService'].includes(s),
    );
    for (const source of [...others, '', 'x']) expect(callbackSourceOfStored(source)).toBe(null);
  });
});
