import { Temporal } from 'temporal-polyfill';
import { isOwnerOf, type OwnerIdentity } from '../../domain/application/application-owner';
import { isLiveApplication } from '../../domain/application/application-status';
import {
  DUE_DILIGENCE_TEXTS,
  identificationRulesOf,
} from '../../domain/identification/application-identification';
import {
  type IdentificationType,
  isIdentificationType,
  type WebIdentificationRedirectResponse,
} from '../../domain/identification/identification-choice';
import { idCopyUploadPath } from '../../domain/identification/identification-paths';
import {
  identificationReminderSchedule,
  reminderDayText,
} from '../../domain/identification/identification-reminders';
import {
  chooseIdentificationType,
  closedIdentificationError,
  finishIdentification,
  type IdentificationError,
  type IdentificationState,
  identificationStatusLabel,
  isIdentificationOpen,
  OPEN_IDENTIFICATION,
  startIdentification,
} from '../../domain/identification/identification-state';
import {
  IDENTIFICATION_OFFER_LABELS,
  isRedirectIdentificationType,
} from '../../domain/identification/identification-type';
import { postIdentCouponModel } from '../../domain/identification/postident-coupon';
import {
  checkRedirectStateTime,
  parseSignedRedirectState,
  REDIRECT_STATE_ERRORS,
  REDIRECT_STATE_LIFETIME_SECONDS,
  type RedirectStateError,
  redirectStateText,
} from '../../domain/identification/redirect-state';
import { err, ok, type Result } from '../../domain/result';
import type { ApplicationStorePort, StoredApplication } from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { DocumentRendererPort } from '../document-renderer.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { IdentificationReminderStorePort } from '../identification-reminder-store.port';
import type { IdentificationServicePort } from '../identification-service.port';
import type { IdentificationStorePort } from '../identification-store.port';
import type { LinkSignerPort } from '../link-signer.port';
import type { MailPort } from '../mail.port';
import type { OutboxPort } from '../outbox.port';
import { storedInstantOf } from './submit-application.use-case';

/** What the identification page shows of one application. */
export interface IdentificationView {
  readonly reference: string;
  readonly state: IdentificationState;
  readonly statusLabel: string;
  readonly offered: readonly { readonly type: IdentificationType; readonly label: string }[];
  /** Why these types (the GwG duty that applies), in German. */
  readonly dutyText: string;
  /** The days („28.11.2026“) of the „später identifizieren“ reminders still to come. */
  readonly reminderDays: readonly string[];
}

/** Where the customer goes after starting a type. */
export type StartedIdentification =
  | { readonly kind: 'redirect'; readonly location: string }
  | { readonly kind: 'coupon' }
  | { readonly kind: 'upload'; readonly location: string };

export type IdentificationUseCaseError = IdentificationError | RedirectStateError;

const INVALID_TYPE: IdentificationError = {
  kind: 'identification/not-offered',
  message: 'Bitte wählen Sie, wie Sie sich identifizieren möchten.',
};

export interface IdentificationUseCases {
  /** The application's identification state (open when nothing was chosen). */
  stateOf(reference: string): Promise<IdentificationState>;
  /**
   * Null when the asking owner (an account, or a guest's browser) does not own the application
   * (the page answers 404 or asks to log in).
   */
  view(owner: OwnerIdentity, reference: string): Promise<IdentificationView | null>;
  start(
    owner: OwnerIdentity,
    reference: string,
    type: string,
  ): Promise<Result<StartedIdentification, IdentificationUseCaseError> | null>;
  /** Sends the page's signed link to the application's phone number. */
  sendSms(
    owner: OwnerIdentity,
    reference: string,
  ): Promise<Result<string, IdentificationError> | null>;
  /**
   * Schedules the reminder mails with the link (domain/identification/identification-reminders),
   * replacing an earlier schedule; answers the address they will go to.
   */
  remindLater(
    owner: OwnerIdentity,
    reference: string,
  ): Promise<Result<string, IdentificationError> | null>;
  /** The Postident coupon of a Postident in progress. */
  coupon(
    owner: OwnerIdentity,
    reference: string,
  ): Promise<{ readonly fileName: string; readonly bytes: Uint8Array } | null>;
  /** The identification service's redirect back: the signed state, its answer and signature. */
  finish(
    owner: OwnerIdentity,
    input: { readonly state: string; readonly response: string; readonly signature: string },
  ): Promise<Result<
    { readonly reference: string; readonly state: IdentificationState },
    IdentificationUseCaseError
  > | null>;
}

/**
 * The identification of an application (GwG § 10 ff.), for its owner only: the account, or the
 * browser of a guest (also one a guest's signed link restored).
 */
export const makeIdentificationUseCases = (deps: {
  readonly applications: ApplicationStorePort;
  readonly identifications: IdentificationStorePort;
  readonly reminders: IdentificationReminderStorePort;
  readonly signer: LinkSignerPort;
  readonly service: IdentificationServicePort;
  readonly outbox: OutboxPort;
  readonly mail: MailPort;
  readonly renderer: DocumentRendererPort;
  readonly clock: ClockPort;
  readonly ids: IdGeneratorPort;
}): IdentificationUseCases => {
  const stateOf = async (reference: string): Promise<IdentificationState> =>
    (await deps.identifications.find(reference))?.state ?? OPEN_IDENTIFICATION;

  /** The application if the asker owns it (domain/application/application-owner.ts); a declined or failed one needs no identification. */
  const ownApplication = async (
    owner: OwnerIdentity,
    reference: string,
  ): Promise<StoredApplication | null> => {
    if (reference.length === 0 || reference.length > 40) return null;
    const application = await deps.applications.find(reference);
    if (application === null || !isOwnerOf(owner, application.owner)) return null;
    return isLiveApplication(application.status) ? application : null;
  };

  const save = (reference: string, state: IdentificationState): Promise<void> =>
    deps.identifications.save({ reference, state, updatedAt: deps.clock.now().toString() });

  return {
    stateOf,

    async view(owner, reference) {
      const application = await ownApplication(owner, reference);
      if (application === null) return null;
      const state = await stateOf(reference);
      const rules = identificationRulesOf(application.form, application.choice);
      return {
        reference,
        state,
        statusLabel: identificationStatusLabel(state),
        offered: rules.offered.map((type) => ({ type, label: IDENTIFICATION_OFFER_LABELS[type] })),
        dutyText: DUE_DILIGENCE_TEXTS[rules.level],
        reminderDays: !isIdentificationOpen(state)
          ? []
          : (await deps.reminders.pendingFor(reference)).map((r) =>
              reminderDayText(Temporal.Instant.from(r.dueAt)),
            ),
      };
    },

    async start(owner, reference, type) {
      const application = await ownApplication(owner, reference);
      if (application === null) return null;
      if (!isIdentificationType(type)) return err(INVALID_TYPE);
      const { offered } = identificationRulesOf(application.form, application.choice);
      const chosen = chooseIdentificationType(await stateOf(reference), type, offered);
      if (!chosen.ok) return chosen;
      const started = startIdentification(chosen.value);
      if (!started.ok) return started;
      await save(reference, started.value);
      if (type === 'postIdent') return ok({ kind: 'coupon' });
      if (type === 'ausweiskopie')
        return ok({ kind: 'upload', location: idCopyUploadPath(reference) });
      if (!isRedirectIdentificationType(type)) return err(INVALID_TYPE);
      const text = redirectStateText({
        reference,
        type,
        expiresAt:
          Math.floor(deps.clock.now().epochMilliseconds / 1000) + REDIRECT_STATE_LIFETIME_SECONDS,
        nonce: deps.ids.newId(),
      });
      const signed = `${text}.${deps.signer.sign(text)}`;
      return ok({ kind: 'redirect', location: deps.service.startUrl(signed) });
    },

    async sendSms(owner, reference) {
      const application = await ownApplication(owner, reference);
      if (application === null) return null;
      const closed = closedIdentificationError(await stateOf(reference));
      if (closed !== null) return err(closed);
      // Sent by the outbox worker (send-identification-sms.use-case.ts) within a second; asked
      // for again, it is sent again.
      await deps.outbox.enqueue(
        { kind: 'identificationSms', key: reference, dueAt: storedInstantOf(deps.clock.now()) },
        true,
      );
      return ok(application.form.personal.phoneNumber);
    },

    async remindLater(owner, reference) {
      const application = await ownApplication(owner, reference);
      if (application === null) return null;
      const closed = closedIdentificationError(await stateOf(reference));
      if (closed !== null) return err(closed);
      const now = deps.clock.now();
      await deps.reminders.schedule(
        reference,
        identificationReminderSchedule(now).map(storedInstantOf),
        storedInstantOf(now),
      );
      return ok(application.form.personal.email);
    },

    async coupon(owner, reference) {
      const application = await ownApplication(owner, reference);
      if (application === null) return null;
      const state = await stateOf(reference);
      if (state.status !== 'inProgress' || state.type !== 'postIdent') return null;
      const { personal } = application.form;
      const bytes = await deps.renderer.render(
        postIdentCouponModel({
          reference,
          name: `${personal.firstName} ${personal.lastName}`,
          address: personal.address,
          date: deps.clock.now().toString().slice(0, 10),
        }),
      );
      return { fileName: `Postident-Coupon-${reference}.pdf`, bytes };
    },

    async finish(owner, input) {
      const parsed = parseSignedRedirectState(input.state);
      if (parsed === null || !deps.signer.verify(parsed.text, parsed.signature)) {
        return err(REDIRECT_STATE_ERRORS.invalid);
      }
      const response = input.response as WebIdentificationRedirectResponse;
      if (
        (response !== 'success' && response !== 'decline') ||
        !deps.service.verifyResponse(input.state, response, input.signature)
      ) {
        return err(REDIRECT_STATE_ERRORS.invalid);
      }
      const now = deps.clock.now();
      const timely = checkRedirectStateTime(parsed.state, Math.floor(now.epochMilliseconds / 1000));
      if (!timely.ok) return timely;
      const { reference, type, nonce } = parsed.state;
      // The owner first: another browser or account cannot use up the customer's redirect.
      if ((await ownApplication(owner, reference)) === null) return null;
      if (!(await deps.identifications.consumeToken(nonce, now.toString()))) {
        return err(REDIRECT_STATE_ERRORS.used);
      }
      const finished = finishIdentification(await stateOf(reference), type, response);
      if (!finished.ok) return finished;
      await save(reference, finished.value);
      return ok({ reference, state: finished.value });
    },
  };
};

export const IdentificationUseCases = Symbol.for('IdentificationUseCases');
