import { identificationPagePath } from '../../domain/identification/identification-paths';
import { identificationSmsText } from '../../domain/identification/identification-sms';
import {
  closedIdentificationError,
  OPEN_IDENTIFICATION,
} from '../../domain/identification/identification-state';
import { hostOfPublicUrl, outboxMessageId } from '../../domain/outbox/message-id';
import type { ApplicationStorePort } from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { IdentificationStorePort } from '../identification-store.port';
import type { OutboxPort } from '../outbox.port';
import type { SmsPort } from '../sms.port';
import { DONE, type OutboxWork, workOffOutbox } from './work-off-outbox';

/**
 * Sends the text messages with the identification link the customers asked for (outbox kind
 * identificationSms, keyed by the reference): to the application's phone number, unless the
 * identification was closed meanwhile. A message the SMS provider does not take is tried again
 * for an hour (domain/outbox/retry-policy.ts); asked for again, it is sent again.
 */
export const makeSendIdentificationSms =
  (deps: {
    readonly outbox: OutboxPort;
    readonly clock: ClockPort;
    readonly applications: ApplicationStorePort;
    readonly identifications: IdentificationStorePort;
    readonly sms: SmsPort;
    readonly publicUrl: string;
    readonly brandName: string;
  }) =>
  (limit: number): Promise<OutboxWork> =>
    workOffOutbox(deps, ['identificationSms'], limit, async ({ key: reference }) => {
      const application = await deps.applications.find(reference);
      if (application === null) return { kind: 'skipped', why: 'no application' };
      const state = (await deps.identifications.find(reference))?.state ?? OPEN_IDENTIFICATION;
      if (closedIdentificationError(state) !== null) {
        return { kind: 'skipped', why: 'identification closed' };
      }
      const pageUrl = `${deps.publicUrl.replace(/\/$/, '')}${identificationPagePath(reference)}`;
      await deps.sms.send({
        to: application.form.personal.phoneNumber,
        messageId: outboxMessageId('identificationSms', reference, hostOfPublicUrl(deps.publicUrl)),
        text: identificationSmsText(deps.brandName, reference, pageUrl),
      });
      return DONE;
    });

export type SendIdentificationSms = ReturnType<typeof makeSendIdentificationSms>;
export const SendIdentificationSms = Symbol.for('SendIdentificationSms');
