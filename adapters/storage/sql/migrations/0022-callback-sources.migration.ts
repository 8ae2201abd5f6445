import { type Kysely, type Migration, sql } from 'kysely';

/**
 * Callback requests get their own source (issue 29 finding 9): the portal's callback forms filed
 * them with the booking's appointment source — `appointmentBooking` from the result list and the
 * tariff, `customerFollowUpProcess` from /thankyou. Only those forms wrote these values into
 * `callback_requests` (the appointments have their own table), so every such row is told apart
 * exactly and becomes `callbackRequest`; the risk stop's `onlineContractService` stays. A data
 * fix only: `source` is free text, the schema does not change.
 */
export const callbackSources0022: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await sql`update callback_requests set source = 'callbackRequest'
      where source in ('appointmentBooking', 'customerFollowUpProcess')`.execute(db);
  },
  async down(): Promise<void> {
    // The old values said something wrong (a callback is no appointment): they are not restored.
  },
};
