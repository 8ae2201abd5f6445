import { checkEmail } from '../login/check-login-fields';
import { err, ok, type Result } from '../result';
import { checkGermanPhone, checkNameText } from './person-fields';

/** The page where a customer asks for a consultant's call about a tariff. */
export const CONSULTATION_REQUEST_FIELDS = [
  'firstName',
  'lastName',
  'phoneNumber',
  'preferredTime',
  'email',
  'dataProtection',
] as const;
export type ConsultationRequestField = (typeof CONSULTATION_REQUEST_FIELDS)[number];

/** When the customer wants to be called, Monday to Friday. */
export const PREFERRED_CALL_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type PreferredCallTime = (typeof PREFERRED_CALL_TIMES)[number];

export const PREFERRED_CALL_TIME_LABELS: Readonly<Record<PreferredCallTime, string>> = {
  morning: 'Vormittag (Mo–Fr, 9–12 Uhr)',
  afternoon: 'Nachmittag (Mo–Fr, 12–17 Uhr)',
  evening: 'Abend (Mo–Fr, 17–20 Uhr)',
};

export const isPreferredCallTime = (input: string): input is PreferredCallTime =>
  (PREFERRED_CALL_TIMES as readonly string[]).includes(input);

/** The checked request: what a consultant needs to call back. */
export interface ConsultationRequest {
  readonly firstName: string;
  readonly lastName: string;
  readonly phoneNumber: string;
  readonly preferredTime: PreferredCallTime;
  /** '' when the customer gave none. */
  readonly email: string;
}

export interface ConsultationRequestError {
  readonly kind: 'consultation/invalid';
  readonly message: string;
  readonly fields: Readonly<Partial<Record<ConsultationRequestField, string>>>;
}

export const CONSULTATION_REQUEST_INVALID =
  'Bitte prüfen Sie Ihre Angaben – die markierten Felder sind noch nicht richtig ausgefüllt.';

/** When the request cannot be stored for a technical reason. */
export const CONSULTATION_UNAVAILABLE =
  'Ihre Anfrage konnte gerade nicht gespeichert werden. Bitte versuchen Sie es gleich noch einmal oder rufen Sie uns an.';

/** A ticked checkbox as posted. */
const TICKED = '1';

/** Checks the posted form; every wrong field gets its own German message. */
export const checkConsultationRequest = (
  fields: Readonly<Partial<Record<string, string>>>,
): Result<ConsultationRequest, ConsultationRequestError> => {
  const text = (name: ConsultationRequestField): string => fields[name] ?? '';
  const errors: Partial<Record<ConsultationRequestField, string>> = {};
  const firstName = checkNameText(text('firstName'), {
    missing: 'Bitte geben Sie Ihren Vornamen an.',
    label: 'Der Vorname',
  });
  if (!firstName.ok) errors.firstName = firstName.error;
  const lastName = checkNameText(text('lastName'), {
    missing: 'Bitte geben Sie Ihren Nachnamen an.',
    label: 'Der Nachname',
  });
  if (!lastName.ok) errors.lastName = lastName.error;
  const phone = checkGermanPhone(text('phoneNumber'));
  if (!phone.ok) errors.phoneNumber = phone.error;
  const time = text('preferredTime').trim();
  if (!isPreferredCallTime(time)) {
    errors.preferredTime = 'Bitte wählen Sie, wann wir Sie am besten erreichen.';
  }
  const emailText = text('email').trim();
  const email = emailText === '' ? ok('') : checkEmail(emailText);
  if (!email.ok) errors.email = email.error.message;
  if (text('dataProtection') !== TICKED) {
    errors.dataProtection =
      'Bitte stimmen Sie zu, dass wir Ihre Angaben für den Rückruf verwenden dürfen.';
  }
  if (!firstName.ok || !lastName.ok || !phone.ok || !email.ok || !isPreferredCallTime(time)) {
    return err({
      kind: 'consultation/invalid',
      message: CONSULTATION_REQUEST_INVALID,
      fields: errors,
    });
  }
  if (errors.dataProtection !== undefined) {
    return err({
      kind: 'consultation/invalid',
      message: CONSULTATION_REQUEST_INVALID,
      fields: errors,
    });
  }
  return ok({
    firstName: firstName.value,
    lastName: lastName.value,
    phoneNumber: phone.value,
    preferredTime: time,
    email: email.value,
  });
};
