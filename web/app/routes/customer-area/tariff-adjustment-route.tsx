import type { ReactElement } from 'react';
import { type ActionFunctionArgs, data, type LoaderFunctionArgs, redirect } from 'react-router-dom';
import {
  APPLICATION_PARAMETER,
  TARIFF_ADJUSTMENT_PATH,
  tariffAdjustmentHref,
} from '../../../../domain/customer-area/customer-area-paths';
import { formatPrice } from '../../../../domain/format/price';
import { ADJUSTMENT_EFFECT_NOTE } from '../../../../domain/tariff-adjustment/adjustment-effect';
import {
  ADJUSTMENT_CHOICE_LABELS,
  ADJUSTMENT_CHOICE_TEXTS,
  ADJUSTMENT_SUBJECT_LABELS,
  guaranteeText,
  SUSTAINABILITY_TYPE_LABELS,
} from '../../../../domain/tariff-adjustment/tariff-adjustment';
import type { AppServices } from '../../../../ports/app-services';
import { NOT_LOGGED_IN } from '../../../../ports/customer-area-page-services';
import type { TariffAdjustmentView } from '../../../../ports/use-cases/tariff-adjustment.use-case';
import { AreaMissing, BackToApplications } from '../../../features/customer-area/area-missing';
import { loginHrefFor } from '../../root/page-shell';
import { serverOnly } from '../../server-only';
import { CustomerAreaFrame, useCustomerAreaPageData } from './customer-area-frame';

/** The form's field and the answer the POST redirects to (303): a reload changes nothing. */
const CHOICE_FIELD = 'auswahl';
const CHOSEN_PARAMETER = 'gewaehlt';

type AdjustmentData =
  | { readonly kind: 'login'; readonly loginHref: string }
  | { readonly kind: 'missing'; readonly message: string }
  | {
      readonly kind: 'adjustment';
      readonly view: TariffAdjustmentView;
      readonly notice: string | null;
      readonly error: string | null;
    };

const referenceOf = (request: Request): string =>
  new URL(request.url).searchParams.get(APPLICATION_PARAMETER) ?? '';

/** /kundenbereich/tarifanpassung?antrag=…: the insurer's new values beside the old, and the choice. */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const reference = referenceOf(request);
    const found = await area.tariffAdjustment(reference);
    if (found === NOT_LOGGED_IN) {
      return data<AdjustmentData>({
        kind: 'login',
        loginHref: loginHrefFor(tariffAdjustmentHref(reference)),
      });
    }
    if (!found.ok) {
      return data<AdjustmentData>(
        { kind: 'missing', message: found.error.message },
        { status: 404 },
      );
    }
    const chosen = new URL(request.url).searchParams.get(CHOSEN_PARAMETER) === '1';
    return data<AdjustmentData>({
      kind: 'adjustment',
      view: found.value,
      notice: chosen ? 'Vielen Dank. Wir haben Ihre Wahl an den Versicherer übermittelt.' : null,
      error: null,
    });
  };

/**
 * The choice, posted as a document (the server refuses a foreign origin): „Anderen Tarif wählen“
 * opens the comparison of the application's search; the other choices come back with a notice.
 */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const area = await serverOnly(svc, 'customerArea', request);
    const reference = referenceOf(request);
    const form = await request.formData();
    const chosen = await area.chooseTariffAdjustment(reference, form.get(CHOICE_FIELD));
    if (chosen === NOT_LOGGED_IN)
      throw redirect(loginHrefFor(tariffAdjustmentHref(reference)), 303);
    if (chosen.ok) {
      if (chosen.value.type === 'selectAnotherTariff') {
        throw redirect(chosen.value.view.comparisonHref, 303);
      }
      throw redirect(`${tariffAdjustmentHref(reference)}&${CHOSEN_PARAMETER}=1`, 303);
    }
    if (chosen.error.kind === 'tariff-adjustment/not-found') {
      return data<AdjustmentData>(
        { kind: 'missing', message: chosen.error.message },
        { status: 404 },
      );
    }
    const found = await area.tariffAdjustment(reference);
    if (found === NOT_LOGGED_IN || !found.ok) {
      return data<AdjustmentData>(
        { kind: 'missing', message: chosen.error.message },
        { status: 404 },
      );
    }
    return data<AdjustmentData>(
      { kind: 'adjustment', view: found.value, notice: null, error: chosen.error.message },
      { status: chosen.error.kind === 'tariff-adjustment/already-chosen' ? 409 : 400 },
    );
  };

const Comparison = ({ view }: { readonly view: TariffAdjustmentView }): ReactElement => {
  const { beitragsGarantie, sustainabilityType } = view.proposal;
  return (
    <table className="area-compare" data-testid="adjustment-values">
      <caption>{`Was sich ändert: ${ADJUSTMENT_SUBJECT_LABELS[view.subject]}`}</caption>
      <thead>
        <tr>
          <th scope="col">Merkmal</th>
          <th scope="col">Beantragt</th>
          <th scope="col">Neu vom Versicherer</th>
        </tr>
      </thead>
      <tbody>
        {beitragsGarantie === null ? null : (
          <tr>
            <th scope="row">Beitragsgarantie</th>
            <td data-label="Beantragt">{guaranteeText(beitragsGarantie.requested)}</td>
            <td data-label="Neu vom Versicherer">{guaranteeText(beitragsGarantie.offered)}</td>
          </tr>
        )}
        {view.effect === null ? null : (
          <>
            <tr data-testid="adjustment-guaranteed-pension">
              <th scope="row">Garantierte Rente monatlich</th>
              <td data-label="Beantragt">{formatPrice(view.effect.guaranteedPension.before)}</td>
              <td data-label="Neu vom Versicherer">
                {formatPrice(view.effect.guaranteedPension.after)}
              </td>
            </tr>
            <tr data-testid="adjustment-projected-pension">
              <th scope="row">Mögliche Rente monatlich</th>
              <td data-label="Beantragt">{formatPrice(view.effect.projectedPension.before)}</td>
              <td data-label="Neu vom Versicherer">
                {formatPrice(view.effect.projectedPension.after)}
              </td>
            </tr>
          </>
        )}
        {sustainabilityType === null ? null : (
          <tr>
            <th scope="row">Nachhaltigkeit der Fonds</th>
            <td data-label="Beantragt">
              {SUSTAINABILITY_TYPE_LABELS[sustainabilityType.requested]}
            </td>
            <td data-label="Neu vom Versicherer">
              {SUSTAINABILITY_TYPE_LABELS[sustainabilityType.offered]}
            </td>
          </tr>
        )}
      </tbody>
      {view.effect === null ? null : (
        <tfoot>
          <tr>
            <td colSpan={3} className="area-compare__note" data-testid="adjustment-effect-note">
              {ADJUSTMENT_EFFECT_NOTE}
            </td>
          </tr>
        </tfoot>
      )}
    </table>
  );
};

const ChoiceForm = ({ view }: { readonly view: TariffAdjustmentView }): ReactElement => (
  <form method="post" action={tariffAdjustmentHref(view.reference)} data-testid="adjustment-form">
    <fieldset className="area-choices">
      <legend>Wie soll es mit Ihrem Tarif weitergehen?</legend>
      {view.choices.map((type) =>
        type === 'noData' ? null : (
          <label key={type} className="area-choice">
            <input type="radio" name={CHOICE_FIELD} value={type} required />
            <span>
              <strong>{ADJUSTMENT_CHOICE_LABELS[type]}</strong>
              <br />
              {ADJUSTMENT_CHOICE_TEXTS[type]}
            </span>
          </label>
        ),
      )}
    </fieldset>
    <button type="submit" className="rk-button rk-button--primary" data-testid="adjustment-submit">
      Auswahl übermitteln
    </button>
  </form>
);

export const Component = (): ReactElement => {
  const page = useCustomerAreaPageData<AdjustmentData>();
  return (
    <CustomerAreaFrame
      path={TARIFF_ADJUSTMENT_PATH}
      fallbackHeading="Tarifanpassung"
      login={
        page.kind === 'login'
          ? {
              href: page.loginHref,
              text: 'Die Tarifanpassung Ihres Antrags sehen Sie, wenn Sie mit Ihrem Kundenkonto angemeldet sind.',
            }
          : null
      }
    >
      {page.kind === 'login' ? null : page.kind === 'missing' ? (
        <AreaMissing message={page.message} testId="adjustment-missing" />
      ) : (
        <section className="area-card" aria-labelledby="adjustment-heading">
          <h2 id="adjustment-heading">{`Antrag ${page.view.reference}`}</h2>
          {page.notice === null ? null : (
            <p className="area-notice" role="status" data-testid="adjustment-notice">
              {page.notice}
            </p>
          )}
          {page.error === null ? null : (
            <p className="area-error" role="alert" data-testid="adjustment-error">
              {page.error}
            </p>
          )}
          <Comparison view={page.view} />
          {page.view.chosen === null ? (
            <ChoiceForm view={page.view} />
          ) : (
            <p data-testid="adjustment-chosen">
              {`Ihre Wahl: ${ADJUSTMENT_CHOICE_LABELS[page.view.chosen]}`}
            </p>
          )}
          <BackToApplications />
        </section>
      )}
    </CustomerAreaFrame>
  );
};
