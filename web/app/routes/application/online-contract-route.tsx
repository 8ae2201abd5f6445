import type { ReactElement } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from 'react-router-dom';
import {
  journeyUrl,
  ONLINE_CONTRACT_PATH,
  PERSONAL_DATA_PATH,
  REFERENCE_PARAMETER,
  THANKYOU_ERROR_PATH,
  THANKYOU_PATH,
} from '../../../../domain/application/application-entry';
import {
  CONSENT_FIELDS,
  type ConsentErrors,
  type ConsentField,
  readContractConsents,
  TICKED,
} from '../../../../domain/application/contract-consents';
import {
  contractIdempotencyKey,
  RETRY_OF_PARAMETER,
} from '../../../../domain/application/contract-idempotency-key';
import {
  applicantLines,
  contractSummaryLines,
  type SummaryLine,
} from '../../../../domain/application/contract-summary';
import { previewDocumentUrl } from '../../../../domain/application/document-urls';
import {
  IDEMPOTENCY_FIELD,
  isIdempotencyKey,
} from '../../../../domain/application/idempotency-key';
import type { AppServices } from '../../../../ports/app-services';
import type { ApplicationPageServices } from '../../../../ports/application-page-services';
import type { ApplicationDocument } from '../../../../ports/use-cases/submit-application.use-case';
import { NO_DRAFT_MESSAGE } from '../../../../ports/use-cases/submit-online-contract.use-case';
import { ContractForm } from '../../../features/application/contract-form';
import { DocumentList } from '../../../features/application/document-list';
import { JourneyFrame, type JourneyProblem } from '../../../features/application/journey-frame';
import { SummaryList } from '../../../features/application/summary-list';
import { serverOnly } from '../../server-only';
import { usePageHandle } from '../../use-page';
import { type JourneyRequest, readJourneyRequest } from './journey-request';

type Journey = Extract<JourneyRequest, { kind: 'journey' }>;

type ContractData =
  | { readonly kind: 'problem'; readonly problem: JourneyProblem }
  | { readonly kind: 'no-draft'; readonly personalDataUrl: string; readonly message: string }
  | {
      readonly kind: 'contract';
      readonly summary: readonly SummaryLine[];
      readonly applicant: readonly SummaryLine[];
      readonly documents: readonly ApplicationDocument[];
      readonly tariffId: string;
      readonly query: string;
      /** The form's target: this page with the tariff and the search. */
      readonly action: string;
      readonly idempotencyKey: string;
      readonly ticked: Readonly<Record<ConsentField, boolean>>;
      readonly errors: ConsentErrors;
      /** A message about the whole application (a field of the draft, the risk rule), or null. */
      readonly message: string | null;
      readonly personalDataUrl: string;
      readonly detailsUrl: string;
    };

const NOT_ONLINE =
  'Dieser Tarif kann nicht online abgeschlossen werden. Gern beraten wir Sie persönlich – fragen Sie eine Beratung an.';

const NONE_TICKED: Readonly<Record<ConsentField, boolean>> = {
  adviceWaiver: false,
  withdrawalNoticeRead: false,
  dataProtection: false,
};

/** The page for a request: the tariff's figures, the draft, the documents and the form. */
const contractPage = async (
  svc: AppServices,
  app: ApplicationPageServices,
  read: Journey,
  form: {
    /**
     * The key the form posts (a posted page keeps its key); else the draft's own, so the same
     * page loaded again (back from /thankyou) sends the same application, and a retry after a
     * declined or failed hand-over (`retryOf`) a new one.
     */
    readonly idempotencyKey: string | { readonly retryOf: string | null };
    readonly ticked: Readonly<Record<ConsentField, boolean>>;
    readonly errors: ConsentErrors;
    readonly message: string | null;
  },
): Promise<{ readonly page: ContractData; readonly status: number }> => {
  const problem = (message: string, status: number): { page: ContractData; status: number } => ({
    page: { kind: 'problem', problem: { kind: 'problem', message, resultUrl: read.resultUrl } },
    status,
  });
  const [details, draft] = await Promise.all([
    svc.tariffDetails(read.choice.tariffId, read.query),
    app.draft(),
  ]);
  if (!details.ok) {
    const status = details.error.kind === 'comparison/unknown-tariff' ? 404 : 400;
    return problem(
      details.error.message,
      details.error.kind === 'comparison/unavailable' ? 503 : status,
    );
  }
  if (!details.value.onlineContract) {
    return problem(NOT_ONLINE, 400);
  }
  const personalDataUrl = journeyUrl(PERSONAL_DATA_PATH, read.choice.tariffId, read.query);
  if (draft === null) {
    return { page: { kind: 'no-draft', personalDataUrl, message: NO_DRAFT_MESSAGE }, status: 200 };
  }
  const documents = await app.documentsPreview(read.choice);
  const paymentPeriod =
    read.search.searchData.paymentPeriod ??
    (details.value.row.monthlyContribution > 0 ? 'monthly' : 'oneTime');
  return {
    page: {
      kind: 'contract',
      summary: contractSummaryLines(details.value, paymentPeriod),
      applicant: applicantLines(draft),
      documents,
      tariffId: read.choice.tariffId,
      query: read.query,
      action: journeyUrl(ONLINE_CONTRACT_PATH, read.choice.tariffId, read.query),
      personalDataUrl,
      detailsUrl: read.detailsUrl,
      ...form,
      idempotencyKey:
        typeof form.idempotencyKey === 'string'
          ? form.idempotencyKey
          : contractIdempotencyKey(
              draft,
              { tariffId: read.choice.tariffId, query: read.query },
              form.idempotencyKey.retryOf,
            ),
    },
    status: 200,
  };
};

/** /online-contract?tariffId=<id>&<search>: summary, documents, ticks and the button. */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const read = readJourneyRequest(new URL(request.url));
    if (read.kind !== 'journey') {
      return data<ContractData>({ kind: 'problem', problem: read }, { status: 400 });
    }
    const app = await serverOnly(svc, 'application', request);
    const retryOf = new URL(request.url).searchParams.get(RETRY_OF_PARAMETER)?.trim() ?? '';
    const { page, status } = await contractPage(svc, app, read, {
      idempotencyKey: { retryOf: retryOf === '' || retryOf.length > 100 ? null : retryOf },
      ticked: NONE_TICKED,
      errors: {},
      message: null,
    });
    return data<ContractData>(page, { status });
  };

/**
 * The form posted (CSRF-checked by the server, no JavaScript needed): without every tick the page
 * again with the message at each box (400); else the application is submitted once per key —
 * 303 to /thankyou, or to /thankyou-error when it could not be stored (everything kept).
 */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const url = new URL(request.url);
    const read = readJourneyRequest(url);
    if (read.kind !== 'journey') {
      return data<ContractData>({ kind: 'problem', problem: read }, { status: 400 });
    }
    const app = await serverOnly(svc, 'application', request);
    const form = new URLSearchParams();
    for (const [name, value] of await request.formData()) {
      if (typeof value === 'string') form.append(name, value);
    }
    const sentKey = form.get(IDEMPOTENCY_FIELD) ?? '';
    const idempotencyKey = isIdempotencyKey(sentKey) ? sentKey : app.newIdempotencyKey();
    const ticked = Object.fromEntries(
      CONSENT_FIELDS.map((field) => [field, form.get(field) === TICKED]),
    ) as Record<ConsentField, boolean>;
    const consents = readContractConsents(form);
    const again = async (errors: ConsentErrors, message: string | null) => {
      const { page, status } = await contractPage(svc, app, read, {
        idempotencyKey,
        ticked,
        errors,
        message,
      });
      return data<ContractData>(page, { status: status === 200 ? 400 : status });
    };
    if (!consents.ok) return again(consents.error, null);
    if (!isIdempotencyKey(sentKey)) {
      return again({}, 'Bitte prüfen Sie Ihre Angaben und senden Sie den Antrag erneut ab.');
    }
    const submitted = await app.submit({
      choice: read.choice,
      consents: consents.value,
      idempotencyKey,
    });
    if (submitted.ok) {
      throw redirect(
        `${THANKYOU_PATH}?${REFERENCE_PARAMETER}=${encodeURIComponent(submitted.value.reference)}`,
        303,
      );
    }
    if (submitted.error.kind === 'application/store') {
      const retry = journeyUrl(THANKYOU_ERROR_PATH, read.choice.tariffId, read.query);
      throw redirect(`${retry}&${IDEMPOTENCY_FIELD}=${encodeURIComponent(idempotencyKey)}`, 303);
    }
    const fieldMessages = Object.values(submitted.error.fields ?? {});
    return again({}, [submitted.error.message, ...fieldMessages].join(' '));
  };

export const Component = (): ReactElement => {
  const loaded = useLoaderData() as ContractData;
  const posted = useActionData() as ContractData | undefined;
  const page = posted ?? loaded;
  const handle = usePageHandle();
  const heading = handle?.page.heading ?? '';
  const lead =
    'Prüfen Sie Ihren Antrag, lesen Sie die Dokumente und schließen Sie Ihre Altersvorsorge online ab.';
  if (page.kind === 'problem') {
    return <JourneyFrame heading={heading} lead={lead} problem={page.problem} />;
  }
  if (page.kind === 'no-draft') {
    return (
      <JourneyFrame heading={heading} lead={lead} problem={null}>
        <div className="journey">
          <section className="journey__card" data-testid="no-draft">
            <h2>Ihre Daten fehlen noch</h2>
            <p>{page.message}</p>
            <a className="rk-button rk-button--primary" href={page.personalDataUrl}>
              Zu Ihren Daten
            </a>
          </section>
        </div>
      </JourneyFrame>
    );
  }
  return (
    <JourneyFrame heading={heading} lead={lead} problem={null} backUrl={page.personalDataUrl}>
      <div className="journey">
        {page.message === null ? null : (
          <p className="journey__error" role="alert" data-testid="contract-message">
            {page.message}
          </p>
        )}
        <section className="journey__card" aria-labelledby="contract-summary">
          <h2 id="contract-summary">Ihr Tarif</h2>
          <SummaryList lines={page.summary} testId="contract-summary" />
          <p>
            <a href={page.detailsUrl}>Alle Tarifdetails ansehen</a>
          </p>
        </section>
        <section className="journey__card" aria-labelledby="contract-applicant">
          <h2 id="contract-applicant">Ihre Angaben</h2>
          <SummaryList lines={page.applicant} testId="contract-applicant" />
          <p>
            <a href={page.personalDataUrl}>Angaben ändern</a>
          </p>
        </section>
        <section className="journey__card" aria-labelledby="contract-documents">
          <h2 id="contract-documents">Ihre Dokumente vor Vertragsabschluss</h2>
          <p>
            Bitte lesen Sie die folgenden Dokumente, bevor Sie den Antrag abschließen. Nach dem
            Abschluss finden Sie sie jederzeit wieder: im Kundenbereich oder über den Link in Ihrer
            Bestätigungs-E-Mail.
          </p>
          <DocumentList
            documents={page.documents}
            hrefOf={(document) => previewDocumentUrl(document.id, page.tariffId, page.query)}
          />
        </section>
        <section className="journey__card" aria-labelledby="contract-consents">
          <h2 id="contract-consents">Beratungsverzicht, Widerrufsrecht und Datenschutz</h2>
          <ContractForm
            action={page.action}
            idempotencyKey={page.idempotencyKey}
            ticked={page.ticked}
            errors={page.errors}
          />
        </section>
      </div>
    </JourneyFrame>
  );
};
