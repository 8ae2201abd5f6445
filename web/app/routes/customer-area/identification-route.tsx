import type { ReactElement } from 'react';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { CUSTOMER_AREA_PATH } from '../../../../domain/customer-area/customer-area-paths';
import {
  IDENTIFICATION_PARAMS,
  IDENTIFICATION_PATH,
  identificationPagePath,
  postIdentCouponPath,
} from '../../../../domain/identification/identification-paths';
import { reminderConfirmationText } from '../../../../domain/identification/identification-reminders';
import type { AppServices } from '../../../../ports/app-services';
import { NOT_LOGGED_IN } from '../../../../ports/customer-area-page-services';
import {
  type IdentificationPageServices,
  NOT_FOUND,
} from '../../../../ports/identification-page-services';
import type { IdentificationView } from '../../../../ports/use-cases/identification.use-case';
import { IdentificationChoices } from '../../../features/customer-area/identification-choices';
import { loginHrefFor } from '../../root/page-shell';
import { serverOnly } from '../../server-only';
import { CustomerAreaFrame, useCustomerAreaPageData } from './customer-area-frame';

/** The notices the page shows after a redirect (303), by the `hinweis` parameter. */
const NOTICES: Readonly<Record<string, string>> = {
  sms: 'Wir haben Ihnen den Link zur Identifizierung per SMS geschickt. Öffnen Sie ihn auf Ihrem Smartphone.',
  coupon:
    'Ihr Postident-Coupon ist bereit. Laden Sie ihn herunter und nehmen Sie ihn mit Ihrem Ausweis mit in eine Filiale der Deutschen Post.',
  success: 'Vielen Dank – Ihre Identifizierung ist abgeschlossen.',
  decline:
    'Die Identifizierung wurde abgelehnt oder abgebrochen. Sie können es erneut versuchen oder eine andere Art wählen.',
};

const NOT_FOUND_MESSAGE = 'Diesen Antrag gibt es in Ihrem Kundenbereich nicht.';
const UNAVAILABLE_MESSAGE = 'Die Identifizierung ist gerade nicht verfügbar.';

type IdentificationData =
  | { readonly kind: 'login'; readonly loginHref: string }
  | { readonly kind: 'problem'; readonly message: string }
  | {
      readonly kind: 'page';
      readonly view: IdentificationView;
      readonly notice: string | null;
      /** A decline is news the customer must act on: shown as a warning, not as a success. */
      readonly noticeIsWarning: boolean;
      readonly error: string | null;
    };

const problem = (message: string, status: number) =>
  data<IdentificationData>({ kind: 'problem', message }, { status });

const identificationOf = async (
  svc: AppServices,
  request: Request,
): Promise<IdentificationPageServices | null> =>
  (await serverOnly(svc, 'customerArea', request)).identification ?? null;

/**
 * The identification service's redirect back (state, answer, its signature): recorded once, then
 * 303 to the page with the outcome; a forged, replayed or expired one shows the message (4xx).
 */
const finishRedirect = async (
  identification: IdentificationPageServices,
  params: URLSearchParams,
  returnTo: string,
) => {
  const finished = await identification.finish({
    state: params.get(IDENTIFICATION_PARAMS.state) ?? '',
    response: params.get(IDENTIFICATION_PARAMS.response) ?? '',
    signature: params.get(IDENTIFICATION_PARAMS.signature) ?? '',
  });
  if (finished === NOT_LOGGED_IN) throw redirect(loginHrefFor(returnTo), 303);
  if (finished === NOT_FOUND) return problem(NOT_FOUND_MESSAGE, 404);
  if (!finished.ok) {
    return problem(finished.error.message, finished.error.kind.endsWith('used') ? 409 : 400);
  }
  const outcome = finished.value.state.status === 'done' ? 'success' : 'decline';
  throw redirect(
    `${identificationPagePath(finished.value.reference)}&${IDENTIFICATION_PARAMS.notice}=${outcome}`,
    303,
  );
};

/** /kundenbereich/identifizierung?antrag=REF: how the customer identifies for the application. */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const returnTo = `${url.pathname}${url.search}`;
    const identification = await identificationOf(svc, request);
    if (identification === null) return problem(UNAVAILABLE_MESSAGE, 503);
    const params = url.searchParams;
    if (params.has(IDENTIFICATION_PARAMS.state)) {
      return finishRedirect(identification, params, returnTo);
    }
    const view = await identification.view(params.get(IDENTIFICATION_PARAMS.reference) ?? '');
    if (view === NOT_LOGGED_IN) {
      return data<IdentificationData>({ kind: 'login', loginHref: loginHrefFor(returnTo) });
    }
    if (view === NOT_FOUND) return problem(NOT_FOUND_MESSAGE, 404);
    const notice = params.get(IDENTIFICATION_PARAMS.notice);
    return data<IdentificationData>({
      kind: 'page',
      view,
      notice:
        notice === 'erinnerung'
          ? reminderConfirmationText(view.reminderDays)
          : notice !== null && Object.hasOwn(NOTICES, notice)
            ? (NOTICES[notice] ?? null)
            : null,
      noticeIsWarning: notice === 'decline',
      error: null,
    });
  };

const fieldOf = (form: FormData, name: string): string => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/** The three choices of SPEC §3 posted as documents (the server refuses a foreign origin). */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const identification = await identificationOf(svc, request);
    if (identification === null) return problem(UNAVAILABLE_MESSAGE, 503);
    const form = await request.formData();
    const reference = fieldOf(form, IDENTIFICATION_PARAMS.reference);
    const page = identificationPagePath(reference);
    const intent = fieldOf(form, 'intent');
    const answer =
      intent === 'sendSms'
        ? await identification.sendSms(reference)
        : intent === 'identifyLater'
          ? await identification.remindLater(reference)
          : await identification.start(reference, fieldOf(form, 'type'));
    if (answer === NOT_LOGGED_IN) throw redirect(loginHrefFor(page), 303);
    if (answer === NOT_FOUND) return problem(NOT_FOUND_MESSAGE, 404);
    if (answer.ok) {
      const started = typeof answer.value === 'string' ? null : answer.value;
      if (started === null) {
        const notice = intent === 'sendSms' ? 'sms' : 'erinnerung';
        throw redirect(`${page}&${IDENTIFICATION_PARAMS.notice}=${notice}`, 303);
      }
      if (started.kind === 'coupon') {
        throw redirect(`${page}&${IDENTIFICATION_PARAMS.notice}=coupon`, 303);
      }
      throw redirect(started.location, 303);
    }
    const view = await identification.view(reference);
    if (view === NOT_LOGGED_IN || view === NOT_FOUND) return problem(NOT_FOUND_MESSAGE, 404);
    return data<IdentificationData>(
      { kind: 'page', view, notice: null, noticeIsWarning: false, error: answer.error.message },
      { status: 400 },
    );
  };

export const Component = (): ReactElement => {
  const page = useCustomerAreaPageData<IdentificationData>();
  return (
    <CustomerAreaFrame
      path={IDENTIFICATION_PATH}
      fallbackHeading="Identifizierung"
      login={
        page.kind === 'login'
          ? {
              href: page.loginHref,
              text: 'Ihre Identifizierung starten Sie, wenn Sie mit Ihrem Kundenkonto angemeldet sind – oder ohne Konto über den Link zu Ihrem Antrag aus Ihrer Bestätigungs-E-Mail.',
            }
          : null
      }
    >
      {page.kind === 'login' ? null : page.kind === 'problem' ? (
        <section className="area-card" data-testid="ident-problem">
          <h2>Das hat nicht geklappt</h2>
          <p className="area-error" role="alert">
            {page.message}
          </p>
          <p>
            <a href={CUSTOMER_AREA_PATH}>Zurück zu Meine Anträge</a>
          </p>
        </section>
      ) : (
        <IdentificationChoices
          view={page.view}
          notice={page.notice}
          noticeIsWarning={page.noticeIsWarning}
          error={page.error}
          couponHref={postIdentCouponPath(page.view.reference)}
        />
      )}
    </CustomerAreaFrame>
  );
};
