import { ContainerModule } from 'inversify';
import { ApplicationStorePort } from '../../../ports/application-store.port';
import { ClockPort } from '../../../ports/clock.port';
import { DocumentRendererPort } from '../../../ports/document-renderer.port';
import { IdGeneratorPort } from '../../../ports/id-generator.port';
import { IdentificationReminderStorePort } from '../../../ports/identification-reminder-store.port';
import { IdentificationServicePort } from '../../../ports/identification-service.port';
import { IdentificationStorePort } from '../../../ports/identification-store.port';
import { LinkSignerPort } from '../../../ports/link-signer.port';
import { MailPort } from '../../../ports/mail.port';
import { OutboxPort } from '../../../ports/outbox.port';
import { SmsPort } from '../../../ports/sms.port';
import { UploadedDocumentStorePort } from '../../../ports/uploaded-document-store.port';
import { IdCopyReview, makeIdCopyReview } from '../../../ports/use-cases/id-copy-review.use-case';
import {
  IdentificationUseCases,
  makeIdentificationUseCases,
} from '../../../ports/use-cases/identification.use-case';
import {
  makeSendIdentificationReminders,
  SendIdentificationReminders,
} from '../../../ports/use-cases/send-identification-reminders.use-case';
import {
  makeSendIdentificationSms,
  SendIdentificationSms,
} from '../../../ports/use-cases/send-identification-sms.use-case';
import { demoIdentificationServiceOf } from '../../identification/demo-identification-service.adapter';

export interface IdentificationModuleOptions {
  readonly sessionSecret: string;
  readonly publicUrl: string;
  readonly brandName: string;
}

/**
 * The identification of applications with the built-in DEMO identification service; the stores,
 * the text messages and the link signer come from the
 * server's ports.
 */
export const identificationUseCasesModule = (
  options: IdentificationModuleOptions,
): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<IdentificationServicePort>(IdentificationServicePort).toConstantValue(
      demoIdentificationServiceOf(options.sessionSecret),
    );
    // The ID copy's review needs the uploads, which the customer area module keeps.
    bind<IdCopyReview>(IdCopyReview)
      .toDynamicValue((c) =>
        makeIdCopyReview({
          uploads: c.get(UploadedDocumentStorePort),
          identifications: c.get(IdentificationStorePort),
          clock: c.get(ClockPort),
        }),
      )
      .inSingletonScope();
    bind<IdentificationUseCases>(IdentificationUseCases)
      .toDynamicValue((c) =>
        makeIdentificationUseCases({
          applications: c.get(ApplicationStorePort),
          identifications: c.get(IdentificationStorePort),
          reminders: c.get(IdentificationReminderStorePort),
          signer: c.get(LinkSignerPort),
          service: c.get(IdentificationServicePort),
          outbox: c.get(OutboxPort),
          mail: c.get(MailPort),
          renderer: c.get(DocumentRendererPort),
          clock: c.get(ClockPort),
          ids: c.get(IdGeneratorPort),
        }),
      )
      .inSingletonScope();
    bind<SendIdentificationReminders>(SendIdentificationReminders)
      .toDynamicValue((c) =>
        makeSendIdentificationReminders({
          reminders: c.get(IdentificationReminderStorePort),
          applications: c.get(ApplicationStorePort),
          identifications: c.get(IdentificationStorePort),
          mail: c.get(MailPort),
          clock: c.get(ClockPort),
          publicUrl: options.publicUrl,
          brandName: options.brandName,
        }),
      )
      .inSingletonScope();
    bind<SendIdentificationSms>(SendIdentificationSms)
      .toDynamicValue((c) =>
        makeSendIdentificationSms({
          outbox: c.get(OutboxPort),
          clock: c.get(ClockPort),
          applications: c.get(ApplicationStorePort),
          identifications: c.get(IdentificationStorePort),
          sms: c.get(SmsPort),
          publicUrl: options.publicUrl,
          brandName: options.brandName,
        }),
      )
      .inSingletonScope();
  });
