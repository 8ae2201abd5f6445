import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import {
  APPLICATION_FIELDS,
  type ApplicationFieldErrors,
  type ApplicationFormError,
} from '../../../../domain/application/application-fields';
import {
  type ApplicationFormValues,
  applicationFormValues,
  prefillApplicationValues,
} from '../../../../domain/application/application-form-values';
import type { OnlineSigningRiskReason } from '../../../../domain/application/online-signing-risk';
import { valuesAfterChildIntent } from '../../../../domain/application/riester-child-fields';
import { takenOverText } from '../../../../domain/customer-area/data-takeover';
import { isAnonymousLogin } from '../../../../domain/session/login-state';
import type { AppServices } from '../../../../ports/app-services';
import {
  type ChoiceProblem,
  readChoice,
  readDetailRequestBirthday,
  type TariffChoice,
} from './application-tariff-choice';

// The data half of /personal-data (application-data-route.tsx): its loader and its form's action.

/** The next step of the journey; its page (a summary and the signature) is built elsewhere. */
export const ONLINE_CONTRACT_PATH = '/online-contract';

export type PageData =
  | ChoiceProblem
  | {
      readonly kind: 'form';
      readonly choice: TariffChoice;
      readonly values: ApplicationFormValues;
      readonly errors: ApplicationFieldErrors;
      readonly summary: string | null;
      /** „Daten übernehmen“: which earlier application prefilled the form, and what of it. */
      readonly takenOver?: TakenOver | null;
    }
  | {
      readonly kind: 'refused';
      readonly choice: TariffChoice;
      readonly values: ApplicationFormValues;
      readonly reasons: readonly OnlineSigningRiskReason[];
    }
  | { readonly kind: 'callbackStored'; readonly choice: TariffChoice };

export interface TakenOver {
  readonly reference: string;
  readonly submittedOn: string;
  /** „Anrede, Name, Anschrift, E-Mail-Adresse und Telefonnummer“. */
  readonly what: string;
}

/**
 * /personal-data?tariffId=…&<search>: the form, prefilled from the draft; else from the search
 * (birthday), the account's latest application („Daten übernehmen“) and the login, in this order.
 */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const read = await readChoice(svc, url);
    if ('page' in read) return data<PageData>(read.page, { status: read.status });
    const { choice } = read;
    const [draft, user] = await Promise.all([svc.applicationDraft(), svc.userData()]);
    if (draft !== null && draft.product === choice.product) {
      const values = applicationFormValues(draft.form);
      return data<PageData>({ kind: 'form', choice, values, errors: {}, summary: null });
    }
    const login = user?.isLoggedIn === true ? user.ssoUserData : null;
    // Only an account has earlier applications of its own; a guest's call would answer 401.
    const previous =
      login !== null && !isAnonymousLogin(login)
        ? ((await svc.previousApplicationData?.()) ?? null)
        : null;
    const values = prefillApplicationValues({
      login,
      comparisonBirthday: readDetailRequestBirthday(url),
      previous: previous?.values ?? null,
    });
    const takenOver =
      previous === null
        ? null
        : {
            reference: previous.reference,
            submittedOn: previous.submittedOn,
            what: takenOverText(previous.values),
          };
    return data<PageData>({ kind: 'form', choice, values, errors: {}, summary: null, takenOver });
  };

/** The posted fields: each known field's last value (a ticked box's "true" after its "false"). */
const postedFields = (form: FormData): Record<string, string> => {
  const fields: Record<string, string> = {};
  for (const name of APPLICATION_FIELDS) {
    const values = form.getAll(name).filter((v): v is string => typeof v === 'string');
    const last = values.at(-1);
    if (last !== undefined) fields[name] = last;
  }
  return fields;
};

/** The form again with what was posted: the messages at the fields (400) or the outage (503). */
const formAgain = (
  choice: TariffChoice,
  fields: Readonly<Record<string, string>>,
  failure:
    | { readonly kind: 'invalid'; readonly error: ApplicationFormError }
    | { readonly kind: 'unavailable'; readonly message: string },
) =>
  data<PageData>(
    {
      kind: 'form',
      choice,
      values: fields,
      errors: failure.kind === 'invalid' ? failure.error.fields : {},
      summary: failure.kind === 'invalid' ? failure.error.message : failure.message,
    },
    { status: failure.kind === 'invalid' ? 400 : 503 },
  );

/**
 * The form posted (CSRF-checked by the server): save → 303 to /online-contract, or the messages at
 * the fields (400), or the risk stop; "Beratung anfragen" → the callback request's confirmation.
 */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const url = new URL(request.url);
    const read = await readChoice(svc, url);
    if ('page' in read) return data<PageData>(read.page, { status: read.status });
    const { choice } = read;
    const form = await request.formData();
    const fields = postedFields(form);
    // „Kind hinzufügen“ / „Kind entfernen“: the form again with one child more or less, unsaved.
    const withChildren = valuesAfterChildIntent(fields, form.get('intent'));
    if (withChildren !== null) {
      return data<PageData>({
        kind: 'form',
        choice,
        values: withChildren,
        errors: {},
        summary: null,
      });
    }
    if (form.get('intent') === 'callback') {
      const stored = await svc.requestCallback(choice.product, choice.tariffId, fields);
      if (stored.kind === 'stored') return data<PageData>({ kind: 'callbackStored', choice });
      return formAgain(choice, fields, stored);
    }
    const saved = await svc.saveApplicationDraft(choice.product, fields);
    switch (saved.kind) {
      case 'saved':
        throw redirect(`${ONLINE_CONTRACT_PATH}?${choice.query}`, 303);
      case 'refused':
        return data<PageData>({ kind: 'refused', choice, values: fields, reasons: saved.reasons });
      case 'invalid':
      case 'unavailable':
        return formAgain(choice, fields, saved);
    }
  };
