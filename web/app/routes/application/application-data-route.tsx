import { type ReactElement, useId, useRef } from 'react';
import { Form, useActionData, useLoaderData, useNavigation } from 'react-router-dom';
import { bookingUrlOf } from '../../../../domain/consulting/consulting-paths';
import { PRODUCT_PROFILES } from '../../../../domain/products/product-profile';
import { DetailProblem } from '../../../components/form/detail-problem';
import type { FieldContext } from '../../../components/form/form-fields';
import { InvalidUrlNotice, StepFrame } from '../../../components/form/step-frame';
import { ApplicationTariffHead } from '../../../features/application/application-tariff-head';
import { ERROR_SUMMARY_ID, ErrorSummary } from '../../../features/application/error-summary';
import { PersonalDataSections } from '../../../features/application/personal-data-sections';
import { CallbackConfirmation, RiskStop } from '../../../features/application/risk-stop';
import {
  SESSION_KEPT_NOTE,
  useSessionPersonalData,
} from '../../../features/application/use-session-personal-data';
import '../../../features/application/application.css';
import { useServices } from '../../services-context';
import { usePageHandle } from '../../use-page';
import type { PageData, TakenOver } from './application-data-loaders';

export { action, loader, ONLINE_CONTRACT_PATH } from './application-data-loaders';

const OWN_PATH = '/personal-data';

/** Says what „Daten übernehmen“ filled in, so the customer checks it; the fields stay editable. */
const TakenOverNotice = ({ takenOver }: { readonly takenOver: TakenOver }): ReactElement => (
  <section className="app-takeover" aria-labelledby="takeover-heading">
    <h2 id="takeover-heading">Daten übernommen</h2>
    <p data-testid="takeover-notice">
      {`${takenOver.what} haben wir aus Ihrem Antrag ${takenOver.reference} vom ${takenOver.submittedOn} übernommen. Bitte prüfen Sie die Angaben und ändern Sie sie, wo nötig.`}
    </p>
    <p>
      Bankverbindung und Steuer-Identifikationsnummer übernehmen wir nicht – bitte geben Sie sie neu
      ein.
    </p>
  </section>
);

export const Component = (): ReactElement => {
  const loaded = useLoaderData() as PageData;
  const posted = useActionData() as PageData | undefined;
  const page = posted ?? loaded;
  const handle = usePageHandle();
  const idPrefix = `pd${useId().replace(/[^a-zA-Z0-9]/g, '')}`;
  const formRef = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const hotline = useServices().config.phoneNumber;
  useSessionPersonalData(formRef, page.kind);
  const frame = (children: ReactElement): ReactElement => (
    <StepFrame
      heading={handle?.page.heading ?? 'Ihre Daten'}
      lead={`Für Ihren Antrag braucht der Versicherer einige Angaben zu Ihrer Person – so, wie es das Gesetz verlangt. ${SESSION_KEPT_NOTE}`}
      position={null}
      backUrl={null}
    >
      {children}
    </StepFrame>
  );
  if (page.kind === 'invalid') {
    return frame(<InvalidUrlNotice invalid={page.invalid} startUrl={page.startUrl} />);
  }
  if (page.kind === 'problem') {
    return frame(
      <DetailProblem
        title="Für diesen Tarif kann gerade kein Antrag gestellt werden"
        message={page.message}
        links={[{ href: page.resultUrl, label: 'Zur Ergebnisliste' }]}
      />,
    );
  }
  const { choice } = page;
  const head = (
    <ApplicationTariffHead
      detailsUrl={choice.detailsUrl}
      label={choice.label}
      product={choice.product}
    />
  );
  const action = `${OWN_PATH}?${choice.query}`;
  if (page.kind === 'callbackStored') {
    return frame(
      <>
        {head}
        <CallbackConfirmation phoneNumber={hotline} />
      </>,
    );
  }
  if (page.kind === 'refused') {
    return frame(
      <>
        {head}
        <RiskStop
          reasons={page.reasons}
          fields={page.values as Record<string, string>}
          action={action}
          phoneNumber={hotline}
          bookingUrl={bookingUrlOf({
            origin: 'riskStop',
            product: choice.product,
            tariffId: choice.tariffId,
          })}
        />
      </>,
    );
  }
  const ctx: FieldContext = {
    values: page.values as Record<string, string>,
    errors: page.errors as Record<string, string>,
    idPrefix,
  };
  return frame(
    <>
      {head}
      {page.takenOver == null || page.takenOver.what === '' ? null : (
        <TakenOverNotice takenOver={page.takenOver} />
      )}
      {page.summary === null ? null : (
        <ErrorSummary message={page.summary} errors={page.errors} idPrefix={idPrefix} />
      )}
      <Form
        key={JSON.stringify(page.values)}
        ref={formRef}
        method="post"
        // Without JavaScript the answer with messages opens at their summary (issue 32, finding 9).
        action={`${action}#${ERROR_SUMMARY_ID}`}
        className="step-form"
        noValidate
      >
        {PRODUCT_PROFILES[choice.product].subsidy === 'riester' ? (
          // Enter in a field submits the form's first button: the save, never „Kind hinzufügen“.
          <button
            type="submit"
            name="intent"
            value="save"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
          >
            Weiter zur Zusammenfassung
          </button>
        ) : null}
        <PersonalDataSections ctx={ctx} product={choice.product} />
        <div className="step-form__actions">
          <a href={choice.detailsUrl}>Zurück</a>
          <button
            type="submit"
            name="intent"
            value="save"
            className="rk-button rk-button--primary"
            disabled={navigation.state === 'submitting'}
          >
            Weiter zur Zusammenfassung
          </button>
        </div>
      </Form>
    </>,
  );
};
