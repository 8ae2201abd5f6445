import { Temporal } from 'temporal-polyfill';
import { greetingOf } from '../../domain/application/confirmation-mail';
import {
  type GuestLinkError,
  type GuestLinkInput,
  guestLinkExpiry,
  guestLinkPath,
  guestLinkText,
  guestLinkUntilText,
  readGuestLink,
} from '../../domain/application/guest-link';
import { outboxMessageId } from '../../domain/outbox/message-id';
import { ATTEMPT_LIMITS } from '../../domain/privacy/attempt-limits';
import { type DomainError, err, ok, type Result } from '../../domain/result';
import type { ApplicationStorePort } from '../application-store.port';
import type { AttemptCounterPort } from '../attempt-counter.port';
import type { ClockPort } from '../clock.port';
import type { LinkSignerPort } from '../link-signer.port';
import type { MailPort } from '../mail.port';
import type { OutboxPort } from '../outbox.port';
import { storedInstantOf } from './submit-application.use-case';
import { DONE, type OutboxWork, workOffOutbox } from './work-off-outbox';

/** A guest's signed link to one application: the whole URL and its last day („TT.MM.JJJJ“). */
export interface GuestLink {
  readonly url: string;
  readonly until: string;
}

/** Makes a guest's link to an application, valid GUEST_LINK_DAYS from the server's clock. */
export const makeGuestLinks = (deps: {
  readonly signer: LinkSignerPort;
  readonly clock: ClockPort;
  /** The portal's public origin, e.g. https://www.rentenkompass.de */
  readonly publicUrl: string;
}) => ({
  linkFor(reference: string): GuestLink {
    const expiresS = guestLinkExpiry(deps.clock.now());
    const signature = deps.signer.sign(guestLinkText(reference, expiresS));
    return {
      url: new URL(guestLinkPath(reference, expiresS, signature), deps.publicUrl).toString(),
      until: guestLinkUntilText(expiresS),
    };
  },
});
export type GuestLinks = ReturnType<typeof makeGuestLinks>;

/** „Link erneut senden“: at most this many mails per application and hour. */
const RESEND_SCOPE = 'guest-link-mail';
export const GUEST_LINK_MAILS_PER_HOUR = ATTEMPT_LIMITS[RESEND_SCOPE].limit;
const HOUR_MS = ATTEMPT_LIMITS[RESEND_SCOPE].windowSeconds * 1000;

export type GuestLinkOpenError = GuestLinkError | DomainError<'guest-link/account'>;

/**
 * Opening a guest's link and asking for a new one. A valid link of a guest application answers
 * the browser (visitor id) the application belongs to, so the server can make this browser its
 * owner; an application that belongs to an account answers `guest-link/account` (log in). A new
 * link goes to the application's own e-mail address only, and the answer never says whether
 * there is such an application.
 */
export const makeGuestLinkAccess = (deps: {
  readonly applications: ApplicationStorePort;
  readonly signer: LinkSignerPort;
  readonly clock: ClockPort;
  readonly outbox: OutboxPort;
  readonly attempts: AttemptCounterPort;
}) => ({
  async open(
    input: GuestLinkInput,
  ): Promise<
    Result<{ readonly reference: string; readonly visitorId: string }, GuestLinkOpenError>
  > {
    const read = readGuestLink(input, deps.clock.now(), (text, signature) =>
      deps.signer.verify(text, signature),
    );
    if (!read.ok) return read;
    const application = await deps.applications.find(read.value.reference);
    if (application === null) {
      return err({ kind: 'guest-link/invalid', message: 'Dieser Link ist ungültig.' });
    }
    if (application.owner.accountId !== null) {
      return err({
        kind: 'guest-link/account',
        message: 'Dieser Antrag gehört zu einem Kundenkonto. Bitte melden Sie sich an.',
      });
    }
    return ok({ reference: application.reference, visitorId: application.owner.visitorId });
  },

  /** Mails a new link for a guest application (the outbox sends it); silent either way. */
  async resend(reference: string): Promise<void> {
    const application = await deps.applications.find(reference);
    if (application === null || application.owner.accountId !== null) return;
    const nowMs = deps.clock.now().epochMilliseconds;
    await deps.attempts.forgetUntil(RESEND_SCOPE, nowMs - HOUR_MS);
    const recent = await deps.attempts.recentAttempts(
      RESEND_SCOPE,
      reference,
      nowMs - HOUR_MS,
      GUEST_LINK_MAILS_PER_HOUR,
    );
    if (recent.length >= GUEST_LINK_MAILS_PER_HOUR) return;
    await deps.attempts.record({ scope: RESEND_SCOPE, key: reference, atMs: nowMs });
    await deps.outbox.enqueue(
      { kind: 'guestLinkMail', key: reference, dueAt: storedInstantOf(deps.clock.now()) },
      true,
    );
  },
});
export type GuestLinkAccess = ReturnType<typeof makeGuestLinkAccess>;
export const GuestLinkAccess = Symbol.for('GuestLinkAccess');

/** The mail with a new link (outbox kind guestLinkMail), to the application's e-mail address. */
export const makeSendGuestLinks =
  (deps: {
    readonly outbox: OutboxPort;
    readonly clock: ClockPort;
    readonly applications: ApplicationStorePort;
    readonly mail: MailPort;
    readonly links: GuestLinks;
    readonly brand: { readonly name: string; readonly phoneNumber: string; readonly host?: string };
  }) =>
  (limit: number): Promise<OutboxWork> =>
    workOffOutbox(deps, ['guestLinkMail'], limit, async ({ key: reference, dueAt }) => {
      const application = await deps.applications.find(reference);
      if (application === null || application.owner.accountId !== null) {
        return { kind: 'skipped', why: 'no guest application' };
      }
      const { personal } = application.form;
      const link = deps.links.linkFor(reference);
      await deps.mail.send({
        to: personal.email,
        subject: `Ihr Link zum Antrag ${reference}`,
        text: [
          greetingOf(personal),
          '',
          `hier ist Ihr neuer Link zu Ihrem Antrag ${reference}. Dort sehen Sie den Stand, identifizieren sich, laden Ihre Dokumente herunter und hoch oder widerrufen den Antrag:`,
          link.url,
          `Der Link ist bis zum ${link.until} gültig. Geben Sie ihn nicht weiter.`,
          '',
          'Sie haben keinen neuen Link angefordert? Dann können Sie diese E-Mail ignorieren.',
          `Fragen? Unsere kostenlose Hotline: ${deps.brand.phoneNumber}`,
          '',
          'Mit freundlichen Grüßen',
          `Ihr ${deps.brand.name}-Team`,
        ].join('\n'),
        // One per request (the outbox reopens the entry with a new due time), stable per retry.
        messageId: outboxMessageId(
          'guestLinkMail',
          `${reference}.${Temporal.Instant.from(dueAt).epochMilliseconds}`,
          deps.brand.host ?? 'localhost',
        ),
        attachments: [],
      });
      return DONE;
    });
export type SendGuestLinks = ReturnType<typeof makeSendGuestLinks>;
export const SendGuestLinks = Symbol.for('SendGuestLinks');
