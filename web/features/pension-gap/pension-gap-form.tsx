import type { ReactElement } from 'react';
import type { FieldErrors, FormValues } from '../../../domain/onboarding/form-values';
import { ChoiceField, type FieldContext, TextField } from '../../components/form/form-fields';
import '../../components/form/form.css';
import './pension-gap.css';

/** Step 1 of the Rentenlückencheck: a GET form to the page itself, so it works without JavaScript. */
export const PensionGapForm = ({
  action,
  values,
  errors,
}: {
  readonly action: string;
  readonly values: FormValues;
  readonly errors: FieldErrors;
}): ReactElement => {
  const ctx: FieldContext = { values, errors, idPrefix: 'rlc' };
  return (
    <form method="get" action={action} className="pension-gap__form" noValidate>
      <TextField ctx={ctx} name="age" label="Ihr Alter (Jahre)" inputMode="numeric" />
      <TextField
        ctx={ctx}
        name="gross"
        label="Bruttojahreseinkommen (€)"
        hint="Leer lassen, wenn Sie unten den Betrag aus Ihrer Renteninformation angeben."
        inputMode="decimal"
      />
      <TextField ctx={ctx} name="net" label="Nettoeinkommen im Monat (€)" inputMode="decimal" />
      <TextField
        ctx={ctx}
        name="retireAt"
        label="Gewünschter Rentenbeginn (Alter, 63 bis 70)"
        inputMode="numeric"
      />
      <TextField
        ctx={ctx}
        name="share"
        label="Bedarf im Ruhestand (% des heutigen Nettoeinkommens)"
        hint="Üblich sind 70 bis 80 Prozent."
        inputMode="numeric"
      />
      <TextField
        ctx={ctx}
        name="statutory"
        label="Gesetzliche Rente laut Renteninformation (€ im Monat, freiwillig)"
        hint="Die „Höhe Ihrer künftigen Regelaltersrente“ aus Ihrer Renteninformation."
        inputMode="decimal"
      />
      <TextField
        ctx={ctx}
        name="other"
        label="Weitere Einkünfte im Ruhestand (€ im Monat netto, freiwillig)"
        hint="Zum Beispiel Betriebsrente oder Mieteinnahmen."
        inputMode="decimal"
      />
      <ChoiceField
        ctx={ctx}
        name="childless"
        legend="Haben Sie Kinder?"
        required
        choices={[
          { value: '0', label: 'Ja' },
          { value: '1', label: 'Nein' },
        ]}
      />
      <button type="submit" className="rk-button rk-button--primary pension-gap__submit">
        Rentenlücke berechnen
      </button>
    </form>
  );
};
