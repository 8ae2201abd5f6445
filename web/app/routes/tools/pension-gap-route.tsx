import type { ReactElement } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router-dom';
import { Temporal } from 'temporal-polyfill';
import { berlinDateOf } from '../../../../domain/calendar/berlin';
import { formatEuroFigure, formatPercentFigure } from '../../../../domain/format/figure';
import type { FieldErrors, FormValues } from '../../../../domain/onboarding/form-values';
import { comparisonStartUrl } from '../../../../domain/pension-gap/comparison-start';
import { calculatePensionGap, type PensionGap } from '../../../../domain/pension-gap/pension-gap';
import {
  DEFAULT_NEED_SHARE_PERCENT,
  PENSION_GAP_FIELDS,
  parsePensionGapInput,
} from '../../../../domain/pension-gap/pension-gap-input';
import type { AppServices } from '../../../../ports/app-services';
import { PensionGapForm } from '../../../features/pension-gap/pension-gap-form';
import { usePageHandle } from '../../use-page';

export interface PensionGapPageData {
  readonly path: string;
  readonly values: FormValues;
  readonly errors: FieldErrors;
  readonly gap: PensionGap | null;
}

/**
 * The Rentenlückencheck reads its own query (a GET form, so every result has a shareable
 * address): no field sent shows the empty form; a sent form is checked by the domain parser
 * and answered with the messages at the fields or the analysis and the result.
 */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<PensionGapPageData> => {
    const url = new URL(request.url);
    const values: Record<string, string> = {};
    for (const field of PENSION_GAP_FIELDS) {
      const value = url.searchParams.get(field);
      if (value !== null) values[field] = value.slice(0, 32);
    }
    if (Object.keys(values).length === 0) {
      return {
        path: url.pathname,
        // „Haben Sie Kinder?“ starts unanswered (issue 32, finding 9).
        values: { share: String(DEFAULT_NEED_SHARE_PERCENT) },
        errors: {},
        gap: null,
      };
    }
    const parsed = parsePensionGapInput(values);
    if (!parsed.ok) return { path: url.pathname, values, errors: parsed.error.fields, gap: null };
    const year = berlinDateOf(Temporal.Instant.fromEpochMilliseconds(svc.now())).year;
    return { path: url.pathname, values, errors: {}, gap: calculatePensionGap(parsed.value, year) };
  };

const euros = formatEuroFigure;

const Analysis = ({ gap }: { readonly gap: PensionGap }): ReactElement => {
  const s = gap.statutory;
  const regular = `${gap.regularRetirementAge.years} Jahre${gap.regularRetirementAge.months > 0 ? ` und ${gap.regularRetirementAge.months} Monate` : ''}`;
  const source =
    s.entgeltpunkte === null
      ? 'Ihre Angabe aus der Renteninformation'
      : `${s.entgeltpunkte.toLocaleString('de-DE')} Entgeltpunkte × aktueller Rentenwert ${euros(s.currentPensionValue)}`;
  return (
    <section className="pension-gap__section" aria-labelledby="rlc-analysis">
      <h2 id="rlc-analysis">2. Analyse</h2>
      <p>
        Ihre Regelaltersgrenze liegt bei {regular}. Mit Rentenbeginn {gap.input.retireAt} (im Jahr{' '}
        {gap.pensionStartYear}) gilt der Zugangsfaktor {s.accessFactor.toLocaleString('de-DE')}.
        Alle Beträge im Monat, in heutigem Geld.
      </p>
      <table className="pension-gap__table">
        <tbody>
          <tr>
            <th scope="row">Gesetzliche Rente brutto ({source})</th>
            <td>{euros(s.gross)}</td>
          </tr>
          <tr>
            <th scope="row">− Kranken- und Pflegeversicherung der Rentner</th>
            <td>{euros(s.healthInsurance + s.careInsurance)}</td>
          </tr>
          <tr>
            <th scope="row">
              − Einkommensteuer (Besteuerungsanteil {formatPercentFigure(s.taxableShare)})
            </th>
            <td>{euros(s.tax)}</td>
          </tr>
          <tr>
            <th scope="row">= Gesetzliche Rente netto</th>
            <td>{euros(s.net)}</td>
          </tr>
          <tr>
            <th scope="row">+ Weitere Einkünfte</th>
            <td>{euros(gap.input.other)}</td>
          </tr>
          <tr>
            <th scope="row">
              Ihr Bedarf ({formatPercentFigure(gap.input.share)} von {euros(gap.input.net)})
            </th>
            <td>{euros(gap.need)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
};

const Outcome = ({ gap }: { readonly gap: PensionGap }): ReactElement => {
  const a = gap.assumptions;
  return (
    <section className="pension-gap__section" aria-labelledby="rlc-result">
      <h2 id="rlc-result">3. Ergebnis</h2>
      <p>Ihre monatliche Rentenlücke in heutigem Geld:</p>
      <p className="pension-gap__figure" data-testid="pension-gap">
        {euros(gap.gap)}
      </p>
      {gap.gap > 0 ? (
        <p>
          Bei Rentenbeginn im Jahr {gap.pensionStartYear} entspricht das{' '}
          {euros(gap.gapAtRetirement)} im Monat. Um diese Lücke bis zum Alter von {a.payoutUntilAge}{' '}
          Jahren zu schließen, brauchen Sie bei Rentenbeginn ein Kapital von{' '}
          {euros(gap.capitalNeeded)}. Dafür sparen Sie {gap.yearsToRetirement} Jahre lang{' '}
          <strong>{euros(gap.monthlySaving)} im Monat</strong>.
        </p>
      ) : (
        <p>Ihre Rente und Ihre weiteren Einkünfte decken Ihren Bedarf.</p>
      )}
      <p>
        <a className="rk-button rk-button--primary" href={comparisonStartUrl(gap)}>
          Jetzt Vergleich starten
        </a>
      </p>
      <p className="pension-gap__note">
        Annahmen: Inflation {formatPercentFigure(a.inflation)} im Jahr, Verzinsung{' '}
        {formatPercentFigure(a.yearlyReturn)} im Jahr (oberer Zins der gesetzlichen Modellrechnung),
        Entgeltpunkte ab dem {a.workStartAge}. Lebensjahr, Kranken- und Pflegeversicherung mit dem
        durchschnittlichen Zusatzbeitrag, Einkommensteuer ohne Kirchensteuer bei Einzelveranlagung.
        Das Ergebnis ist eine Schätzung und keine Zusage.
      </p>
    </section>
  );
};

/** /rentenversicherung/rentenlueckencheck (and its /lp/ variant): the three steps of the check. */
export const Component = (): ReactElement => {
  const data = useLoaderData() as PensionGapPageData;
  const handle = usePageHandle();
  return (
    <article className="pension-gap">
      <div className="container pension-gap__inner">
        <h1>{handle?.page.heading ?? 'Rentenlückencheck'}</h1>
        <p className="lead">{handle?.page.description}</p>
        <section aria-labelledby="rlc-input">
          <h2 id="rlc-input">1. Ihre Angaben</h2>
          {/* The answer opens at the analysis, not 1.800 px above it on a phone (issue 32). */}
          <PensionGapForm
            action={`${data.path}#rlc-analysis`}
            values={data.values}
            errors={data.errors}
          />
        </section>
        {data.gap === null ? null : (
          <>
            <Analysis gap={data.gap} />
            <Outcome gap={data.gap} />
          </>
        )}
      </div>
    </article>
  );
};
