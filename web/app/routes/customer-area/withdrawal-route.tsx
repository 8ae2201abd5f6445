import type { ReactElement } from 'react';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { germanDateTimeOf } from '../../../../domain/application/application-history';
import {
  APPLICATION_PARAMETER,
  WITHDRAWAL_PATH,
  withdrawalHref,
} from '../../../../domain/customer-area/customer-area-paths';
import type { AppServices } from '../../../../ports/app-services';
import { NOT_LOGGED_IN } from '../../../../ports/customer-area-page-services';
import type { WithdrawalView } from '../../../../ports/use-cases/withdraw-application.use-case';
import { AreaMissing, BackToApplications } from '../../../features/customer-area/area-missing';
import { loginHrefFor } from '../../root/page-shell';
import { serverOnly } from '../../server-only';
import { CustomerAreaFrame, useCustomerAreaPageData } from './customer-area-frame';

/** The confirmation box: a withdrawal is never one stray click. */
const CONFIRM_FIELD = 'widerrufen';

type WithdrawalData =
  | { readonly kind: 'login'; readonly loginHref: string }
  | { readonly kind: 'missing'; readonly message: string }
  | {
      readonly kind: 'view';
      readonly view: WithdrawalView;
      /** The refusal of the form just sent (not confirmed, period over, withdrawn already). */
      readonly error: string | null;
    };

const referenceOf = (request: Request): string =>
  new URL(request.url).searchParams.get(APPLICATION_PARAMETER) ?? '';

const missing = (message: string) =>
  data<WithdrawalData>({ kind: 'missing', message }, { status: 404 });

const UNAVAILABLE = 'Der Online-Widerruf ist derzeit nicht verfügbar.';

/** /kundenbereich/widerruf?antrag=…: the right of withdrawal of one of the account's applications. */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const reference = referenceOf(request);
    if (area.withdrawal === undefined) return missing(UNAVAILABLE);
    const found = await area.withdrawal.view(reference);
    if (found === NOT_LOGGED_IN) {
      return data<WithdrawalData>({
        kind: 'login',
        loginHref: loginHrefFor(withdrawalHref(reference)),
      });
    }
    if (!found.ok) return missing(found.error.message);
    return data<WithdrawalData>({ kind: 'view', view: found.value, error: null });
  };

/** The withdrawal, posted as a document (the server refuses a foreign origin); 303 after it. */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const reference = referenceOf(request);
    if (area.withdrawal === undefined) return missing(UNAVAILABLE);
    const form = await request.formData();
    const done = await area.withdrawal.withdraw(reference, form.get(CONFIRM_FIELD) === 'ja');
    if (done === NOT_LOGGED_IN) throw redirect(loginHrefFor(withdrawalHref(reference)), 303);
    if (done.ok) throw redirect(withdrawalHref(reference), 303);
    if (done.error.kind === 'withdrawal/not-found') return missing(done.error.message);
    const found = await area.withdrawal.view(reference);
    if (found === NOT_LOGGED_IN) throw redirect(loginHrefFor(withdrawalHref(reference)), 303);
    if (!found.ok) return missing(found.error.message);
    return data<WithdrawalData>(
      { kind: 'view', view: found.value, error: done.error.message },
      { status: done.error.kind === 'withdrawal/unconfirmed' ? 400 : 409 },
    );
  };

type Viewed = Extract<WithdrawalData, { kind: 'view' }>;

const WithdrawalForm = ({ page }: { readonly page: Viewed }): ReactElement => {
  const { view, error } = page;
  return (
    <form
      method="post"
      action={withdrawalHref(view.reference)}
      noValidate
      className="area-form"
      data-testid="withdrawal-form"
    >
      <p>
        Mit dem Widerruf endet Ihr Antrag: Ein Vertrag kommt nicht zustande oder wird rückwirkend
        aufgelöst. Bereits gezahlte Beiträge erstattet Ihnen der Versicherer (§ 152 Abs. 2 VVG).
        Gründe müssen Sie nicht angeben.
      </p>
      <div className="step-field app-check">
        <label className="step-check__label">
          <input
            type="checkbox"
            id="withdrawal-confirm"
            name={CONFIRM_FIELD}
            value="ja"
            className="step-check__box"
            aria-invalid={error === null ? undefined : true}
            aria-describedby={error === null ? undefined : 'withdrawal-error'}
            data-testid="withdrawal-confirm"
          />
          {`Ja, ich widerrufe meinen Antrag ${view.reference} auf die ${view.productLabel} „${view.tariffName}“.`}
        </label>
        {error === null ? null : (
          <p
            className="step-field__message"
            id="withdrawal-error"
            role="alert"
            data-testid="withdrawal-error"
          >
            {error}
          </p>
        )}
      </div>
      <button
        type="submit"
        className="rk-button rk-button--primary"
        data-testid="withdrawal-submit"
      >
        Jetzt widerrufen
      </button>
    </form>
  );
};

/** What the page says once the application is withdrawn. */
const Withdrawn = ({ view }: { readonly view: WithdrawalView }): ReactElement | null =>
  view.period.kind !== 'withdrawn' ? null : (
    <p className="area-notice" role="status" data-testid="withdrawal-done">
      <strong>{`Widerrufen am ${germanDateTimeOf(view.period.at)}.`}</strong>{' '}
      {view.period.confirmed
        ? `${view.insurerName} hat Ihren Widerruf bestätigt.`
        : `Wir haben Ihren Widerruf an ${view.insurerName} weitergeleitet. Eine Bestätigung erhalten Sie per E-Mail.`}
    </p>
  );

export const Component = (): ReactElement => {
  const page = useCustomerAreaPageData<WithdrawalData>();
  return (
    <CustomerAreaFrame
      path={WITHDRAWAL_PATH}
      fallbackHeading="Antrag widerrufen"
      login={
        page.kind === 'login'
          ? {
              href: page.loginHref,
              text: 'Ihren Antrag widerrufen Sie hier, wenn Sie mit Ihrem Kundenkonto angemeldet sind.',
            }
          : null
      }
    >
      {page.kind === 'login' ? null : page.kind === 'missing' ? (
        <AreaMissing message={page.message} testId="withdrawal-missing" />
      ) : (
        <section className="area-card" aria-labelledby="withdrawal-heading">
          <h2 id="withdrawal-heading">{`Antrag ${page.view.reference}`}</h2>
          <p>{`${page.view.insurerName} – ${page.view.tariffName}`}</p>
          {page.view.period.kind === 'withdrawn' ? (
            <Withdrawn view={page.view} />
          ) : page.view.line === null ? null : (
            <p data-testid="withdrawal-line">{page.view.line}</p>
          )}
          {page.view.period.kind === 'open' ? <WithdrawalForm page={page} /> : null}
          {page.view.period.kind !== 'open' && page.error !== null ? (
            <p className="area-error" role="alert" data-testid="withdrawal-error">
              {page.error}
            </p>
          ) : null}
          <BackToApplications />
        </section>
      )}
    </CustomerAreaFrame>
  );
};
