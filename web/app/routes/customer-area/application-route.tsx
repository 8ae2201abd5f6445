import type { ReactElement } from 'react';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import {
  APPLICATION_PAGE_PATH,
  applicationPageHref,
  GUEST_LINK_MESSAGES,
  LINK_STATE_PARAMETER,
} from '../../../../domain/application/guest-link';
import {
  APPLICATION_PARAMETER,
  CUSTOMER_AREA_PATH,
} from '../../../../domain/customer-area/customer-area-paths';
import { isAnonymousLogin } from '../../../../domain/session/login-state';
import type { AppServices } from '../../../../ports/app-services';
import { NOT_LOGGED_IN } from '../../../../ports/customer-area-page-services';
import type { CustomerApplication } from '../../../../ports/use-cases/customer-applications.use-case';
import { AreaMissing } from '../../../features/customer-area/area-missing';
import { loginHrefFor } from '../../root/page-shell';
import { serverOnly } from '../../server-only';
import { CustomerAreaFrame, useCustomerAreaPageData } from './customer-area-frame';
import { ApplicationCard } from './customer-area-route';

/** The form's intent: „In mein Kundenkonto übernehmen“ (else „Link erneut senden“). */
const INTENT_FIELD = 'intent';
const ADOPT_INTENT = 'uebernehmen';
/** After „Link erneut senden“ (303): the page says what happens, whatever the reference. */
const SENT_PARAMETER = 'gesendet';

type ApplicationPageData =
  | {
      /** Not the visitor's application (yet): why, the way to log in, and a new link. */
      readonly kind: 'ask';
      readonly reference: string;
      readonly loginHref: string;
      readonly message: string | null;
      readonly sent: boolean;
    }
  | { readonly kind: 'missing'; readonly message: string }
  | {
      readonly kind: 'application';
      readonly application: CustomerApplication;
      /** Logged in with an account (not „Weiter ohne Konto“): a guest application can move in. */
      readonly accountLoggedIn: boolean;
      readonly loginHref: string;
    };

const referenceOf = (request: Request): string =>
  (new URL(request.url).searchParams.get(APPLICATION_PARAMETER) ?? '').trim().slice(0, 40);

const linkMessageOf = (request: Request): string | null => {
  const state = new URL(request.url).searchParams.get(LINK_STATE_PARAMETER);
  return state === 'abgelaufen'
    ? GUEST_LINK_MESSAGES.expired
    : state === 'ungueltig'
      ? GUEST_LINK_MESSAGES.invalid
      : null;
};

const NOT_FOUND_MESSAGE = 'Diesen Antrag gibt es in Ihrem Kundenkonto nicht.';

/**
 * /kundenbereich/antrag?antrag=…: one application for its owner — the account, or the browser of
 * a guest (the one it was signed in, or one that opened the guest's signed link from the mail):
 * its status, history, identification, documents and withdrawal. Anybody else sees the login
 * and „Link erneut senden“, which mails a new link to the application's own address only.
 */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const reference = referenceOf(request);
    const message = linkMessageOf(request);
    const found =
      reference === '' || message !== null ? NOT_LOGGED_IN : await area.application(reference);
    if (found === NOT_LOGGED_IN) {
      return data<ApplicationPageData>(
        {
          kind: 'ask',
          reference,
          loginHref: loginHrefFor(applicationPageHref(reference)),
          message,
          sent: new URL(request.url).searchParams.has(SENT_PARAMETER),
        },
        // The page itself is there (the form for a new link), whatever the link was.
        { status: 200 },
      );
    }
    if (found === null) {
      return data<ApplicationPageData>(
        { kind: 'missing', message: NOT_FOUND_MESSAGE },
        { status: 404 },
      );
    }
    const user = await svc.userData();
    return data<ApplicationPageData>({
      kind: 'application',
      application: found,
      accountLoggedIn:
        user?.isLoggedIn === true &&
        user.ssoUserData !== null &&
        !isAnonymousLogin(user.ssoUserData),
      loginHref: loginHrefFor(applicationPageHref(reference)),
    });
  };

/**
 * „Link erneut senden“ for the reference of the form (the answer is the same for any), or
 * „In mein Kundenkonto übernehmen“ (intent `uebernehmen`): then on to Meine Anträge.
 */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const form = await request.formData();
    const typed = form.get(APPLICATION_PARAMETER);
    const reference = typeof typed === 'string' ? typed.trim().toUpperCase().slice(0, 40) : '';
    if (form.get(INTENT_FIELD) === ADOPT_INTENT) {
      const adopted = reference !== '' && (await area.adopt?.(reference)) === true;
      throw redirect(adopted ? CUSTOMER_AREA_PATH : applicationPageHref(reference), 303);
    }
    if (reference !== '') await area.resendGuestLink?.(reference);
    throw redirect(`${applicationPageHref(reference)}&${SENT_PARAMETER}=1`, 303);
  };

/** A guest application: into an account („Konto anlegen“, then „übernehmen“). */
const TakeOver = ({ page }: { readonly page: Shown }): ReactElement | null => {
  if (!page.application.guest) return null;
  return page.accountLoggedIn ? (
    <section className="area-card" aria-labelledby="take-over-heading" data-testid="take-over">
      <h2 id="take-over-heading">In Ihr Kundenkonto übernehmen</h2>
      <p>
        Sie haben diesen Antrag ohne Kundenkonto gestellt. Übernehmen Sie ihn in Ihr Konto, dann
        finden Sie ihn jederzeit unter „Meine Anträge“.
      </p>
      <form method="post" action={APPLICATION_PAGE_PATH} className="area-form">
        <input type="hidden" name={INTENT_FIELD} value={ADOPT_INTENT} />
        <input type="hidden" name={APPLICATION_PARAMETER} value={page.application.reference} />
        <button
          type="submit"
          className="rk-button rk-button--primary"
          data-testid="take-over-submit"
        >
          In mein Kundenkonto übernehmen
        </button>
      </form>
    </section>
  ) : (
    <section className="area-card" aria-labelledby="take-over-heading" data-testid="take-over">
      <h2 id="take-over-heading">Konto anlegen</h2>
      <p>
        Mit einem Kundenkonto sehen Sie diesen Antrag jederzeit unter „Meine Anträge“ – ohne Link
        aus der E-Mail. Nach der Anmeldung übernehmen Sie ihn mit einem Klick.
      </p>
      <p>
        <a
          className="rk-button rk-button--secondary"
          href={page.loginHref}
          data-testid="take-over-login"
        >
          Konto anlegen oder anmelden
        </a>
      </p>
    </section>
  );
};

type Ask = Extract<ApplicationPageData, { kind: 'ask' }>;
type Shown = Extract<ApplicationPageData, { kind: 'application' }>;

const AskForLink = ({ page }: { readonly page: Ask }): ReactElement => (
  <section className="area-card" aria-labelledby="guest-link-heading">
    {page.message === null ? null : (
      <p className="area-error" role="alert" data-testid="guest-link-state">
        {page.message}
      </p>
    )}
    {page.sent ? (
      <p className="area-notice" role="status" data-testid="guest-link-sent">
        {GUEST_LINK_MESSAGES.resent}
      </p>
    ) : null}
    <h2 id="guest-link-heading">Ohne Kundenkonto beantragt?</h2>
    <p>
      Wir senden Ihnen einen neuen Link zu Ihrem Antrag an die E-Mail-Adresse, die Sie im Antrag
      angegeben haben. Der Link ist 30 Tage gültig.
    </p>
    <form
      method="post"
      action={APPLICATION_PAGE_PATH}
      className="area-form"
      data-testid="guest-link-form"
    >
      <div className="step-field">
        <label className="step-field__label" htmlFor="guest-link-reference">
          Antragsnummer
        </label>
        <input
          id="guest-link-reference"
          name={APPLICATION_PARAMETER}
          className="step-field__input"
          defaultValue={page.reference}
          autoComplete="off"
          spellCheck={false}
          maxLength={40}
          required
        />
      </div>
      <button
        type="submit"
        className="rk-button rk-button--primary"
        data-testid="guest-link-resend"
      >
        Link erneut senden
      </button>
    </form>
    <p>
      Mit Kundenkonto beantragt? <a href={page.loginHref}>Anmelden</a>
    </p>
  </section>
);

export const Component = (): ReactElement => {
  const page = useCustomerAreaPageData<ApplicationPageData>();
  return (
    <CustomerAreaFrame path={APPLICATION_PAGE_PATH} fallbackHeading="Ihr Antrag" login={null}>
      {page.kind === 'ask' ? (
        <AskForLink page={page} />
      ) : page.kind === 'missing' ? (
        <AreaMissing message={page.message} testId="application-missing" />
      ) : (
        <>
          <ul className="area-list" data-testid="area-applications">
            <ApplicationCard application={page.application} />
          </ul>
          <TakeOver page={page} />
        </>
      )}
    </CustomerAreaFrame>
  );
};
