import type { ReactElement } from 'react';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import {
  APPLICATION_PARAMETER,
  PAY_IN_MORE_PATH,
  payInMoreHref,
} from '../../../../domain/customer-area/customer-area-paths';
import type { PayInMoreRequestError } from '../../../../domain/pay-in-more/pay-in-more';
import { payInMoreDebitTexts } from '../../../../domain/pay-in-more/pay-in-more-debit';
import {
  payInMoreRequestText,
  payInMoreStateText,
} from '../../../../domain/pay-in-more/pay-in-more-notice';
import type { AppServices } from '../../../../ports/app-services';
import { NOT_LOGGED_IN } from '../../../../ports/customer-area-page-services';
import type { PayInMoreRequest } from '../../../../ports/pay-in-more-store.port';
import type { PayInMoreView } from '../../../../ports/use-cases/pay-in-more.use-case';
import { AreaMissing, BackToApplications } from '../../../features/customer-area/area-missing';
import { loginHrefFor } from '../../root/page-shell';
import { serverOnly } from '../../server-only';
import { CustomerAreaFrame, useCustomerAreaPageData } from './customer-area-frame';

/** The form's fields and the answer the POST redirects to (303): a reload stores nothing again. */
const ONE_TIME_FIELD = 'einmalzahlung';
const MONTHLY_FIELD = 'monatsbeitrag';
const DONE_PARAMETER = 'eingegangen';

type FieldErrors = { readonly oneTime: string | null; readonly monthly: string | null };

type PayInMoreData =
  | { readonly kind: 'login'; readonly loginHref: string }
  | { readonly kind: 'missing'; readonly message: string }
  | {
      readonly kind: 'offer';
      readonly view: PayInMoreView;
      /** The request just stored, for the notice after the redirect. */
      readonly done: PayInMoreRequest | null;
      readonly errors: FieldErrors;
      /** An error of the whole form (neither amount given). */
      readonly formError: string | null;
      readonly values: { readonly oneTime: string; readonly monthly: string };
    };

const NO_ERRORS: FieldErrors = { oneTime: null, monthly: null };

const referenceOf = (request: Request): string =>
  new URL(request.url).searchParams.get(APPLICATION_PARAMETER) ?? '';

const textOf = (value: FormDataEntryValue | null): string =>
  typeof value === 'string' ? value.slice(0, 40) : '';

/** Each amount error at its field; the empty form's error above the form. */
const fieldErrorsOf = (
  errors: readonly PayInMoreRequestError[],
): { readonly fields: FieldErrors; readonly form: string | null } => {
  const find = (kinds: readonly string[]): string | null =>
    errors.find((e) => kinds.includes(e.kind))?.message ?? null;
  return {
    fields: {
      oneTime: find([
        'pay-in-more/oneTimePaymentNumber',
        'pay-in-more/oneTimePaymentMinError',
        'pay-in-more/oneTimePaymentMaxError',
      ]),
      monthly: find([
        'pay-in-more/paymentNumber',
        'pay-in-more/paymentMinError',
        'pay-in-more/paymentMaxError',
      ]),
    },
    form: find(['pay-in-more/empty']),
  };
};

const missing = (message: string) =>
  data<PayInMoreData>({ kind: 'missing', message }, { status: 404 });

/** /kundenbereich/zuzahlung?antrag=…: the campaign's form for one of the account's applications. */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const reference = referenceOf(request);
    const payInMore = area.payInMore;
    if (payInMore === undefined)
      return missing('Die Zuzahlungs-Aktion ist derzeit nicht verfügbar.');
    const found = await payInMore.view(reference);
    if (found === NOT_LOGGED_IN) {
      return data<PayInMoreData>({
        kind: 'login',
        loginHref: loginHrefFor(payInMoreHref(reference)),
      });
    }
    if (!found.ok) return missing(found.error.message);
    const doneId = new URL(request.url).searchParams.get(DONE_PARAMETER);
    return data<PayInMoreData>({
      kind: 'offer',
      view: found.value,
      done: found.value.requests.find((r) => r.id === doneId) ?? null,
      errors: NO_ERRORS,
      formError: null,
      values: { oneTime: '', monthly: '' },
    });
  };

/** The request, posted as a document (the server refuses a foreign origin). */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const reference = referenceOf(request);
    const payInMore = area.payInMore;
    if (payInMore === undefined)
      return missing('Die Zuzahlungs-Aktion ist derzeit nicht verfügbar.');
    const form = await request.formData();
    const values = {
      oneTime: textOf(form.get(ONE_TIME_FIELD)),
      monthly: textOf(form.get(MONTHLY_FIELD)),
    };
    const submitted = await payInMore.submit(reference, {
      oneTimePayment: values.oneTime,
      monthlyIncrease: values.monthly,
    });
    if (submitted === NOT_LOGGED_IN) throw redirect(loginHrefFor(payInMoreHref(reference)), 303);
    if (submitted.ok) {
      throw redirect(
        `${payInMoreHref(reference)}&${DONE_PARAMETER}=${encodeURIComponent(submitted.value.id)}`,
        303,
      );
    }
    if (submitted.error.kind !== 'pay-in-more/invalid') return missing(submitted.error.message);
    const found = await payInMore.view(reference);
    if (found === NOT_LOGGED_IN) throw redirect(loginHrefFor(payInMoreHref(reference)), 303);
    if (!found.ok) return missing(found.error.message);
    const errors = fieldErrorsOf(submitted.error.errors);
    return data<PayInMoreData>(
      {
        kind: 'offer',
        view: found.value,
        done: null,
        errors: errors.fields,
        formError: errors.form,
        values,
      },
      { status: 400 },
    );
  };

const AmountField = (props: {
  readonly id: string;
  readonly name: string;
  readonly label: string;
  readonly hint: string;
  readonly value: string;
  readonly message: string | null;
}): ReactElement => {
  const { id, name, label, hint, value, message } = props;
  return (
    <div className="step-field">
      <label className="step-field__label" htmlFor={id}>
        {label}
      </label>
      <p className="step-field__hint" id={`${id}-hint`}>
        {hint}
      </p>
      <input
        id={id}
        name={name}
        className="step-field__input"
        inputMode="decimal"
        autoComplete="off"
        defaultValue={value}
        aria-invalid={message === null ? undefined : true}
        aria-describedby={message === null ? `${id}-hint` : `${id}-hint ${id}-message`}
        data-testid={`payin-${name}`}
      />
      {message === null ? null : (
        <p className="step-field__message" id={`${id}-message`} data-testid={`payin-${name}-error`}>
          {message}
        </p>
      )}
    </div>
  );
};

type Offer = Extract<PayInMoreData, { kind: 'offer' }>;

const OfferForm = ({ page }: { readonly page: Offer }): ReactElement => (
  <form
    method="post"
    action={payInMoreHref(page.view.reference)}
    noValidate
    className="area-form"
    data-testid="payin-form"
  >
    {page.formError === null ? null : (
      <p className="area-error" role="alert" data-testid="payin-form-error">
        {page.formError}
      </p>
    )}
    <AmountField
      id="payin-einmal"
      name={ONE_TIME_FIELD}
      label="Einmalige Zuzahlung in Euro"
      hint="Zum Beispiel 2.000 – leer lassen, wenn Sie nichts einmalig zuzahlen möchten."
      value={page.values.oneTime}
      message={page.errors.oneTime}
    />
    <AmountField
      id="payin-monat"
      name={MONTHLY_FIELD}
      label="Erhöhung des Monatsbeitrags in Euro"
      hint="Um diesen Betrag steigt Ihr Monatsbeitrag – leer lassen, wenn er bleiben soll."
      value={page.values.monthly}
      message={page.errors.monthly}
    />
    <DebitNote view={page.view} />
    <button type="submit" className="rk-button rk-button--primary" data-testid="payin-submit">
      Zuzahlung beantragen
    </button>
  </form>
);

/** When and how the amounts are debited (issue 32, finding 4). */
const DebitNote = ({ view }: { readonly view: Offer['view'] }): ReactElement => {
  const texts = payInMoreDebitTexts(view.debitAccount.holder, view.debitAccount.maskedIban);
  return (
    <div className="area-debit" data-testid="payin-debit">
      <h3 className="area-subheading">Wann und wie wird abgebucht?</h3>
      <p>{texts.oneTime}</p>
      <p>{texts.monthly}</p>
      <p>{texts.notice}</p>
    </div>
  );
};

export const Component = (): ReactElement => {
  const page = useCustomerAreaPageData<PayInMoreData>();
  return (
    <CustomerAreaFrame
      path={PAY_IN_MORE_PATH}
      fallbackHeading="Zuzahlungs-Aktion (Demo)"
      login={
        page.kind === 'login'
          ? {
              href: page.loginHref,
              text: 'Die Zuzahlungs-Aktion Ihres Antrags sehen Sie, wenn Sie mit Ihrem Kundenkonto angemeldet sind.',
            }
          : null
      }
    >
      {page.kind === 'login' ? null : page.kind === 'missing' ? (
        <AreaMissing message={page.message} testId="payin-missing" />
      ) : (
        <section className="area-card" aria-labelledby="payin-heading">
          <h2 id="payin-heading">{`Antrag ${page.view.reference}`}</h2>
          <p>{`${page.view.insurerName} – ${page.view.tariffName}`}</p>
          {page.done === null ? null : (
            <p className="area-notice" role="status" data-testid="payin-notice">
              {payInMoreRequestText(page.done)}
            </p>
          )}
          {page.view.requests.length === 0 ? null : (
            <>
              <h3 className="area-subheading">Ihre bisherigen Anträge auf Zuzahlung</h3>
              <ul data-testid="payin-requests">
                {page.view.requests.map((r) => (
                  <li key={r.id} data-testid="payin-request">
                    {`${payInMoreRequestText(r)} `}
                    <span
                      className="area-request-state"
                      data-testid="payin-request-state"
                    >{`Stand: ${payInMoreStateText(r)}`}</span>
                  </li>
                ))}
              </ul>
            </>
          )}
          <OfferForm page={page} />
          <BackToApplications />
        </section>
      )}
    </CustomerAreaFrame>
  );
};
