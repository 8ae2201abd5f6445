import { ContainerModule } from 'inversify';
import { DEMO_TEAM } from '../../../domain/consulting/demo-team';
import { ApplicationStorePort } from '../../../ports/application-store.port';
import { AppointmentStorePort } from '../../../ports/appointment-store.port';
import { CalendarInvitePort } from '../../../ports/calendar-invite.port';
import { CallbackRequestStorePort } from '../../../ports/callback-request-store.port';
import { ClockPort } from '../../../ports/clock.port';
import { IdGeneratorPort } from '../../../ports/id-generator.port';
import { LinkSignerPort } from '../../../ports/link-signer.port';
import { LoggerPort } from '../../../ports/logger.port';
import { MailPort } from '../../../ports/mail.port';
import { OutboxPort } from '../../../ports/outbox.port';
import {
  BookConsultingAppointment,
  makeBookConsultingAppointment,
} from '../../../ports/use-cases/book-consulting-appointment.use-case';
import {
  CancelConsultingAppointment,
  makeCancelConsultingAppointment,
} from '../../../ports/use-cases/cancel-consulting-appointment.use-case';
import {
  ConsultingSupport,
  makeConsultingSupport,
} from '../../../ports/use-cases/consulting-support.use-case';
import {
  FindConsultingHold,
  HoldConsultingSlot,
  makeFindConsultingHold,
  makeHoldConsultingSlot,
} from '../../../ports/use-cases/hold-consulting-slot.use-case';
import {
  ListConsultingSlots,
  makeListConsultingSlots,
} from '../../../ports/use-cases/list-consulting-slots.use-case';
import {
  makeRequestConsultingCallback,
  RequestConsultingCallback,
} from '../../../ports/use-cases/request-consulting-callback.use-case';
import { makeSendAppointmentCancellation } from '../../../ports/use-cases/send-appointment-cancellation.use-case';
import {
  type AppointmentMailSettings,
  makeSendAppointmentConfirmation,
  SendAppointmentConfirmation,
} from '../../../ports/use-cases/send-appointment-confirmation.use-case';
import {
  makeSendAppointmentMails,
  SendAppointmentMails,
} from '../../../ports/use-cases/send-appointment-mails.use-case';
import {
  makeViewConsultingAppointment,
  ViewConsultingAppointment,
} from '../../../ports/use-cases/view-consulting-appointment.use-case';
import { IcsCalendarInvite } from '../../calendar/ics-calendar-invite.adapter';
import { mailSenderOf } from '../../mail/mail-sender';

export interface ConsultingModuleOptions {
  /** Public URL, brand and hotline of the confirmation mail. */
  readonly mail: AppointmentMailSettings;
}

/**
 * Consulting (SPEC §3): slots of the DEMO team, holds, bookings and the signed cancel link. The
 * appointment store and the link signer come from the server's ports (serverPortsModule).
 */
export const consultingUseCasesModule = (options: ConsultingModuleOptions): ContainerModule =>
  new ContainerModule(({ bind }) => {
    bind<ListConsultingSlots>(ListConsultingSlots)
      .toDynamicValue((c) =>
        makeListConsultingSlots({
          team: DEMO_TEAM,
          appointments: c.get(AppointmentStorePort),
          clock: c.get(ClockPort),
        }),
      )
      .inSingletonScope();
    bind<HoldConsultingSlot>(HoldConsultingSlot)
      .toDynamicValue((c) =>
        makeHoldConsultingSlot({
          team: DEMO_TEAM,
          appointments: c.get(AppointmentStorePort),
          clock: c.get(ClockPort),
          ids: c.get(IdGeneratorPort),
        }),
      )
      .inSingletonScope();
    bind<FindConsultingHold>(FindConsultingHold)
      .toDynamicValue((c) =>
        makeFindConsultingHold({
          appointments: c.get(AppointmentStorePort),
          clock: c.get(ClockPort),
        }),
      )
      .inSingletonScope();
    bind<ViewConsultingAppointment>(ViewConsultingAppointment)
      .toDynamicValue((c) =>
        makeViewConsultingAppointment({
          appointments: c.get(AppointmentStorePort),
          signer: c.get(LinkSignerPort),
        }),
      )
      .inSingletonScope();
    bind<BookConsultingAppointment>(BookConsultingAppointment)
      .toDynamicValue((c) =>
        makeBookConsultingAppointment({
          appointments: c.get(AppointmentStorePort),
          applications: c.get(ApplicationStorePort),
          clock: c.get(ClockPort),
          ids: c.get(IdGeneratorPort),
          signer: c.get(LinkSignerPort),
          logger: c.get(LoggerPort),
        }),
      )
      .inSingletonScope();
    bind<CancelConsultingAppointment>(CancelConsultingAppointment)
      .toDynamicValue((c) =>
        makeCancelConsultingAppointment({
          appointments: c.get(AppointmentStorePort),
          clock: c.get(ClockPort),
          signer: c.get(LinkSignerPort),
        }),
      )
      .inSingletonScope();
    bind<CalendarInvitePort>(CalendarInvitePort).toConstantValue(
      new IcsCalendarInvite(
        `-//${options.mail.brandName}//Beratung//DE`,
        mailSenderOf(options.mail.brandName, options.mail.publicUrl),
      ),
    );
    bind<SendAppointmentConfirmation>(SendAppointmentConfirmation)
      .toDynamicValue((c) =>
        makeSendAppointmentConfirmation({
          mail: c.get(MailPort),
          invites: c.get(CalendarInvitePort),
          team: DEMO_TEAM,
          settings: options.mail,
        }),
      )
      .inSingletonScope();
    bind<SendAppointmentMails>(SendAppointmentMails)
      .toDynamicValue((c) =>
        makeSendAppointmentMails({
          outbox: c.get(OutboxPort),
          clock: c.get(ClockPort),
          appointments: c.get(AppointmentStorePort),
          signer: c.get(LinkSignerPort),
          sendConfirmation: c.get<SendAppointmentConfirmation>(SendAppointmentConfirmation),
          sendCancellation: makeSendAppointmentCancellation({
            mail: c.get(MailPort),
            invites: c.get(CalendarInvitePort),
            settings: options.mail,
          }),
        }),
      )
      .inSingletonScope();
    bind<RequestConsultingCallback>(RequestConsultingCallback)
      .toDynamicValue((c) =>
        makeRequestConsultingCallback({
          callbacks: c.get(CallbackRequestStorePort),
          ids: c.get(IdGeneratorPort),
          clock: c.get(ClockPort),
        }),
      )
      .inSingletonScope();
    bind<ConsultingSupport>(ConsultingSupport)
      .toDynamicValue((c) =>
        makeConsultingSupport({
          appointments: c.get(AppointmentStorePort),
          callbacks: c.get(CallbackRequestStorePort),
        }),
      )
      .inSingletonScope();
  });
