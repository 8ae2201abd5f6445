import type { ReactElement } from 'react';
import {
  PREFERRED_CALL_TIME_LABELS,
  PREFERRED_CALL_TIMES,
} from '../../../domain/application/consultation-request';
import { CONSULTING_TOPICS } from '../../../domain/consulting/consulting-topic';
import {
  ChoiceField,
  type FieldContext,
  SelectField,
  TextField,
} from '../../components/form/form-fields';

const TOPIC_OPTIONS: ReadonlyArray<readonly [string, string]> = [
  ['', 'Bitte wählen'],
  ...CONSULTING_TOPICS.map((topic) => [topic, topic] as const),
];

const TIME_CHOICES = PREFERRED_CALL_TIMES.map((value) => ({
  value,
  label: PREFERRED_CALL_TIME_LABELS[value],
}));

/**
 * „Rückruf statt Termin“: name, phone number, the preferred time window, the topic and the
 * consent to use the data for the call. A plain document post (`intent=callback`), so it works
 * without JavaScript; the server checks every field and stores the callback request.
 */
export const CallbackForm = ({
  ctx,
  action,
  brandName,
  backUrl,
}: {
  readonly ctx: FieldContext;
  readonly action: string;
  readonly brandName: string;
  /** The way back to the day list; none where the form stands beside it. */
  readonly backUrl: string | null;
}): ReactElement => {
  const consentError = ctx.errors.dataProtection;
  const consentId = `${ctx.idPrefix}-dataProtection`;
  return (
    <form method="post" action={action} className="step-form" noValidate>
      <input type="hidden" name="intent" value="callback" />
      <TextField ctx={ctx} name="name" label="Vor- und Nachname" autoComplete="name" />
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
      <SelectField ctx={ctx} name="topic" label="Worum geht es?" options={TOPIC_OPTIONS} />
      <div className="step-field app-check">
        <label className="step-check__label">
          <input
            type="checkbox"
            id={consentId}
            name="dataProtection"
            value="1"
            defaultChecked={ctx.values.dataProtection === '1'}
            className="step-check__box"
            aria-invalid={consentError === undefined ? undefined : true}
            aria-describedby={consentError === undefined ? undefined : `${consentId}-message`}
          />
          {`Ich bin einverstanden, dass ${brandName} meine Angaben verwendet, um mich zurückzurufen (Art. 6 Abs. 1 lit. a DSGVO). Die Einwilligung kann ich jederzeit widerrufen.`}
        </label>
        {consentError === undefined ? null : (
          <p className="step-field__message" id={`${consentId}-message`}>
            {consentError}
          </p>
        )}
      </div>
      <div className="step-form__actions">
        {backUrl === null ? null : <a href={backUrl}>Zurück</a>}
        <button type="submit" className="rk-button rk-button--secondary">
          Rückruf anfordern
        </button>
      </div>
    </form>
  );
};
