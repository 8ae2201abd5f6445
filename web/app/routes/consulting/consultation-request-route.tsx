import { type ReactElement, useId } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from 'react-router-dom';
import { CONSULTATION_PATH, journeyUrl } from '../../../../domain/application/application-entry';
import {
  CONSULTATION_REQUEST_FIELDS,
  CONSULTATION_UNAVAILABLE,
  PREFERRED_CALL_TIME_LABELS,
  PREFERRED_CALL_TIMES,
} from '../../../../domain/application/consultation-request';
import { PRODUCT_TYPE_LABELS } from '../../../../domain/products/product-profile';
import type { ProductType } from '../../../../domain/products/product-type';
import type { AppServices } from '../../../../ports/app-services';
import {
  ChoiceField,
  type FieldContext,
  FieldGroup,
  TextField,
} from '../../../components/form/form-fields';
import { PhoneLink } from '../../../components/phone-link';
import { JourneyFrame, type JourneyProblem } from '../../../features/application/journey-frame';
import { useServices } from '../../services-context';
import { usePageHandle } from '../../use-page';
import { readJourneyRequest } from '../application/journey-request';
import { postedTexts } from './consulting-request';

interface ChosenTariff {
  readonly insurerName: string;
  readonly tariffName: string;
  readonly product: ProductType;
  readonly tariffId: string;
  /** This page with the tariff and the search: where the form posts. */
  readonly action: string;
  readonly detailsUrl: string;
}

type ConsultationData =
  | { readonly kind: 'problem'; readonly problem: JourneyProblem }
  | {
      readonly kind: 'form';
      readonly tariff: ChosenTariff;
      readonly values: Readonly<Record<string, string>>;
      readonly errors: Readonly<Record<string, string>>;
      readonly summary: string | null;
    }
  | { readonly kind: 'stored'; readonly tariff: ChosenTariff };

/**
 * The query parameter of the confirmation the POST redirects to (303): a reload shows it again
 * instead of storing the request twice. It shows no personal data, so a crafted link reveals nothing.
 */
const SENT_PARAMETER = 'gesendet';

/** The tariff of the URL (through the tariff details), or the problem the page shows instead. */
const readTariff = async (
  svc: AppServices,
  url: URL,
): Promise<
  | { readonly tariff: ChosenTariff }
  | { readonly problem: ConsultationData; readonly status: number }
> => {
  const read = readJourneyRequest(url);
  if (read.kind !== 'journey') return { problem: { kind: 'problem', problem: read }, status: 400 };
  const details = await svc.tariffDetails(read.choice.tariffId, read.query);
  if (!details.ok) {
    return {
      problem: {
        kind: 'problem',
        problem: { kind: 'problem', message: details.error.message, resultUrl: read.resultUrl },
      },
      status: details.error.kind === 'comparison/unknown-tariff' ? 404 : 400,
    };
  }
  return {
    tariff: {
      insurerName: details.value.row.insurerName,
      tariffName: details.value.row.tariffName,
      product: read.choice.product,
      tariffId: read.choice.tariffId,
      action: journeyUrl(CONSULTATION_PATH, read.choice.tariffId, read.query),
      detailsUrl: read.detailsUrl,
    },
  };
};

/** /beratung-anfragen?tariffId=…&<search>: the chosen tariff and the callback form. */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const read = await readTariff(svc, new URL(request.url));
    if ('problem' in read) return data<ConsultationData>(read.problem, { status: read.status });
    if (new URL(request.url).searchParams.get(SENT_PARAMETER) === '1') {
      return data<ConsultationData>({ kind: 'stored', tariff: read.tariff });
    }
    return data<ConsultationData>({
      kind: 'form',
      tariff: read.tariff,
      values: {},
      errors: {},
      summary: null,
    });
  };

/**
 * The form posted as a document (CSRF-checked by the server, no JavaScript needed): the request
 * stored and 303 to its confirmation, or the form again with the messages at the fields and the values kept.
 */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const read = await readTariff(svc, new URL(request.url));
    if ('problem' in read) return data<ConsultationData>(read.problem, { status: read.status });
    const { tariff } = read;
    const fields = postedTexts(await request.formData(), CONSULTATION_REQUEST_FIELDS);
    const answer =
      svc.requestConsultation === undefined
        ? ({ kind: 'unavailable', message: CONSULTATION_UNAVAILABLE } as const)
        : await svc.requestConsultation(tariff.product, tariff.tariffId, fields);
    switch (answer.kind) {
      case 'stored':
        throw redirect(`${tariff.action}&${SENT_PARAMETER}=1`, 303);
      case 'invalid':
        return data<ConsultationData>(
          {
            kind: 'form',
            tariff,
            values: fields,
            errors: answer.error.fields,
            summary: answer.error.message,
          },
          { status: 400 },
        );
      case 'unavailable':
        return data<ConsultationData>(
          { kind: 'form', tariff, values: fields, errors: {}, summary: answer.message },
          { status: 503 },
        );
    }
  };

const TIME_CHOICES = PREFERRED_CALL_TIMES.map((value) => ({
  value,
  label: PREFERRED_CALL_TIME_LABELS[value],
}));

export const Component = (): ReactElement => {
  const loaded = useLoaderData() as ConsultationData;
  const posted = useActionData() as ConsultationData | undefined;
  const page = posted ?? loaded;
  const handle = usePageHandle();
  const { phoneNumber: hotline, brandName } = useServices().config;
  const idPrefix = `cr${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const heading = handle?.page.heading ?? 'Beratung anfragen';
  const lead =
    'Eine Beraterin oder ein Berater ruft Sie zu Ihrem gewählten Tarif an – kostenlos und unverbindlich.';
  if (page.kind === 'problem') {
    return <JourneyFrame heading={heading} lead={lead} problem={page.problem} />;
  }
  const { tariff } = page;
  const head = (
    <>
      <p className="step__back">
        <a href={tariff.detailsUrl}>← Zurück zu den Tarifdetails</a>
      </p>
      <p className="app-tariff" data-testid="consultation-tariff">
        Ihr gewählter Tarif: <strong>{`${tariff.insurerName} – ${tariff.tariffName}`}</strong> (
        {PRODUCT_TYPE_LABELS[tariff.product]})
      </p>
    </>
  );
  if (page.kind === 'stored') {
    return (
      <JourneyFrame heading={heading} lead={lead} problem={null}>
        {head}
        <section className="app-stop" role="status" data-testid="consultation-stored">
          <h2 className="app-stop__title">Vielen Dank, wir rufen Sie an</h2>
          <p>
            Ihre Anfrage ist bei uns eingegangen. Eine Beraterin oder ein Berater ruft Sie zur
            gewünschten Zeit an und bespricht den Tarif mit Ihnen.
          </p>
          <p>
            Sie erreichen uns auch direkt: <PhoneLink phone={hotline} /> (kostenlos)
          </p>
        </section>
      </JourneyFrame>
    );
  }
  const ctx: FieldContext = { values: page.values, errors: page.errors, idPrefix };
  const consentError = page.errors.dataProtection;
  return (
    <JourneyFrame heading={heading} lead={lead} problem={null}>
      {head}
      {page.summary === null ? null : (
        <div className="app-summary" role="alert" data-testid="error-summary">
          <h2 className="app-summary__title">{page.summary}</h2>
          <ul>
            {Object.entries(page.errors).map(([field, text]) => (
              <li key={field}>
                <a href={`#${idPrefix}-${field}`}>{text}</a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {/* A document POST, also with JavaScript: the callback request is stored on the server. */}
      <form method="post" action={tariff.action} className="step-form" noValidate>
        <FieldGroup title="Ihre Kontaktdaten">
          <TextField ctx={ctx} name="firstName" label="Vorname" autoComplete="given-name" />
          <TextField ctx={ctx} name="lastName" label="Nachname" autoComplete="family-name" />
          <TextField
            ctx={ctx}
            name="phoneNumber"
            label="Telefonnummer"
            hint="Unter dieser Nummer rufen wir Sie an, z. B. 030 1234567."
            inputMode="tel"
            autoComplete="tel"
          />
          <ChoiceField
            ctx={ctx}
            name="preferredTime"
            legend="Wann erreichen wir Sie am besten?"
            choices={TIME_CHOICES}
          />
          <TextField
            ctx={ctx}
            name="email"
            label="E-Mail-Adresse (freiwillig)"
            hint="Für eine Bestätigung und Unterlagen vorab."
            inputMode="email"
            autoComplete="email"
          />
        </FieldGroup>
        {/* Not .step-check: the onboarding hides that one outside a monthly contribution. */}
        <div className="step-field app-check">
          <label className="step-check__label">
            <input
              type="checkbox"
              id={`${idPrefix}-dataProtection`}
              name="dataProtection"
              value="1"
              defaultChecked={page.values.dataProtection === '1'}
              className="step-check__box"
              aria-invalid={consentError === undefined ? undefined : true}
              aria-describedby={
                consentError === undefined ? undefined : `${idPrefix}-dataProtection-message`
              }
            />
            {`Ich bin einverstanden, dass ${brandName} meine Angaben verwendet, um mich zu diesem Tarif anzurufen (Art. 6 Abs. 1 lit. a DSGVO). Die Einwilligung kann ich jederzeit widerrufen.`}
          </label>
          {consentError === undefined ? null : (
            <p className="step-field__message" id={`${idPrefix}-dataProtection-message`}>
              {consentError}
            </p>
          )}
        </div>
        <div className="step-form__actions">
          <a href={tariff.detailsUrl}>Zurück</a>
          <button type="submit" className="rk-button rk-button--primary">
            Rückruf anfordern
          </button>
        </div>
      </form>
    </JourneyFrame>
  );
};
