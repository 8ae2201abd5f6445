import { isPreferredCallTime, type PreferredCallTime } from '../application/consultation-request';
import { checkGermanPhone } from '../application/person-fields';
import { checkEmail } from '../login/check-login-fields';
import { err, ok, type Result } from '../result';
import { checkContactName, checkContactTopic } from './booking-contact';

/** „Rückruf statt Termin“: whom to call, at which number, when and about what. */
export interface CallbackContact {
  readonly name: string;
  readonly phoneNumber: string;
  readonly preferredTime: PreferredCallTime;
  readonly topic: string;
  /** '' when the customer gave none: a callback needs no mail. */
  readonly email: string;
}

export type CallbackContactField = keyof CallbackContact | 'dataProtection';

export interface CallbackContactError {
  readonly kind: 'consulting/contact';
  readonly field: CallbackContactField;
  readonly message: string;
}

export const PREFERRED_TIME_MESSAGE = 'Bitte wählen Sie, wann wir Sie am besten erreichen.';
export const CALLBACK_CONSENT_MESSAGE =
  'Bitte stimmen Sie zu, dass wir Ihre Angaben für den Rückruf verwenden dürfen.';

const fail = (field: CallbackContactField, message: string): Result<never, CallbackContactError> =>
  err({ kind: 'consulting/contact', field, message });

/**
 * The callback form's fields in the order the page shows them; the first problem is reported.
 * Without the customer's consent to use the data for the call (Art. 6 Abs. 1 lit. a DSGVO, as
 * the callback form always asked) nothing is stored.
 */
export const checkCallbackContact = (input: {
  readonly name?: string;
  readonly phoneNumber?: string;
  readonly preferredTime?: string;
  readonly topic?: string;
  readonly email?: string;
  readonly dataProtection?: boolean;
}): Result<CallbackContact, CallbackContactError> => {
  const name = checkContactName(input.name);
  if (!name.ok) return fail('name', name.error);
  const phone = checkGermanPhone(input.phoneNumber ?? '');
  if (!phone.ok) return fail('phoneNumber', phone.error);
  const time = (input.preferredTime ?? '').trim();
  if (!isPreferredCallTime(time)) return fail('preferredTime', PREFERRED_TIME_MESSAGE);
  const topic = checkContactTopic(input.topic);
  if (!topic.ok) return fail('topic', topic.error);
  const emailText = (input.email ?? '').trim();
  const email = emailText === '' ? ok('') : checkEmail(emailText);
  if (!email.ok) return fail('email', email.error.message);
  if (input.dataProtection !== true) return fail('dataProtection', CALLBACK_CONSENT_MESSAGE);
  return ok({
    name: name.value,
    phoneNumber: phone.value,
    preferredTime: time,
    topic: topic.value,
    email: email.value,
  });
};
