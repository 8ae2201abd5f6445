import { type ReactElement, useId, useRef } from 'react';
import {
  type ActionFunctionArgs,
  data,
  Form,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
  useNavigation,
} from 'react-router-dom';
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
import { bookingUrlOf } from '../../../../domain/consulting/consulting-paths';
import { takenOverText } from '../../../../domain/customer-area/data-takeover';
import { PRODUCT_PROFILES } from '../../../../domain/products/product-profile';
import { isAnonymousLogin } from '../../../../domain/session/login-state';
import type { AppServices } from '../../../../ports/app-services';
import { DetailProblem } from '../../../components/form/detail-problem';
import type { FieldContext } from '../../../components/form/form-fields';
import { InvalidUrlNotice, StepFrame } from '../../../components/form/step-frame';
import { ApplicationTariffHead } from '../../../features/application/application-tariff-head';
import { ErrorSummary } from '../../../features/application/error-summary';
import { PersonalDataSections } from '../../../features/application/personal-data-sections';
import { CallbackConfirmation, RiskStop } from '../../../features/application/risk-stop';
import {
  SESSION_KEPT_NOTE,
  useSessionPersonalData,
} from '../../../features/application/use-session-personal-data';
import '../../../features/application/application.css';
import { useServices } from '../../services-context';
import { usePageHandle } from '../../use-page';
import {
  type ChoiceProblem,
  readChoice,
  readDetailRequestBirthday,
  type TariffChoice,
} from './application-tariff-choice';

/** The next step of the journey; its page (a summary and the signature) is built elsewhere. */
export const ONLINE_CONTRACT_PATH = '/online-contract';
const OWN_PATH = '/personal-data';

type PageData =
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

interface TakenOver {
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

/** Says what „Daten übernehmen“ filled in, so the customer checks it; the fields stay editable. */
const TakenOverNotice = ({ takenOver }: { readonly takenOver: TakenOver }): ReactElement => (
  <section className="app-takeover" aria-labelledby="takeover-heading">
    <h2 id="takeover-heading">Daten übernommen</h2>
    <p data-testid="takeover-notice">
      {`${takenOver.what} haben wir aus Ihrem Antrag ${takenOver.reference} vom ${takenOver.submittedOn} übernommen. Bitte prüfen Sie die Angaben und ändern Sie sie, wo nötig.`}
    </p>
    <p>
      Bankverbindung und Steuer-Identifikationsnummer übernehmen wir nicht – bitte geben Sie sie neu
      ein.
    </p>
  </section>
);

export const Component = (): ReactElement => {
  const loaded = useLoaderData() as PageData;
  const posted = useActionData() as PageData | undefined;
  const page = posted ?? loaded;
  const handle = usePageHandle();
  const idPrefix = `pd${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const hotline = useServices().config.phoneNumber;
  useSessionPersonalData(formRef, page.kind);
  const frame = (children: ReactElement): ReactElement => (
    <StepFrame
      heading={handle?.page.heading ?? 'Ihre Daten'}
      lead={`Für Ihren Antrag braucht der Versicherer einige Angaben zu Ihrer Person – so, wie es das Gesetz verlangt. ${SESSION_KEPT_NOTE}`}
      position={null}
      backUrl={null}
    >
      {children}
    </StepFrame>
  );
  if (page.kind === 'invalid') {
    return frame(<InvalidUrlNotice invalid={page.invalid} startUrl={page.startUrl} />);
  }
  if (page.kind === 'problem') {
    return frame(
      <DetailProblem
        title="Für diesen Tarif kann gerade kein Antrag gestellt werden"
        message={page.message}
        links={[{ href: page.resultUrl, label: 'Zur Ergebnisliste' }]}
      />,
    );
  }
  const { choice } = page;
  const head = (
    <ApplicationTariffHead
      detailsUrl={choice.detailsUrl}
      label={choice.label}
      product={choice.product}
    />
  );
  const action = `${OWN_PATH}?${choice.query}`;
  if (page.kind === 'callbackStored') {
    return frame(
      <>
        {head}
        <CallbackConfirmation phoneNumber={hotline} />
      </>,
    );
  }
  if (page.kind === 'refused') {
    return frame(
      <>
        {head}
        <RiskStop
          reasons={page.reasons}
          fields={page.values as Record<string, string>}
          action={action}
          phoneNumber={hotline}
          bookingUrl={bookingUrlOf({
            origin: 'riskStop',
            product: choice.product,
            tariffId: choice.tariffId,
          })}
        />
      </>,
    );
  }
  const ctx: FieldContext = {
    values: page.values as Record<string, string>,
    errors: page.errors as Record<string, string>,
    idPrefix,
  };
  return frame(
    <>
      {head}
      {page.takenOver == null || page.takenOver.what === '' ? null : (
        <TakenOverNotice takenOver={page.takenOver} />
      )}
      {page.summary === null ? null : (
        <ErrorSummary message={page.summary} errors={page.errors} idPrefix={idPrefix} />
      )}
      <Form
        key={JSON.stringify(page.values)}
        ref={formRef}
        method="post"
        action={action}
        className="step-form"
        noValidate
      >
        {PRODUCT_PROFILES[choice.product].subsidy === 'riester' ? (
          // Enter in a field submits the form's first button: the save, never „Kind hinzufügen“.
          <button
            type="submit"
            name="intent"
            value="save"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
          >
            Weiter zur Zusammenfassung
          </button>
        ) : null}
        <PersonalDataSections ctx={ctx} product={choice.product} />
        <div className="step-form__actions">
          <a href={choice.detailsUrl}>Zurück</a>
          <button
            type="submit"
            name="intent"
            value="save"
            className="rk-button rk-button--primary"
            disabled={navigation.state === 'submitting'}
          >
            Weiter zur Zusammenfassung
          </button>
        </div>
      </Form>
    </>,
  );
};
