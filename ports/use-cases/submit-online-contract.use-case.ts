import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../../domain/application/application-form';
import { err, type Result } from '../../domain/result';
import type {
  ApplicationConsents,
  ApplicationOwner,
  SubmitApplication,
  SubmitApplicationError,
  SubmittedApplication,
} from './submit-application.use-case';

/** The form the owner saved on /personal-data (their draft), or null when there is none yet. */
export type DraftFormOf = (owner: ApplicationOwner) => Promise<ApplicationForm | null>;

export interface SubmitOnlineContractInput {
  readonly owner: ApplicationOwner;
  readonly choice: ApplicationTariffChoice;
  readonly consents: ApplicationConsents;
  readonly idempotencyKey: string;
}

/** When the application could not be stored: the customer keeps everything and may retry. */
export const APPLICATION_UNAVAILABLE_MESSAGE =
  'Ihr Antrag kann gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal.';

export const NO_DRAFT_MESSAGE =
  'Bitte geben Sie zuerst Ihre persönlichen Daten ein, bevor Sie den Antrag abschließen.';

/**
 * "Jetzt zahlungspflichtig abschließen" on /online-contract: the owner's draft from
 * /personal-data with the ticks and the page's idempotency key, submitted once.
 */
export const makeSubmitOnlineContract =
  (deps: { readonly getDraft: DraftFormOf; readonly submit: SubmitApplication }) =>
  async (
    input: SubmitOnlineContractInput,
  ): Promise<Result<SubmittedApplication, SubmitApplicationError>> => {
    const form = await deps.getDraft(input.owner);
    if (form === null) {
      return err({ kind: 'application/invalid', message: NO_DRAFT_MESSAGE });
    }
    return deps.submit({ ...input, form });
  };

export type SubmitOnlineContract = ReturnType<typeof makeSubmitOnlineContract>;
export const SubmitOnlineContract = Symbol.for('SubmitOnlineContract');
