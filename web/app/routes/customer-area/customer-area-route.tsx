import type { ReactElement } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { applicationDocumentUrl } from '../../../../domain/application/document-urls';
import {
  CUSTOMER_AREA_PATH,
  payInMoreHref,
  tariffAdjustmentHref,
} from '../../../../domain/customer-area/customer-area-paths';
import { customerDocumentsHref } from '../../../../domain/documents/documents-paths';
import { identificationPagePath } from '../../../../domain/identification/identification-paths';
import { bonusPointsText } from '../../../../domain/points/bonus-points-text';
import type { AppServices } from '../../../../ports/app-services';
import type { CustomerApplication } from '../../../../ports/use-cases/customer-applications.use-case';
import { PhoneLink } from '../../../components/phone-link';
import { DocumentList } from '../../../features/application/document-list';
import { loginHrefFor } from '../../root/page-shell';
import { serverOnly } from '../../server-only';
import { useServices } from '../../services-context';
import { CustomerAreaFrame } from './customer-area-frame';

type CustomerAreaData =
  | { readonly kind: 'login'; readonly loginHref: string }
  | {
      readonly kind: 'area';
      readonly applications: readonly CustomerApplication[];
      readonly pointsMember: boolean;
      readonly pointsBalance: number;
    };

/**
 * /kundenbereich (Meine Anträge): the logged-in account's applications with their status and
 * documents. A guest sees the login prompt, not the applications of this browser: the area is
 * the account's, and a shared browser must not show one guest's applications to the next
 * (a guest's application stays reachable from its /thankyou page and the confirmation mail).
 */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const overview = await area.overview();
    if (overview === null) {
      return data<CustomerAreaData>({
        kind: 'login',
        loginHref: loginHrefFor(CUSTOMER_AREA_PATH),
      });
    }
    return data<CustomerAreaData>({
      kind: 'area',
      applications: overview.applications,
      pointsMember: overview.pointsMember,
      pointsBalance: overview.pointsBalance,
    });
  };

/** One application's card: „Meine Anträge“, and the page of one application (a guest's link). */
export const ApplicationCard = ({
  application,
}: {
  readonly application: CustomerApplication;
}): ReactElement => {
  const headingId = `antrag-${application.reference}`;
  const { config } = useServices();
  return (
    <li className="area-card" data-reference={application.reference}>
      <div className="area-card__head">
        <h2 id={headingId}>{`${application.insurerName} – ${application.tariffName}`}</h2>
        <span
          className="area-status"
          data-status={application.status}
          data-testid="area-status-badge"
          aria-hidden="true"
        >
          {application.statusBadge}
        </span>
      </div>
      {application.status === 'failed' ? (
        <p className="area-notice" data-testid="area-failed" role="status">
          <strong>Übermittlung fehlgeschlagen</strong>
          {
            ' – Ihr Antrag ist bei uns gespeichert und geht nicht verloren. Wir melden uns bei Ihnen; Sie erreichen uns auch unter '
          }
          <PhoneLink phone={config.phoneNumber} />
          {'.'}
        </p>
      ) : null}
      {application.adjustmentPending ? (
        <p className="area-notice" data-testid="area-adjustment">
          <strong>Tarifanpassung erforderlich</strong>
          {' – '}
          <a href={tariffAdjustmentHref(application.reference)}>
            Neue Werte ansehen und entscheiden
            <span className="visually-hidden">{`: ${application.reference}`}</span>
          </a>
        </p>
      ) : null}
      {application.payInMoreOffer !== undefined && application.payInMoreOffer !== null ? (
        <p className="area-notice" data-testid="area-pay-in-more">
          <strong>Zuzahlungs-Aktion (Demo)</strong>
          {' – '}
          <a href={payInMoreHref(application.reference)}>
            Jetzt einmalig zuzahlen oder den Monatsbeitrag erhöhen
            <span className="visually-hidden">{`: ${application.reference}`}</span>
          </a>
        </p>
      ) : null}
      {application.withdrawal.line === null ? null : (
        <p className="area-withdrawal" data-testid="area-withdrawal">
          {application.withdrawal.line}
          {application.withdrawal.href === null ? null : (
            <>
              {' '}
              <a href={application.withdrawal.href}>
                Antrag widerrufen
                <span className="visually-hidden">{`: ${application.reference}`}</span>
              </a>
            </>
          )}
        </p>
      )}
      <dl className="area-facts">
        <div>
          <dt>Antragsnummer</dt>
          <dd data-testid="area-reference">{application.reference}</dd>
        </div>
        <div>
          <dt>Beantragt am</dt>
          <dd>{application.submittedOn}</dd>
        </div>
        {application.identification === undefined ? null : (
          <div>
            <dt>Identifizierung</dt>
            <dd>
              <span
                className="area-status"
                data-status={application.identification.status}
                data-testid="area-identification"
              >
                {application.identification.label}
              </span>
            </dd>
          </div>
        )}
        <div>
          <dt>Produkt</dt>
          <dd>{application.productLabel}</dd>
        </div>
        <div>
          <dt>Beitrag</dt>
          <dd>{application.contribution ?? '–'}</dd>
        </div>
        <div>
          <dt>Stand</dt>
          <dd data-status={application.status} data-testid="area-status">
            {application.statusLabel}
          </dd>
        </div>
      </dl>
      {application.identification === undefined ||
      application.identification.status === 'done' ||
      application.identification.status === 'inReview' ? null : (
        <p>
          <a
            className="rk-button rk-button--primary"
            href={identificationPagePath(application.reference)}
            data-testid="area-identify"
          >
            Jetzt identifizieren
            <span className="visually-hidden">{` für ${application.reference}`}</span>
          </a>
        </p>
      )}
      <div className="area-takeover">
        <a
          className="rk-button rk-button--secondary"
          href={application.takeoverHref}
          aria-describedby={headingId}
          data-testid="area-takeover"
        >
          Daten übernehmen
        </a>
        <p>
          Startet einen neuen Vergleich mit denselben Angaben. Ihre persönlichen Daten füllen wir im
          neuen Antrag vor – Sie können sie dort prüfen und ändern.
        </p>
      </div>
      {application.documents.length === 0 ? null : (
        <section aria-label={`Dokumente zu ${application.reference}`}>
          <h3>Ihre Dokumente</h3>
          <DocumentList
            documents={application.documents}
            hrefOf={(document) => applicationDocumentUrl(application.reference, document.id)}
          />
        </section>
      )}
      {application.history.length === 0 ? null : (
        <details className="area-history" data-testid="area-history">
          <summary>
            Verlauf<span className="visually-hidden">{` von ${application.reference}`}</span>
          </summary>
          <ol>
            {application.history.map((entry) => (
              <li key={`${entry.kind}-${entry.at}`} data-kind={entry.kind}>
                <time dateTime={entry.at}>{entry.when}</time> {entry.label}
              </li>
            ))}
          </ol>
        </details>
      )}
      <p className="area-card__documents">
        <a
          href={customerDocumentsHref(application.reference)}
          aria-describedby={headingId}
          data-testid="area-documents"
        >
          Dokumente
        </a>
        {' – ansehen und Nachweise hochladen'}
      </p>
    </li>
  );
};

export const Component = (): ReactElement => {
  const page = useLoaderData() as CustomerAreaData;
  return (
    <CustomerAreaFrame
      path={CUSTOMER_AREA_PATH}
      fallbackHeading="Meine Anträge"
      login={
        page.kind === 'login'
          ? {
              href: page.loginHref,
              text: 'Ihre Anträge, Dokumente und Ihren Merkzettel sehen Sie, wenn Sie mit Ihrem Kundenkonto angemeldet sind.',
            }
          : null
      }
    >
      {page.kind === 'login' ? null : (
        <>
          {page.pointsMember ? (
            <section className="area-card" aria-labelledby="area-points">
              <h2 id="area-points">Ihr Punktekonto</h2>
              <p className="area-points" data-testid="area-points">
                {`Gutgeschrieben: ${bonusPointsText(page.pointsBalance)}`}
              </p>
              <p>Punkte schreiben wir gut, sobald der Versicherer Ihren Antrag angenommen hat.</p>
            </section>
          ) : null}
          {page.applications.length === 0 ? (
            <section className="area-card" data-testid="area-empty">
              <h2>Noch keine Anträge</h2>
              <p>Sobald Sie einen Tarif online abschließen, finden Sie den Antrag hier.</p>
              <p>
                <a className="rk-button rk-button--primary" href="/">
                  Jetzt Tarife vergleichen
                </a>
              </p>
            </section>
          ) : (
            <ul className="area-list" data-testid="area-applications">
              {page.applications.map((application) => (
                <ApplicationCard key={application.reference} application={application} />
              ))}
            </ul>
          )}
        </>
      )}
    </CustomerAreaFrame>
  );
};
