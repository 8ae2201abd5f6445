import { ContainerModule, type ResolutionContext } from 'inversify';
import { AccountStorePort } from '../../../ports/account-store.port';
import { ApplicationStorePort } from '../../../ports/application-store.port';
import { AttemptCounterPort } from '../../../ports/attempt-counter.port';
import { ClockPort } from '../../../ports/clock.port';
import { DocumentRendererPort } from '../../../ports/document-renderer.port';
import { IdGeneratorPort } from '../../../ports/id-generator.port';
import { IdentificationStorePort } from '../../../ports/identification-store.port';
import { InsurerGatewayPort } from '../../../ports/insurer-gateway.port';
import { LinkSignerPort } from '../../../ports/link-signer.port';
import { MailPort } from '../../../ports/mail.port';
import { OutboxPort } from '../../../ports/outbox.port';
import { PayInMoreStorePort } from '../../../ports/pay-in-more-store.port';
import { TariffAdjustmentStorePort } from '../../../ports/tariff-adjustment-store.port';
import { TariffCataloguePort } from '../../../ports/tariff-catalogue.port';
import {
  ApplicationDocuments,
  makeApplicationDocuments,
} from '../../../ports/use-cases/application-documents.use-case';
import {
  GetApplicationDocument,
  makeGetApplicationDocument,
} from '../../../ports/use-cases/get-application-document.use-case';
import {
  GuestLinkAccess,
  makeGuestLinkAccess,
  makeGuestLinks,
  makeSendGuestLinks,
} from '../../../ports/use-cases/guest-link.use-case';
import {
  makeProcessApplicationOutbox,
  ProcessApplicationOutbox,
} from '../../../ports/use-cases/process-application-outbox.use-case';
import { SendAppointmentMails } from '../../../ports/use-cases/send-appointment-mails.use-case';
import { SendIdentificationReminders } from '../../../ports/use-cases/send-identification-reminders.use-case';
import { SendIdentificationSms } from '../../../ports/use-cases/send-identification-sms.use-case';
import {
  ApplicationsForSupport,
  GetApplication,
  makeApplicationsForSupport,
  makeGetApplication,
  makeSubmitApplication,
  SubmitApplication,
} from '../../../ports/use-cases/submit-application.use-case';
import { memoizeSignedFigures } from '../../server/signed-figures-memo';

export interface ApplicationModuleOptions {
  /** Brand and hotline for the confirmation mail. */
  readonly brand: { readonly name: string; readonly phoneNumber: string; readonly host: string };
  /** Called when a new application was stored: the outbox worker starts at once. */
  readonly onStored?: () => void;
  /** The portal's public origin: a guest's signed link to the application starts with it. */
  readonly publicUrl?: string;
}

const optionalAdjustments = (
  adjustments: TariffAdjustmentStorePort | undefined,
): { readonly adjustments?: TariffAdjustmentStorePort } =>
  adjustments === undefined ? {} : { adjustments };

const optionalIdentifications = (
  identifications: IdentificationStorePort | undefined,
): { readonly identifications?: IdentificationStorePort } =>
  identifications === undefined ? {} : { identifications };
const optionalPayInMore = (
  payInMore: PayInMoreStorePort | undefined,
): { readonly payInMore?: PayInMoreStorePort } => (payInMore === undefined ? {} : { payInMore });

const optionalReminders = (
  sendIdentificationReminders: SendIdentificationReminders | undefined,
): { readonly sendIdentificationReminders?: SendIdentificationReminders } =>
  sendIdentificationReminders === undefined ? {} : { sendIdentificationReminders };

const optionalSenders = (
  sendAppointmentMails: SendAppointmentMails | undefined,
  sendIdentificationSms: SendIdentificationSms | undefined,
): {
  readonly sendAppointmentMails?: SendAppointmentMails;
  readonly sendIdentificationSms?: SendIdentificationSms;
} => ({
  ...(sendAppointmentMails === undefined ? {} : { sendAppointmentMails }),
  ...(sendIdentificationSms === undefined ? {} : { sendIdentificationSms }),
});

/** Submitting, reading and documenting applications, and their outbox (hand-over, mail). */
export const applicationUseCasesModule = (options: ApplicationModuleOptions): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<ApplicationDocuments>(ApplicationDocuments)
      .toDynamicValue((c) =>
        makeApplicationDocuments({
          catalogue: c.get(TariffCataloguePort),
          renderer: c.get(DocumentRendererPort),
          store: c.get(ApplicationStorePort),
          clock: c.get(ClockPort),
        }),
      )
      .inSingletonScope();
    bind<SubmitApplication>(SubmitApplication)
      .toDynamicValue((c) =>
        makeSubmitApplication({
          store: c.get(ApplicationStorePort),
          catalogue: c.get(TariffCataloguePort),
          clock: c.get(ClockPort),
          ids: c.get(IdGeneratorPort),
          figures: memoizeSignedFigures(),
          ...(options.onStored === undefined ? {} : { onStored: options.onStored }),
        }),
      )
      .inSingletonScope();
    bind<GetApplication>(GetApplication)
      .toDynamicValue((c) =>
        makeGetApplication({
          store: c.get(ApplicationStorePort),
          documents: c.get(ApplicationDocuments),
        }),
      )
      .inSingletonScope();
    const guestLinksOf = (c: ResolutionContext) =>
      makeGuestLinks({
        signer: c.get<LinkSignerPort>(LinkSignerPort),
        clock: c.get<ClockPort>(ClockPort),
        publicUrl: options.publicUrl ?? 'http://localhost/',
      });
    bind<GuestLinkAccess>(GuestLinkAccess)
      .toDynamicValue((c) =>
        makeGuestLinkAccess({
          applications: c.get(ApplicationStorePort),
          signer: c.get(LinkSignerPort),
          clock: c.get(ClockPort),
          outbox: c.get(OutboxPort),
          attempts: c.get(AttemptCounterPort),
        }),
      )
      .inSingletonScope();
    bind<ProcessApplicationOutbox>(ProcessApplicationOutbox)
      .toDynamicValue((c) =>
        makeProcessApplicationOutbox({
          // A guest's confirmation mail carries the signed link to the application.
          guestLinks: guestLinksOf(c),
          sendGuestLinks: makeSendGuestLinks({
            outbox: c.get(OutboxPort),
            clock: c.get(ClockPort),
            applications: c.get(ApplicationStorePort),
            mail: c.get(MailPort),
            links: guestLinksOf(c),
            brand: options.brand,
          }),
          store: c.get(ApplicationStorePort),
          gateway: c.get(InsurerGatewayPort),
          mail: c.get(MailPort),
          catalogue: c.get(TariffCataloguePort),
          accounts: c.get(AccountStorePort),
          clock: c.get(ClockPort),
          outbox: c.get(OutboxPort),
          brand: options.brand,
          // Optional: a container without the tariff adjustment store hands over as before.
          ...optionalAdjustments(
            c.get<TariffAdjustmentStorePort>(TariffAdjustmentStorePort, { optional: true }),
          ),
          ...optionalIdentifications(
            c.get<IdentificationStorePort>(IdentificationStorePort, { optional: true }),
          ),
          ...optionalPayInMore(c.get<PayInMoreStorePort>(PayInMoreStorePort, { optional: true })),
          // Optional: bound by the identification module, which not every container loads.
          ...optionalReminders(
            c.get<SendIdentificationReminders>(SendIdentificationReminders, { optional: true }),
          ),
          // Bound by the consulting and the identification modules.
          ...optionalSenders(
            c.get<SendAppointmentMails>(SendAppointmentMails, { optional: true }),
            c.get<SendIdentificationSms>(SendIdentificationSms, { optional: true }),
          ),
        }),
      )
      .inSingletonScope();
    bind<GetApplicationDocument>(GetApplicationDocument)
      .toDynamicValue((c) =>
        makeGetApplicationDocument({
          store: c.get(ApplicationStorePort),
          documents: c.get(ApplicationDocuments),
        }),
      )
      .inSingletonScope();
    bind<ApplicationsForSupport>(ApplicationsForSupport)
      .toDynamicValue((c) =>
        makeApplicationsForSupport({
          store: c.get(ApplicationStorePort),
          clock: c.get(ClockPort),
        }),
      )
      .inSingletonScope();
  });
