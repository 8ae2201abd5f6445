import type { ReactElement } from 'react';
import { data, type LoaderFunctionArgs, redirect, useLoaderData } from 'react-router-dom';
import {
  REFERENCE_PARAMETER,
  THANKYOU_ERROR_PATH,
  UNKNOWN_APPLICATION,
} from '../../../../domain/application/application-entry';
import { APPLICATION_STATUS_LABELS } from '../../../../domain/application/application-status';
import { applicationDocumentUrl } from '../../../../domain/application/document-urls';
import { applicationPageHref } from '../../../../domain/application/guest-link';
import { bookingUrlOf } from '../../../../domain/consulting/consulting-paths';
import { isAnonymousLogin, isInPointsProgramme } from '../../../../domain/session/login-state';
import type { AppServices } from '../../../../ports/app-services';
import type { ApplicationDocument } from '../../../../ports/use-cases/submit-application.use-case';
import { DocumentList } from '../../../features/application/document-list';
import { JourneyFrame, type JourneyProblem } from '../../../features/application/journey-frame';
import { serverOnly } from '../../server-only';
import { usePageHandle } from '../../use-page';

type ThankyouData =
  | { readonly kind: 'problem'; readonly problem: JourneyProblem }
  | {
      readonly kind: 'thankyou';
      readonly reference: string;
      readonly statusLabel: string;
      readonly documents: readonly ApplicationDocument[];
      readonly pointsMember: boolean;
      /** Applied without an account: the mail's signed link is the way back. */
      readonly guest: boolean;
    };

const THANKYOU_BOOKING_URL = bookingUrlOf({ origin: 'thankyou', product: null, tariffId: null });

const notFound = () =>
  data<ThankyouData>(
    { kind: 'problem', problem: { kind: 'problem', message: UNKNOWN_APPLICATION, resultUrl: '/' } },
    { status: 404 },
  );

/** /thankyou?ref=<reference>: only the customer who submitted it sees it (else 404). */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const reference = new URL(request.url).searchParams.get(REFERENCE_PARAMETER)?.trim() ?? '';
    if (reference === '' || reference.length > 100) return notFound();
    const app = await serverOnly(svc, 'application', request);
    const [view, user] = await Promise.all([app.application(reference), svc.userData()]);
    if (view === null) return notFound();
    // A hand-over that failed for good or was declined is no success: the error page explains.
    if (view.status === 'failed' || view.status === 'declined') {
      throw redirect(
        `${THANKYOU_ERROR_PATH}?${REFERENCE_PARAMETER}=${encodeURIComponent(reference)}`,
      );
    }
    return data<ThankyouData>({
      kind: 'thankyou',
      reference: view.reference,
      statusLabel: APPLICATION_STATUS_LABELS[view.status],
      documents: view.documents,
      pointsMember: user?.isLoggedIn === true && isInPointsProgramme(user.ssoUserData),
      // „Weiter ohne Konto“ is an anonymous login: no customer area either.
      guest: !(
        user?.isLoggedIn === true &&
        user.ssoUserData !== null &&
        !isAnonymousLogin(user.ssoUserData)
      ),
    });
  };

export const Component = (): ReactElement => {
  const page = useLoaderData() as ThankyouData;
  const handle = usePageHandle();
  const heading = handle?.page.heading ?? '';
  const lead = 'Ihr Antrag ist bei uns eingegangen. So geht es jetzt weiter.';
  if (page.kind === 'problem') {
    return <JourneyFrame heading={heading} lead={lead} problem={page.problem} />;
  }
  return (
    <JourneyFrame heading={heading} lead={lead} problem={null}>
      <div className="journey">
        <section className="journey__card" aria-labelledby="thankyou-reference">
          <h2 id="thankyou-reference">Ihre Antragsnummer</h2>
          <p className="journey__reference" data-testid="reference">
            {page.reference}
          </p>
          <p data-testid="application-status">Stand: {page.statusLabel}</p>
          <p>
            Bitte geben Sie diese Nummer an, wenn Sie uns zu Ihrem Antrag schreiben oder anrufen.
          </p>
        </section>
        <section className="journey__card" aria-labelledby="thankyou-next">
          <h2 id="thankyou-next">So geht es weiter</h2>
          <ol className="journey__steps">
            <li>
              Sie erhalten gleich eine Bestätigung per E-Mail
              {page.guest
                ? ' mit dem Link zu Ihrem Antrag und allen Dokumenten.'
                : '; Ihren Antrag und alle Dokumente finden Sie jederzeit in Ihrem Kundenbereich.'}
            </li>
            <li>
              Identifizierung: Der Versicherer muss Sie nach dem Geldwäschegesetz identifizieren (§
              11 GwG), z. B. per Video-Ident oder Post-Ident.{' '}
              <a href={applicationPageHref(page.reference)} data-testid="identify-entry">
                Jetzt identifizieren
              </a>
              {page.guest
                ? ' – den Link zu Ihrem Antrag finden Sie auch in der Bestätigungs-E-Mail, auf jedem Gerät.'
                : ' – auch später in Ihrem Kundenbereich unter „Meine Anträge“.'}
            </li>
            <li>
              Der Versicherer prüft Ihren Antrag und schickt Ihnen den Versicherungsschein (Police).
              Erst dann beginnt Ihr Vertrag.
            </li>
            <li>
              Sie können Ihre Vertragserklärung innerhalb von 30 Tagen nach Erhalt der Unterlagen
              ohne Angabe von Gründen widerrufen (§ 152 VVG).
            </li>
            {page.pointsMember ? (
              <li data-testid="points-note">
                Ihre Bonuspunkte schreiben wir Ihrem Punktekonto gut, sobald der Versicherer den
                Vertrag angenommen hat.
              </li>
            ) : null}
          </ol>
        </section>
        <section className="journey__card" aria-labelledby="thankyou-consulting">
          <h2 id="thankyou-consulting">Fragen zu Ihrem Vertrag?</h2>
          <p>
            Eine Beraterin oder ein Berater ruft Sie gern an – kostenlos, zu einer Zeit Ihrer Wahl.
          </p>
          <p>
            <a href={THANKYOU_BOOKING_URL} data-testid="booking-entry">
              Beratungstermin vereinbaren
            </a>
          </p>
        </section>
        {page.documents.length === 0 ? null : (
          <section className="journey__card" aria-labelledby="thankyou-documents">
            <h2 id="thankyou-documents">Ihre Dokumente</h2>
            <DocumentList
              documents={page.documents}
              hrefOf={(document) => applicationDocumentUrl(page.reference, document.id)}
            />
          </section>
        )}
      </div>
    </JourneyFrame>
  );
};
