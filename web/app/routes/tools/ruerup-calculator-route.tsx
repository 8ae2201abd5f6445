import type { ReactElement } from 'react';
import { useLoaderData } from 'react-router-dom';
import {
  CIVIL_SERVANT_VALUE,
  RUERUP_CALCULATOR_FIELDS,
  type RuerupCalculation,
} from '../../../../domain/calculators/ruerup-calculator';
import { formatEuroFigure, formatPercentFigure } from '../../../../domain/format/figure';
import { ChoiceField, type FieldContext, TextField } from '../../../components/form/form-fields';
import {
  AmountRow,
  CalculatorForm,
  CalculatorPage,
  CalculatorResult,
} from '../../../features/calculators/calculator-page';
import { usePageHandle } from '../../use-page';
import { type CalculatorPageData, calculatorLoader } from './calculator-loader';

type PageData = CalculatorPageData<RuerupCalculation>;

export const loader = calculatorLoader({
  fields: RUERUP_CALCULATOR_FIELDS,
  defaults: { married: '0', employee: '1', spouseEmployee: '1' },
  fallbackField: 'contribution',
  run: (c, form) => c.ruerup(form),
});

const euros = formatEuroFigure;

/** What the Höchstbetrag was reduced by, as the result names it. */
const reductionNote = (input: RuerupCalculation['input']): string => {
  const insured = input.employee || input.spouseEmployee;
  const civil = input.civilServant || input.spouseCivilServant;
  if (insured && civil) return ' (nach Abzug der echten und fiktiven Rentenversicherungsbeiträge)';
  if (civil) return ' (nach Abzug der fiktiven Rentenversicherungsbeiträge)';
  return insured ? ' (nach Abzug der Rentenversicherungsbeiträge)' : '';
};

const Outcome = ({ calc }: { readonly calc: RuerupCalculation }): ReactElement => (
  <CalculatorResult
    title={`Ihre Steuerersparnis ${calc.year}`}
    note={
      <>
        {`Das zu versteuernde Einkommen ist geschätzt (${euros(calc.taxableIncome)}: ${calc.input.married ? 'Ihr Einkommen und das Ihres Ehepartners' : 'Ihr Einkommen'} abzüglich Pauschbeträgen${calc.input.employee || calc.input.spouseEmployee ? ' und der Arbeitnehmeranteile an der Rentenversicherung' : ''}); weitere Abzüge, andere Einkünfte und die Kirchensteuer sind nicht berücksichtigt.`}{' '}
        Maßgeblich ist Ihr Steuerbescheid. Die spätere Rente ist steuerpflichtig.
      </>
    }
  >
    <table className="calculator__table">
      <tbody>
        <AmountRow
          label={`Höchstens abziehbar ${calc.year}${reductionNote(calc.input)}`}
          amount={euros(calc.maximumDeductible)}
          testId="ruerup-maximum"
        />
        <AmountRow
          label={`Abziehbar von Ihrem Beitrag (${formatPercentFigure(calc.deductibleShare)})`}
          amount={euros(calc.deductible)}
          testId="ruerup-deductible"
        />
        <AmountRow label="Ersparnis Einkommensteuer" amount={euros(calc.incomeTaxSaving)} />
        <AmountRow label="Ersparnis Solidaritätszuschlag" amount={euros(calc.solidaritySaving)} />
        <AmountRow
          label="Steuerersparnis im Jahr"
          amount={euros(calc.taxSaving)}
          testId="ruerup-saving"
        />
        <AmountRow label="Ihr Beitrag kostet Sie netto" amount={euros(calc.netCost)} />
      </tbody>
    </table>
    <p>
      Beiträge zur Rürup-Rente (Basisrente) sind seit 2023 zu 100 % als Sonderausgaben abziehbar,
      bis zum Höchstbetrag des Jahres{calc.input.married ? ' (für Ehepaare doppelt)' : ''}.
      {calc.input.employee || calc.input.spouseEmployee
        ? ` Bei Arbeitnehmern zählen die Beiträge zur gesetzlichen Rentenversicherung – ihr Anteil und der ihres Arbeitgebers – gegen denselben Höchstbetrag${calc.input.married ? ', bei Ehepaaren die beider Ehepartner' : ''}.`
        : ''}
      {calc.input.civilServant || calc.input.spouseCivilServant
        ? ' Bei Beamten, Richtern und Berufssoldaten wird der Höchstbetrag um einen fiktiven Beitrag zur gesetzlichen Rentenversicherung gekürzt (18,6 % des Bruttoeinkommens bis zur Beitragsbemessungsgrenze), weil sie ihre Pension ohne eigene Beiträge erwerben (§ 10 Abs. 3 Satz 3 EStG).'
        : ''}
    </p>
  </CalculatorResult>
);

/** /ruerup-rente/rechner: deductible amount and tax saving of a Basisrente contribution. */
export const Component = (): ReactElement => {
  const data = useLoaderData() as PageData;
  const handle = usePageHandle();
  const ctx: FieldContext = { values: data.values, errors: data.errors, idPrefix: 'rur' };
  return (
    <CalculatorPage
      heading={handle?.page.heading ?? 'Rürup-Rechner'}
      lead={handle?.page.description}
      form={
        <CalculatorForm action={data.path} submit="Steuerersparnis berechnen">
          <TextField
            ctx={ctx}
            name="contribution"
            label="Ihr Beitrag im Jahr (€)"
            inputMode="decimal"
          />
          <TextField
            ctx={ctx}
            name="gross"
            label="Bruttojahreseinkommen oder Gewinn (€)"
            hint="Nur Ihr eigenes Einkommen – das Ihres Ehepartners geben Sie unten an."
            inputMode="decimal"
          />
          <ChoiceField
            ctx={ctx}
            name="employee"
            legend="Wie sind Sie beschäftigt?"
            choices={[
              { value: '1', label: 'Arbeitnehmer in der gesetzlichen Rentenversicherung' },
              {
                value: CIVIL_SERVANT_VALUE,
                label: 'Beamter, Richter oder Berufssoldat mit Anspruch auf Pension',
              },
              { value: '0', label: 'Selbstständig oder nicht rentenversicherungspflichtig' },
            ]}
          />
          <ChoiceField
            ctx={ctx}
            name="married"
            legend="Sind Sie verheiratet und werden gemeinsam veranlagt?"
            choices={[
              { value: '0', label: 'Nein' },
              { value: '1', label: 'Ja' },
            ]}
          />
          <div className="step-reveal step-reveal--spouse">
            <TextField
              ctx={ctx}
              name="spouseGross"
              label="Bruttojahreseinkommen oder Gewinn Ihres Ehepartners (€)"
              hint="Leer lassen oder 0, wenn Ihr Ehepartner kein Einkommen hat."
              inputMode="decimal"
            />
            <ChoiceField
              ctx={ctx}
              name="spouseEmployee"
              legend="Wie ist Ihr Ehepartner beschäftigt?"
              choices={[
                { value: '1', label: 'Arbeitnehmer in der gesetzlichen Rentenversicherung' },
                {
                  value: CIVIL_SERVANT_VALUE,
                  label: 'Beamter, Richter oder Berufssoldat mit Anspruch auf Pension',
                },
                { value: '0', label: 'Selbstständig oder nicht rentenversicherungspflichtig' },
              ]}
            />
          </div>
        </CalculatorForm>
      }
      result={data.result === null ? null : <Outcome calc={data.result} />}
    />
  );
};
