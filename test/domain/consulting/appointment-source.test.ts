import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_SOURCES,
  CONSULTANT_INACTIVITY_REASONS,
  FAILED_BOOKING_MESSAGES,
  FAILED_BOOKING_REASONS,
  isAppointmentSource,
  isConsultantInactivityReason,
  isFailedBookingReason,
} from '../../../domain/consulting/appointment-source';

describe('appointment enums (SPEC §3)', () => {
  it('has the seven sources, four failure reasons and six inactivity reasons', () => {
    expect(APPOINTMENT_SOURCES).toHaveLength(7);
    expect(isAppointmentSource('rebot')).toBe(true);
    expect(isAppointmentSource('invalidPhoneNumberProcess')).toBe(true);
    expect(FAILED_BOOKING_REASONS).toEqual([
      'appointmentBookingIsTimedOut',
      'inquiryBecameOnline',
      'noAvailableConsultants',
      'assignmentInProgress',
    ]);
    expect(isFailedBookingReason('noAvailableConsultants')).toBe(true);
    expect(CONSULTANT_INACTIVITY_REASONS).toEqual([
      'leadDistribution',
      'absence',
      'leadFreeDays',
      'leadDistributionDisabledUntilDays',
      'shift',
      'telegraStatus',
    ]);
    expect(isConsultantInactivityReason('vacation')).toBe(false);
  });

  it('has a German message for every failure reason', () => {
    expect(Object.keys(FAILED_BOOKING_MESSAGES)).toEqual([...FAILED_BOOKING_REASONS]);
    expect(FAILED_BOOKING_MESSAGES.noAvailableConsultants).toMatch(/Berater/);
  });
});
