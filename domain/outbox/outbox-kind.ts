/**
 * Everything the portal tells someone later, each kind one row in the one outbox: the hand-over
 * of an application and its confirmation mail, the reports to the insurer (tariff adjustment
 * choices, identifications, pay-in-more requests), the „später identifizieren“ reminders, the
 * appointment mails, the identification text messages, and a withdrawal's report to the insurer
 * and its confirmation mail, and a guest's new link to the application.
 */
export const OUTBOX_KINDS = [
  'handOver',
  'confirmationMail',
  'adjustmentChoiceReport',
  'identificationReport',
  'payInMoreReport',
  'identificationReminder',
  'appointmentMail',
  'appointmentCancelMail',
  'identificationSms',
  'withdrawalReport',
  'withdrawalMail',
  'guestLinkMail',
] as const;
export type OutboxKind = (typeof OUTBOX_KINDS)[number];

export const isOutboxKind = (value: string): value is OutboxKind =>
  (OUTBOX_KINDS as readonly string[]).includes(value);
