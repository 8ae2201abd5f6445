import type { ReactElement } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import {
  journeyUrl,
  ONLINE_CONTRACT_PATH,
  REFERENCE_PARAMETER,
  UNKNOWN_APPLICATION,
} from '../../../../domain/application/application-entry';
import { CONSENT_FIELDS, TICKED } from '../../../../domain/application/contract-consents';
import { RETRY_OF_PARAMETER } from '../../../../domain/application/contract-idempotency-key';
import {
  IDEMPOTENCY_FIELD,
  isIdempotencyKey,
} from '../../../../domain/application/idempotency-key';
import type { AppServices } from '../../../../ports/app-services';
import { PhoneLink } from '../../../components/phone-link';
import { JourneyFrame, type JourneyProblem } from '../../../features/application/journey-frame';
import { serverOnly } from '../../server-only';
import { useServices } from '../../services-context';
import { usePageHandle } from '../../use-page';
import { readJourneyRequest } from './journey-request';

type ThankyouErrorData =
  | { readonly kind: 'problem'; readonly problem: JourneyProblem }
  | {
      readonly kind: 'error';
      readonly message: string;
      /** Not stored: the same submission again (same key, so it can never count twice). */
      readonly resubmit: { readonly action: string; readonly idempotencyKey: string } | null;
      /** Handed over but failed or declined: the contract page again, for a new application. */
      readonly retryUrl: string | null;
      readonly reference: string | null;
    };

const NOT_STORED =
  'Ihr Antrag konnte gerade nicht gespeichert werden. Ihre Angaben sind nicht verloren: Sie können den Antrag sofort erneut absenden.';
const HANDOVER_FAILED =
  'Ihr Antrag konnte nicht an den Versicherer übermittelt werden. Ihre Angaben sind gespeichert; bitte versuchen Sie es erneut oder rufen Sie uns an.';
const DECLINED =
  'Der Versicherer hat Ihren Antrag leider nicht angenommen. Gern suchen wir mit Ihnen einen passenden anderen Tarif.';
const GENERIC =
  'Beim Absenden Ihres Antrags ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder rufen Sie uns an.';

/**
 * /thankyou-error?ref=<reference> (the hand-over failed for good or was declined; only the owner,
 * else 404) or ?tariffId=…&<search>&idempotencyKey=… (not stored; "Erneut versuchen" posts again).
 */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const reference = url.searchParams.get(REFERENCE_PARAMETER)?.trim() ?? '';
    if (reference !== '') {
      const app = await serverOnly(svc, 'application', request);
      const view = reference.length > 100 ? null : await app.application(reference);
      if (view === null) {
        return data<ThankyouErrorData>(
          {
            kind: 'problem',
            problem: { kind: 'problem', message: UNKNOWN_APPLICATION, resultUrl: '/' },
          },
          { status: 404 },
        );
      }
      return data<ThankyouErrorData>({
        kind: 'error',
        message: view.status === 'declined' ? DECLINED : HANDOVER_FAILED,
        resubmit: null,
        // A new application: its own key, once for this reference however often it is tried.
        retryUrl: `${journeyUrl(ONLINE_CONTRACT_PATH, view.choice.tariffId, view.choice.searchQuery)}&${RETRY_OF_PARAMETER}=${encodeURIComponent(view.reference)}`,
        reference: view.reference,
      });
    }
    const read = readJourneyRequest(url);
    const key = url.searchParams.get(IDEMPOTENCY_FIELD) ?? '';
    if (read.kind !== 'journey') {
      return data<ThankyouErrorData>({
        kind: 'error',
        message: GENERIC,
        resubmit: null,
        retryUrl: null,
        reference: null,
      });
    }
    const action = journeyUrl(ONLINE_CONTRACT_PATH, read.choice.tariffId, read.query);
    return data<ThankyouErrorData>({
      kind: 'error',
      message: NOT_STORED,
      resubmit: isIdempotencyKey(key) ? { action, idempotencyKey: key } : null,
      retryUrl: action,
      reference: null,
    });
  };

export const Component = (): ReactElement => {
  const page = useLoaderData() as ThankyouErrorData;
  const { config } = useServices();
  const handle = usePageHandle();
  const heading = handle?.page.heading ?? '';
  const lead = 'Das tut uns leid. Wir helfen Ihnen gern weiter.';
  if (page.kind === 'problem') {
    return <JourneyFrame heading={heading} lead={lead} problem={page.problem} />;
  }
  return (
    <JourneyFrame heading={heading} lead={lead} problem={null}>
      <div className="journey">
        <section className="journey__card" aria-labelledby="thankyou-error" role="alert">
          <h2 id="thankyou-error">Ihr Antrag wurde noch nicht abgeschlossen</h2>
          <p data-testid="thankyou-error-message">{page.message}</p>
          {page.reference === null ? null : (
            <p>
              Ihre Antragsnummer: <strong data-testid="reference">{page.reference}</strong>
            </p>
          )}
          <p>
            Rufen Sie uns kostenlos an:{' '}
            <PhoneLink phone={config.phoneNumber} className="journey__phone" />
          </p>
          {page.resubmit !== null ? (
            <form method="post" action={page.resubmit.action}>
              <input type="hidden" name={IDEMPOTENCY_FIELD} value={page.resubmit.idempotencyKey} />
              {CONSENT_FIELDS.map((field) => (
                <input key={field} type="hidden" name={field} value={TICKED} />
              ))}
              <button type="submit" className="rk-button rk-button--accent" data-testid="retry">
                Erneut versuchen
              </button>
            </form>
          ) : page.retryUrl === null ? null : (
            <a className="rk-button rk-button--accent" href={page.retryUrl} data-testid="retry">
              Erneut versuchen
            </a>
          )}
        </section>
      </div>
    </JourneyFrame>
  );
};
