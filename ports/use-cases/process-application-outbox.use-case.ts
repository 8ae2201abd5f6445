import {
  APPLICATION_DOCUMENT_IDS,
  APPLICATION_DOCUMENT_TITLES,
} from '../../domain/application/application-documents';
import { confirmationMailOf, withdrawalMailOf } from '../../domain/application/confirmation-mail';
import { outboxMessageId } from '../../domain/outbox/message-id';
import { mayRetry, RETRY_POLICIES, retryDelayS } from '../../domain/outbox/retry-policy';
import type { AccountStorePort } from '../account-store.port';
import type {
  ApplicationStorePort,
  OutboxEntry,
  OutboxOutcome,
  StoredApplication,
} from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { IdentificationStorePort } from '../identification-store.port';
import type { InsurerGatewayPort } from '../insurer-gateway.port';
import type { MailPort } from '../mail.port';
import type { OutboxPort } from '../outbox.port';
import type { PayInMoreStorePort } from '../pay-in-more-store.port';
import type { TariffAdjustmentStorePort } from '../tariff-adjustment-store.port';
import type { TariffCataloguePort } from '../tariff-catalogue.port';
import type { GuestLinks, SendGuestLinks } from './guest-link.use-case';
import { makeReportToInsurer } from './report-to-insurer.use-case';
import type { SendAppointmentMails } from './send-appointment-mails.use-case';
import type { SendIdentificationReminders } from './send-identification-reminders.use-case';
import type { SendIdentificationSms } from './send-identification-sms.use-case';
import { storedInstantOf } from './submit-application.use-case';

export interface ProcessOutboxDeps {
  readonly store: ApplicationStorePort;
  readonly gateway: InsurerGatewayPort;
  readonly mail: MailPort;
  readonly catalogue: TariffCataloguePort;
  readonly accounts: AccountStorePort;
  readonly clock: ClockPort;
  /** The one outbox: the reports' entries (the applications' own are the application store's). */
  readonly outbox: OutboxPort;
  /** Brand and hotline of the confirmation mail; `host` (the portal's) ends its Message-ID. */
  readonly brand: { readonly name: string; readonly phoneNumber: string; readonly host?: string };
  /** Where an insurer's tariff adjustment is kept and the customers' choices wait to be told. */
  readonly adjustments?: TariffAdjustmentStorePort;
  /** The applications' identifications: done or in review ones are told to the insurer. */
  readonly identifications?: IdentificationStorePort;
  /** Where the customers' pay-in-more requests wait to be told to the insurer. */
  readonly payInMore?: PayInMoreStorePort;
  /** Sends the due „später identifizieren“ reminders; answers how many went out. */
  readonly sendIdentificationReminders?: SendIdentificationReminders;
  /** Sends the booked appointments' confirmation mails (outbox kind appointmentMail). */
  readonly sendAppointmentMails?: SendAppointmentMails;
  /** Sends the identification links asked for by text message (outbox kind identificationSms). */
  readonly sendIdentificationSms?: SendIdentificationSms;
  /** A guest's signed link to the application, for the confirmation mail. */
  readonly guestLinks?: GuestLinks;
  /** Sends the new links guests asked for (outbox kind guestLinkMail). */
  readonly sendGuestLinks?: SendGuestLinks;
}

/** What one run did, for the log (never personal data). */
export interface OutboxRunSummary {
  readonly done: number;
  readonly retried: number;
  readonly givenUp: number;
}

const BATCH = 20;

type Attempt =
  | { readonly ok: true; readonly outcome: OutboxOutcome }
  | { readonly ok: false; readonly error: string };

/**
 * Runs the outbox entries that are due: hands applications to the insurer (the reference is the
 * idempotency key, so a repeated hand-over is one application there), sends the confirmation
 * mail, which names the documents and where to open them: no PDF is made here, each is made
 * when first opened (application-documents.use-case.ts). Points are credited at the insurer's
 * acceptance (report-to-insurer.use-case.ts).
 * A failure is retried by its kind's policy (domain/outbox/retry-policy.ts: the hand-over for 7
 * days, at most an hour apart) and given up after the last attempt (hand-over: `failed`).
 * Callers must not run it twice at once.
 */
export const makeProcessApplicationOutbox = (deps: ProcessOutboxDeps) => {
  /** The signed figures: the snapshot kept at submission, never the catalogue of today. */
  const figuresOf = async (application: StoredApplication) => {
    const offer = application.signedOffer;
    if (offer === null) return null;
    return {
      row: offer.details.row,
      insuranceStart: offer.details.insuranceStart,
      signed: {
        row: offer.details.row,
        pensionStart: offer.details.pensionStart,
        signedAt: offer.signedAt,
        demo: offer.demo,
      },
    };
  };

  const handOver = async (application: StoredApplication): Promise<Attempt> => {
    const details = await figuresOf(application);
    if (details === null) return { ok: false, error: 'tariff not available' };
    const answer = await deps.gateway.handOver(
      {
        reference: application.reference,
        form: application.form,
        choice: application.choice,
        monthlyContribution: details.row.monthlyContribution,
        oneTimePayment: details.row.oneTimePayment,
        insuranceStart: details.insuranceStart,
        submittedAt: application.submittedAt,
        signedOffer: details.signed,
      },
      application.reference,
    );
    if (answer.kind === 'unavailable') return { ok: false, error: answer.error };
    if (answer.kind === 'declined')
      return { ok: true, outcome: { kind: 'done', status: 'declined' } };
    // Kept before the entry is finished: a repeated hand-over gets the same answer, and the
    // store keeps the first proposal, so a crash in between loses nothing and doubles nothing.
    if (answer.adjustment !== undefined && deps.adjustments !== undefined) {
      await deps.adjustments.propose(
        application.reference,
        answer.adjustment,
        storedInstantOf(deps.clock.now()),
      );
    }
    // Points follow the insurer's acceptance (report-to-insurer), not the hand-over.
    return { ok: true, outcome: { kind: 'done', status: 'handedOver' } };
  };

  const sendConfirmation = async (application: StoredApplication): Promise<Attempt> => {
    const details = await figuresOf(application);
    if (details === null) return { ok: false, error: 'signed offer not available' };
    const { personal } = application.form;
    const mail = confirmationMailOf({
      reference: application.reference,
      salutation: personal.salutation,
      firstName: personal.firstName,
      lastName: personal.lastName,
      product: application.choice.product,
      insurerName: details.row.insurerName,
      tariffName: details.row.tariffName,
      insuranceStart: details.insuranceStart,
      brandName: deps.brand.name,
      phoneNumber: deps.brand.phoneNumber,
      documentTitles: APPLICATION_DOCUMENT_IDS.map((id) => APPLICATION_DOCUMENT_TITLES[id]),
      // A guest has no customer area: the mail's link opens the application on any device.
      guestLink:
        application.owner.accountId === null && deps.guestLinks !== undefined
          ? deps.guestLinks.linkFor(application.reference)
          : null,
    });
    await deps.mail.send({
      to: personal.email,
      ...mail,
      messageId: outboxMessageId(
        'confirmationMail',
        application.reference,
        deps.brand.host ?? 'localhost',
      ),
      attachments: [],
    });
    return { ok: true, outcome: { kind: 'done' } };
  };

  /** The confirmation of a withdrawal (§ 152 VVG) to the e-mail of the application. */
  const sendWithdrawalConfirmation = async (application: StoredApplication): Promise<Attempt> => {
    if (application.status !== 'withdrawn') return { ok: true, outcome: { kind: 'done' } };
    const events = await deps.store.history(application.reference);
    const withdrawnAt =
      events.find((event) => event.kind === 'withdrawn')?.at ?? application.updatedAt;
    const { personal } = application.form;
    const row = application.signedOffer?.details.row;
    const mail = withdrawalMailOf({
      reference: application.reference,
      salutation: personal.salutation,
      firstName: personal.firstName,
      lastName: personal.lastName,
      product: application.choice.product,
      insurerName: row?.insurerName ?? 'dem Versicherer',
      tariffName: row?.tariffName ?? application.choice.tariffId,
      withdrawnAt,
      brandName: deps.brand.name,
      phoneNumber: deps.brand.phoneNumber,
    });
    await deps.mail.send({
      to: personal.email,
      ...mail,
      messageId: outboxMessageId(
        'withdrawalMail',
        application.reference,
        deps.brand.host ?? 'localhost',
      ),
      attachments: [],
    });
    return { ok: true, outcome: { kind: 'done' } };
  };

  const attempt = async (entry: OutboxEntry, application: StoredApplication): Promise<Attempt> => {
    try {
      if (entry.task === 'withdrawalMail') return await sendWithdrawalConfirmation(application);
      // Withdrawn before its hand-over: the insurer never gets it (the store closed the entry).
      if (entry.task === 'handOver' && application.status === 'withdrawn') {
        return { ok: true, outcome: { kind: 'done' } };
      }
      return entry.task === 'handOver'
        ? await handOver(application)
        : await sendConfirmation(application);
    } catch (e) {
      return { ok: false, error: e instanceof Error ? e.message : String(e) };
    }
  };

  const reportToInsurer = makeReportToInsurer(deps);

  /** `limit`: at most this many due entries in this run (the worker takes one while busy). */
  return async (limit: number = BATCH): Promise<OutboxRunSummary> => {
    const summary = { done: 0, retried: 0, givenUp: 0 };
    const reports = await reportToInsurer(limit);
    summary.done += reports.done;
    summary.retried += reports.retried;
    summary.givenUp += reports.givenUp;
    summary.done += (await deps.sendIdentificationReminders?.(limit)) ?? 0;
    for (const send of [
      deps.sendAppointmentMails,
      deps.sendIdentificationSms,
      deps.sendGuestLinks,
    ]) {
      if (send === undefined) continue;
      const work = await send(limit);
      summary.done += work.done;
      summary.retried += work.retried;
      summary.givenUp += work.givenUp;
    }
    const due = await deps.store.dueEntries(storedInstantOf(deps.clock.now()), limit);
    for (const entry of due) {
      const application = await deps.store.find(entry.reference);
      if (application === null) continue;
      const result = await attempt(entry, application);
      const now = deps.clock.now();
      let outcome: OutboxOutcome;
      if (result.ok) {
        outcome = result.outcome;
        summary.done += 1;
      } else if (mayRetry(RETRY_POLICIES[entry.task], entry.attempts + 1)) {
        const next = now.add({
          seconds: retryDelayS(RETRY_POLICIES[entry.task], entry.attempts + 1),
        });
        outcome = { kind: 'retry', nextAttemptAt: storedInstantOf(next), error: result.error };
        summary.retried += 1;
      } else {
        outcome = {
          kind: 'givenUp',
          error: result.error,
          ...(entry.task === 'handOver' ? { status: 'failed' as const } : {}),
        };
        summary.givenUp += 1;
      }
      await deps.store.finishAttempt(entry, outcome, storedInstantOf(now));
    }
    return summary;
  };
};

export type ProcessApplicationOutbox = ReturnType<typeof makeProcessApplicationOutbox>;
export const ProcessApplicationOutbox = Symbol.for('ProcessApplicationOutbox');
