import type { ReactElement } from 'react';
import { useLoaderData } from 'react-router-dom';
import {
  DEFAULT_RETIRE_AT,
  PENSION_INSURANCE_FIELDS,
  type PensionInsuranceCalculation,
} from '../../../../domain/calculators/pension-insurance-calculator';
import { formatEuroFigure, formatPercentFigure } from '../../../../domain/format/figure';
import { type FieldContext, TextField } from '../../../components/form/form-fields';
import {
  CalculatorForm,
  CalculatorPage,
  CalculatorResult,
} from '../../../features/calculators/calculator-page';
import { usePageHandle } from '../../use-page';
import { type CalculatorPageData, calculatorLoader } from './calculator-loader';

type PageData = CalculatorPageData<PensionInsuranceCalculation>;

export const loader = calculatorLoader({
  fields: PENSION_INSURANCE_FIELDS,
  defaults: { retireAt: String(DEFAULT_RETIRE_AT) },
  fallbackField: 'monthly',
  run: (c, form) => c.pensionInsurance(form),
});

const Outcome = ({ calc }: { readonly calc: PensionInsuranceCalculation }): ReactElement => {
  const { input } = calc;
  const paidText = [
    input.monthly > 0 ? `${formatEuroFigure(input.monthly)} im Monat` : null,
    input.single > 0 ? `einmalig ${formatEuroFigure(input.single)}` : null,
  ]
    .filter((part) => part !== null)
    .join(' und ');
  return (
    <CalculatorResult
      title="Ihr Ergebnis"
      note={
        <>
          Modellrechnung vor Kosten: Die drei Zinssätze sind die der gesetzlichen Modellrechnung (§
          154 VVG). Sie sind Annahmen, keine Zusage, und begründen keinen Anspruch. Kosten des
          Vertrags sind nicht abgezogen – sie senken Kapital und Rente. Die monatliche Rente ist als
          Auszahlung des Kapitals bis zum Alter von {calc.payoutUntilAge} Jahren zum selben Zins
          gerechnet; die lebenslange Rente eines Versicherers richtet sich nach seinem Rentenfaktor
          und fällt meist niedriger aus.
        </>
      }
    >
      <p>
        Sie zahlen {paidText} – in {input.years} Jahren zusammen{' '}
        <strong data-testid="calc-paid">{formatEuroFigure(calc.paid)}</strong>. So viel Kapital
        ergibt sich daraus bei Rentenbeginn mit {input.retireAt} Jahren:
      </p>
      <table className="calculator__table">
        <thead>
          <tr>
            <th scope="col">Zins im Jahr</th>
            <th scope="col">Kapital bei Rentenbeginn</th>
            <th scope="col">Rente im Monat</th>
          </tr>
        </thead>
        <tbody>
          {calc.scenarios.map((s, k) => (
            <tr key={s.rate}>
              <th scope="row">{formatPercentFigure(s.rate)}</th>
              <td data-testid={`calc-capital-${k}`}>{formatEuroFigure(s.capital)}</td>
              <td data-testid={`calc-pension-${k}`}>{formatEuroFigure(s.monthlyPension)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </CalculatorResult>
  );
};

/** /rentenversicherung/rechner: contribution → capital and pension at the three model rates. */
export const Component = (): ReactElement => {
  const data = useLoaderData() as PageData;
  const handle = usePageHandle();
  const ctx: FieldContext = { values: data.values, errors: data.errors, idPrefix: 'rvr' };
  return (
    <CalculatorPage
      heading={handle?.page.heading ?? 'Rentenversicherungsrechner'}
      lead={handle?.page.description}
      form={
        <CalculatorForm action={data.path} submit="Rente berechnen">
          <TextField ctx={ctx} name="monthly" label="Monatlicher Beitrag (€)" inputMode="decimal" />
          <TextField
            ctx={ctx}
            name="single"
            label="Einmalbeitrag (€, freiwillig)"
            hint="Zum Beispiel eine Summe, die Sie zu Beginn einzahlen. Ohne Monatsbeitrag reicht der Einmalbeitrag."
            inputMode="decimal"
          />
          <TextField
            ctx={ctx}
            name="years"
            label="Jahre bis zum Rentenbeginn"
            inputMode="numeric"
          />
          <TextField
            ctx={ctx}
            name="retireAt"
            label="Rentenbeginn mit (Alter, 62 bis 70)"
            inputMode="numeric"
          />
        </CalculatorForm>
      }
      result={data.result === null ? null : <Outcome calc={data.result} />}
    />
  );
};
