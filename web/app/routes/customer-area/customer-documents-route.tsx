import type { ReactElement } from 'react';
import { data, type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { applicationDocumentUrl } from '../../../../domain/application/document-urls';
import {
  APPLICATION_PARAMETER,
  CUSTOMER_AREA_PATH,
} from '../../../../domain/customer-area/customer-area-paths';
import {
  customerDocumentsHref,
  DOCUMENTS_ERROR_PARAMETER,
  DOCUMENTS_UPLOADED_PARAMETER,
  DOCUMENTS_VIEW_PARAMETER,
  ID_CARD_VIEW,
} from '../../../../domain/documents/documents-paths';
import {
  UPLOADED_DOCUMENT_KIND_LABELS,
  uploadFormMessageOf,
} from '../../../../domain/documents/upload-form';
import { missingIdCopyText } from '../../../../domain/identification/id-copy';
import type { AppServices } from '../../../../ports/app-services';
import {
  type CustomerDocumentsView,
  NOT_LOGGED_IN,
} from '../../../../ports/customer-area-page-services';
import { DetailProblem } from '../../../components/form/detail-problem';
import { DocumentList } from '../../../features/application/document-list';
import { UploadForm } from '../../../features/customer-area/upload-form';
import { loginHrefFor } from '../../root/page-shell';
import { serverOnly } from '../../server-only';
import { useServices } from '../../services-context';
import { CustomerAreaFrame } from './customer-area-frame';

type DocumentsData =
  | { readonly kind: 'login'; readonly loginHref: string }
  | { readonly kind: 'not-found' }
  | {
      readonly kind: 'documents';
      readonly view: CustomerDocumentsView;
      readonly idCard: boolean;
      readonly uploaded: boolean;
      readonly error: string | null;
    };

/** Another account's, a guest's or a guessed reference: the same answer as none at all. */
const NOT_FOUND_MESSAGE = 'Diesen Antrag gibt es in Ihrem Kundenbereich nicht.';

/**
 * /kundenbereich/dokumente?antrag=RK-…: one application's generated PDFs, the files the customer
 * uploaded and the upload form (a plain form post, so it works without JavaScript). With
 * `art=ausweis` the form asks for the two sides of the Ausweiskopie. The logged-in account's
 * own applications only; any other reference is 404.
 */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const params = url.searchParams;
    const reference = params.get(APPLICATION_PARAMETER)?.trim() ?? '';
    const area = await serverOnly(svc, 'customerArea', request);
    const view = reference.length > 40 ? null : await area.documents(reference);
    if (view === NOT_LOGGED_IN) {
      return data<DocumentsData>({
        kind: 'login',
        loginHref: loginHrefFor(`${url.pathname}${url.search}`),
      });
    }
    if (view === null) return data<DocumentsData>({ kind: 'not-found' }, { status: 404 });
    return data<DocumentsData>({
      kind: 'documents',
      view,
      idCard: params.get(DOCUMENTS_VIEW_PARAMETER) === ID_CARD_VIEW,
      uploaded: params.get(DOCUMENTS_UPLOADED_PARAMETER) === '1',
      error: uploadFormMessageOf(params.get(DOCUMENTS_ERROR_PARAMETER), svc.config.uploadMaxBytes),
    });
  };

const Documents = ({
  page,
}: {
  readonly page: Extract<DocumentsData, { kind: 'documents' }>;
}): ReactElement => {
  const { application, uploads } = page.view;
  // The server's UPLOAD_MAX_BYTES, from the page's public settings (the same after hydration).
  const { uploadMaxBytes } = useServices().config;
  const idCopyMissing = missingIdCopyText(uploads.map((upload) => upload.kind));
  return (
    <>
      <p className="area-subject" data-testid="documents-application">
        {`${application.insurerName} – ${application.tariffName}, Antragsnummer ${application.reference}`}
      </p>
      {page.uploaded ? (
        <p className="area-notice" role="status" data-testid="upload-notice">
          Vielen Dank – Ihre Datei ist hochgeladen.
        </p>
      ) : null}
      <section className="area-card" aria-labelledby="documents-generated">
        <h2 id="documents-generated">Dokumente zu Ihrem Antrag</h2>
        {application.documents.length === 0 ? (
          <p>Die Dokumente zu Ihrem Antrag stehen hier bereit, sobald er erstellt ist.</p>
        ) : (
          <DocumentList
            documents={application.documents}
            hrefOf={(document) => applicationDocumentUrl(application.reference, document.id)}
          />
        )}
      </section>
      <section className="area-card" aria-labelledby="documents-uploaded">
        <h2 id="documents-uploaded">Ihre hochgeladenen Dateien</h2>
        {uploads.length === 0 ? (
          <p data-testid="uploads-empty">Sie haben noch keine Dateien hochgeladen.</p>
        ) : (
          <ul className="journey__documents" data-testid="uploads">
            {uploads.map((upload) => (
              <li key={upload.id} data-upload={upload.id} data-kind={upload.kind}>
                <a href={upload.url} download={upload.fileName}>
                  {upload.name}
                </a>
                <span className="journey__file">
                  {`${UPLOADED_DOCUMENT_KIND_LABELS[upload.kind]}, ${upload.size}`}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
      {page.idCard ? (
        <>
          {idCopyMissing === null ? null : (
            <p className="area-notice" role="status" data-testid="id-copy-missing">
              {idCopyMissing}
            </p>
          )}
          <UploadForm
            reference={application.reference}
            idPrefix="ausweis-vorne"
            kinds={['ausweisVorderseite']}
            heading="Ausweiskopie – Vorderseite hochladen"
            error={page.error}
            maxBytes={uploadMaxBytes}
          />
          <UploadForm
            reference={application.reference}
            idPrefix="ausweis-hinten"
            kinds={['ausweisRueckseite']}
            heading="Ausweiskopie – Rückseite hochladen"
            error={null}
            maxBytes={uploadMaxBytes}
          />
          <p>
            <a href={customerDocumentsHref(application.reference)} data-testid="upload-other">
              Ein anderes Dokument hochladen
            </a>
          </p>
        </>
      ) : (
        <UploadForm
          reference={application.reference}
          idPrefix="upload"
          kinds={['sonstiges', 'nachweis', 'ausweisVorderseite', 'ausweisRueckseite']}
          heading="Datei hochladen"
          error={page.error}
          maxBytes={uploadMaxBytes}
        />
      )}
    </>
  );
};

export const Component = (): ReactElement => {
  const page = useLoaderData() as DocumentsData;
  return (
    <CustomerAreaFrame
      path={CUSTOMER_AREA_PATH}
      fallbackHeading="Dokumente"
      login={
        page.kind === 'login'
          ? {
              href: page.loginHref,
              text: 'Die Dokumente Ihrer Anträge sehen Sie, wenn Sie mit Ihrem Kundenkonto angemeldet sind.',
            }
          : null
      }
    >
      {page.kind === 'login' ? null : page.kind === 'not-found' ? (
        <DetailProblem
          title="Antrag nicht gefunden"
          message={NOT_FOUND_MESSAGE}
          links={[{ href: CUSTOMER_AREA_PATH, label: 'Zu Meine Anträge' }]}
        />
      ) : (
        <Documents page={page} />
      )}
    </CustomerAreaFrame>
  );
};
