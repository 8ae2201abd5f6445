import type { ReactElement } from 'react';
import { useLoaderData } from 'react-router-dom';
import {
  RIESTER_CALCULATOR_FIELDS,
  type RiesterCalculation,
} from '../../../../domain/calculators/riester-calculator';
import { formatEuroFigure } from '../../../../domain/format/figure';
import { RIESTER } from '../../../../domain/tax/riester-figures';
import { ChoiceField, type FieldContext, TextField } from '../../../components/form/form-fields';
import {
  AmountRow,
  CalculatorForm,
  CalculatorPage,
  CalculatorResult,
} from '../../../features/calculators/calculator-page';
import { usePageHandle } from '../../use-page';
import { type CalculatorPageData, calculatorLoader } from './calculator-loader';

type PageData = CalculatorPageData<RiesterCalculation>;

export const loader = calculatorLoader({
  fields: RIESTER_CALCULATOR_FIELDS,
  defaults: { spouse: 'nein' },
  fallbackField: 'olderChildren',
  run: (c, form) => c.riester(form),
});

const euros = formatEuroFigure;
const HIGHER_FROM = RIESTER.childAllowanceHigherFromYear;

const Outcome = ({ calc }: { readonly calc: RiesterCalculation }): ReactElement => {
  const s = calc.subsidy;
  const ownPaid = calc.input.contribution !== null;
  return (
    <CalculatorResult
      title={`Ihre Riester-Förderung ${calc.year}`}
      note={
        <>
          Annahmen: Sie sind selbst unmittelbar förderberechtigt (zum Beispiel als Arbeitnehmer in
          der gesetzlichen Rentenversicherung oder als Beamter), für jedes Kind wird Kindergeld
          gezahlt und die Kinderzulage Ihrem Vertrag gutgeschrieben. Der Berufseinsteigerbonus ist
          nicht enthalten. Die Steuerersparnis ist mit einem geschätzten zu versteuernden Einkommen
          ohne Solidaritätszuschlag und Kirchensteuer gerechnet; maßgeblich ist Ihr Steuerbescheid.
        </>
      }
    >
      <table className="calculator__table">
        <tbody>
          <AmountRow
            label={
              calc.input.spouse === 'mittelbar'
                ? 'Grundzulage (mit der Ihres Ehepartners)'
                : 'Grundzulage'
            }
            amount={euros(s.basicAllowance)}
          />
          <AmountRow label="Kinderzulagen" amount={euros(s.childAllowances)} />
          <AmountRow
            label="Zulagen zusammen"
            amount={euros(s.maximumAllowances)}
            testId="riester-allowances"
          />
          <AmountRow
            label="Mindesteigenbeitrag im Jahr"
            amount={euros(s.minimumOwnContribution)}
            testId="riester-minimum"
          />
          {ownPaid ? (
            <AmountRow label="Ihr Eigenbeitrag" amount={euros(calc.contribution)} />
          ) : null}
          {ownPaid ? (
            <AmountRow label="Zulagen bei Ihrem Eigenbeitrag" amount={euros(s.allowancesPaid)} />
          ) : null}
          <AmountRow
            label="Zusätzliche Steuerersparnis (Günstigerprüfung)"
            amount={euros(s.taxBenefit)}
            testId="riester-tax-benefit"
          />
          <AmountRow
            label="Förderung im Jahr"
            amount={euros(calc.support)}
            testId="riester-support"
          />
        </tbody>
      </table>
      <p>
        Der Mindesteigenbeitrag ist 4 % Ihres Vorjahreseinkommens, höchstens{' '}
        {euros(RIESTER.maxDeductible)}, abzüglich der Zulagen – mindestens der Sockelbetrag von{' '}
        {euros(RIESTER.baseContribution)}. Wer weniger einzahlt, bekommt die Zulagen nur anteilig.
      </p>
      <p>
        Beiträge und Zulagen können Sie bis {euros(calc.deductionCap)} im Jahr als Sonderausgaben
        abziehen. Das Finanzamt prüft, ob die Steuerersparnis daraus höher ist als die Zulagen
        (Günstigerprüfung, § 10a EStG), und erstattet Ihnen den Unterschied
        {s.taxBenefit > 0
          ? `: hier ${euros(s.taxBenefit)}.`
          : '; bei Ihren Angaben sind die Zulagen höher.'}
      </p>
    </CalculatorResult>
  );
};

/** /riester-rente/rechner: allowances, Mindesteigenbeitrag and Günstigerprüfung. */
export const Component = (): ReactElement => {
  const data = useLoaderData() as PageData;
  const handle = usePageHandle();
  const ctx: FieldContext = { values: data.values, errors: data.errors, idPrefix: 'rir' };
  return (
    <CalculatorPage
      heading={handle?.page.heading ?? 'Riester-Rechner'}
      lead={handle?.page.description}
      form={
        <CalculatorForm action={data.path} submit="Förderung berechnen">
          <TextField
            ctx={ctx}
            name="gross"
            label="Bruttoeinkommen im Vorjahr (€)"
            hint="Das rentenversicherungspflichtige Einkommen des Vorjahres, bei Beamten die Besoldung."
            inputMode="decimal"
          />
          <TextField
            ctx={ctx}
            name="olderChildren"
            label={`Kinder mit Kindergeld, geboren vor ${HIGHER_FROM}`}
            inputMode="numeric"
          />
          <TextField
            ctx={ctx}
            name="youngerChildren"
            label={`Kinder mit Kindergeld, geboren ab ${HIGHER_FROM}`}
            inputMode="numeric"
          />
          <ChoiceField
            ctx={ctx}
            name="spouse"
            legend="Sind Sie verheiratet?"
            choices={[
              { value: 'nein', label: 'Nein' },
              {
                value: 'unmittelbar',
                label: 'Ja, mein Ehepartner ist selbst förderberechtigt',
              },
              {
                value: 'mittelbar',
                label: 'Ja, mein Ehepartner ist nicht selbst förderberechtigt',
                description:
                  'Er oder sie erhält über Sie die Grundzulage (mittelbar förderberechtigt).',
              },
            ]}
          />
          <TextField
            ctx={ctx}
            name="contribution"
            label="Ihr Eigenbeitrag im Jahr (€, freiwillig)"
            hint="Leer lassen, um mit dem Mindesteigenbeitrag zu rechnen."
            inputMode="decimal"
          />
        </CalculatorForm>
      }
      result={data.result === null ? null : <Outcome calc={data.result} />}
    />
  );
};
