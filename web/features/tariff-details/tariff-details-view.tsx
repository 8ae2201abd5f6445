import type { ReactElement, ReactNode } from 'react';
import { germanDateOfIso } from '../../../domain/calendar/calendar-day';
import type { PayInError } from '../../../domain/comparison/pay-in-error';
import {
  assumedReturnText,
  riesterAllowanceText,
} from '../../../domain/comparison-view/assumption-texts';
import {
  contributionText,
  percentPointsText,
  wholePercentText,
} from '../../../domain/comparison-view/figure-texts';
import { formatPrice } from '../../../domain/format/price';
import { resultPresentationOf } from '../../../domain/result-view/result-presentation';
import { gradeLabel } from '../../../domain/tariffs/grade';
import { TARIFF_PROMOTION_NOTES } from '../../../domain/tariffs/promotion-texts';
import type { TariffDetailsAnswer } from '../../../ports/use-cases/tariff-details.use-case';
import { CheckResultMark } from '../../components/check-result-mark';
import { PromotionBadge } from '../../components/promotion-badge';
import { CapitalChartSvg } from './capital-chart-svg';
import { CompareChoice, type CompareOption } from './compare-choice';
import { YearTableView } from './year-table-view';
import './tariff-details.css';
import './details-figures.css';

// SPEC §3 pay-in amount errors (the same words as the result list).
const PAY_IN_ERRORS: Readonly<Record<PayInError, string>> = {
  paymentMinError: 'Der Beitrag liegt unter dem Mindestbeitrag dieses Tarifs.',
  paymentMaxError: 'Der Beitrag liegt über dem Höchstbeitrag dieses Tarifs.',
  oneTimePaymentMinError: 'Der Einmalbeitrag liegt unter dem Mindestbetrag dieses Tarifs.',
  oneTimePaymentMaxError: 'Der Einmalbeitrag liegt über dem Höchstbetrag dieses Tarifs.',
};

export const DEMO_DATA_TEXT =
  'Demo-Daten: Versicherer und Tarife sind erfunden und dienen nur zur Veranschaulichung.';

/** A figure of the details; a note (the assumed return) follows the figure, outside its test id. */
const Figure = ({
  term,
  children,
  testId,
  note,
}: {
  readonly term: string;
  readonly children: ReactNode;
  readonly testId?: string;
  readonly note?: ReactNode;
}): ReactElement => (
  <div>
    <dt>{term}</dt>
    {note === undefined ? (
      <dd data-testid={testId}>{children}</dd>
    ) : (
      <dd>
        <span data-testid={testId}>{children}</span>
        {note}
      </dd>
    )}
  </div>
);

const Section = ({
  id,
  heading,
  children,
}: {
  readonly id: string;
  readonly heading: string;
  readonly children: ReactNode;
}): ReactElement => (
  <section className="details__section" aria-labelledby={id}>
    <h2 id={id}>{heading}</h2>
    {children}
  </section>
);

/** One tariff in detail — Leistungen, Kosten, Modellrechnung, Merkmale, Dokumente. */
export const TariffDetailsView = ({
  answer,
  compareOptions,
  carried,
  actions = null,
}: {
  readonly answer: TariffDetailsAnswer;
  readonly compareOptions: readonly CompareOption[];
  readonly carried: ReadonlyArray<readonly [string, string]>;
  /** The way on to a contract (Online abschließen, Beratung anfragen), below the head. */
  readonly actions?: ReactNode;
}): ReactElement => {
  const { row, projection, costBreakdown: costs } = answer;
  const factor = projection.rentenfaktor;
  const presentation = resultPresentationOf(answer.productType);
  const assumption = (
    <span className="details__assumption" data-testid="detail-assumed-return">
      {assumedReturnText(projection.assumedReturns)}
    </span>
  );
  return (
    <div className="details" data-tariff-id={row.tariffId}>
      <header className="details__head">
        <p className="details__insurer">{row.insurerName}</p>
        <h2 className="details__tariff">{row.tariffName}</h2>
        <p className="details__grade">
          <span className="details__grade-value" data-testid="detail-grade">
            {gradeLabel(row.grade)}
          </span>
          <span className="details__grade-label">Note</span>
        </p>
      </header>
      {answer.promotion === null ? null : (
        <p className="details__promotion" data-testid="detail-promotion">
          <PromotionBadge promotion={answer.promotion} /> {TARIFF_PROMOTION_NOTES[answer.promotion]}
        </p>
      )}
      {actions}
      {answer.demo ? (
        <p className="details__demo" data-testid="demo-label">
          {DEMO_DATA_TEXT}
        </p>
      ) : null}
      {row.payInError === null ? null : (
        <p className="details__error" role="note">
          {PAY_IN_ERRORS[row.payInError]}
        </p>
      )}
      <Section id="details-benefits" heading="Leistungen">
        <dl className="details__figures">
          <Figure term="Beitrag" testId="detail-contribution">
            {contributionText(row)}
          </Figure>
          <Figure term="Garantierte Rente (mtl.)" testId="detail-guaranteed-pension">
            {formatPrice(row.guaranteedPension)}
          </Figure>
          <Figure term="Mögliche Rente (mtl.)" testId="detail-projected-pension" note={assumption}>
            {formatPrice(row.projectedPension)}
          </Figure>
          {presentation.showsCapital ? (
            <Figure term="Kapital zum Rentenbeginn" testId="detail-capital" note={assumption}>
              {formatPrice(row.capitalAtRetirement)}
            </Figure>
          ) : null}
          <Figure term="Garantiertes Kapital" testId="detail-guaranteed-capital">
            {formatPrice(row.guaranteedCapital)}
          </Figure>
          {projection.allowances > 0 ? (
            <>
              <Figure term="Eigene Beiträge" testId="detail-own-contributions">
                {formatPrice(projection.ownContributions)}
              </Figure>
              <Figure term="Staatliche Zulagen" testId="detail-allowances">
                {formatPrice(projection.allowances)}
              </Figure>
              <Figure term="Eingezahlt insgesamt" testId="detail-paid-in">
                {formatPrice(projection.paidIn)}
              </Figure>
            </>
          ) : (
            <Figure term="Eingezahlt" testId="detail-paid-in">
              {formatPrice(projection.paidIn)}
            </Figure>
          )}
          {presentation.showsBeitragsGarantie ? (
            <Figure term="Beitragsgarantie">{wholePercentText(projection.beitragsGarantie)}</Figure>
          ) : null}
          <Figure term="Rentenfaktor garantiert / aktuell">
            {factor === null
              ? '–'
              : `${formatPrice(factor.guaranteed)} / ${formatPrice(factor.current)} je 10.000 €`}
          </Figure>
          <Figure term="Versicherungsbeginn">{germanDateOfIso(answer.insuranceStart)}</Figure>
          <Figure term="Rentenbeginn" testId="detail-pension-start">
            {germanDateOfIso(answer.pensionStart)}
          </Figure>
          {row.riesterAllowances === null ? null : (
            <Figure term="Riester-Zulagen" testId="detail-riester-allowances">
              {riesterAllowanceText(row.riesterAllowances)}
            </Figure>
          )}
          {row.ruerupTaxSaving === null ? null : (
            <Figure term="Steuerersparnis pro Jahr">{formatPrice(row.ruerupTaxSaving)}</Figure>
          )}
        </dl>
        {answer.yearTable.length >= 2 ? (
          <CapitalChartSvg rows={answer.yearTable} assumedReturns={projection.assumedReturns} />
        ) : null}
      </Section>
      <Section id="details-costs" heading="Kosten">
        <dl className="details__figures">
          <Figure term="Abschlusskosten">{formatPrice(costs.acquisition)}</Figure>
          <Figure term="Verwaltungskosten">{formatPrice(costs.administration)}</Figure>
          <Figure term="Fondskosten">{formatPrice(costs.fundCosts)}</Figure>
          <Figure term="Kosten insgesamt" testId="detail-costs-total">
            {formatPrice(costs.total)}
          </Figure>
          <Figure term="Effektivkosten (Renditeminderung)" testId="detail-effective-costs">
            {percentPointsText(row.effectiveCosts)}
          </Figure>
        </dl>
      </Section>
      <Section id="details-model" heading="Modellrechnung">
        <p className="details__note">{answer.modelCalculationNote}</p>
        {answer.yearTable.length === 0 ? (
          <p>Für diesen Tarif gibt es keine Ansparphase.</p>
        ) : (
          <YearTableView rows={answer.yearTable} />
        )}
      </Section>
      <Section id="details-features" heading="Merkmale">
        <ul className="feature-list" data-testid="feature-list">
          {answer.features.map((f) => (
            <li key={f.name} className="feature-list__item" data-result={f.result}>
              <span className="feature-list__label">{f.label}</span>
              <CheckResultMark result={f.result} />
              <span className="feature-list__explanation">{f.explanation}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="details-documents" heading="Dokumente">
        {answer.documents.length === 0 ? (
          <p>Zu diesem Tarif liegen keine Dokumente vor.</p>
        ) : (
          <ul className="document-list">
            {answer.documents.map((d) => (
              <li key={d.fileName}>
                <span className="document-list__title">{d.title}</span>{' '}
                <span className="document-list__file">
                  ({d.fileName}
                  {answer.demo ? ', Demo-Dokument – nicht abrufbar' : ''})
                </span>
              </li>
            ))}
          </ul>
        )}
      </Section>
      <CompareChoice tariffId={row.tariffId} options={compareOptions} carried={carried} />
    </div>
  );
};
