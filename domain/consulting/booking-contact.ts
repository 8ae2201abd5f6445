import { checkGermanPhone } from '../application/person-fields';
import { checkEmail } from '../login/check-login-fields';
import { err, ok, type Result } from '../result';
import { CONSULTING_TOPICS, isConsultingTopic } from './consulting-topic';

/** Who books the consultation and what about. */
export interface BookingContact {
  readonly name: string;
  readonly phoneNumber: string;
  readonly email: string;
  readonly topic: string;
}

export type BookingContactField = keyof BookingContact;

export interface BookingContactError {
  readonly kind: 'consulting/contact';
  /** The first field with a problem and its message (the API's and the CLI's answer). */
  readonly field: BookingContactField;
  readonly message: string;
  /** Every field with a problem, in the form's order: the page shows them all at once. */
  readonly fields: readonly { readonly field: BookingContactField; readonly message: string }[];
}

const MAX_TEXT = 100;
// Control characters have no place in a name (they would reach the mail and the CLI).
const CONTROL = /(?![\t\n])\p{Cc}/u;

/** A topic not of the list (CONSULTING_TOPICS). */
export const TOPIC_MESSAGE = `Bitte wählen Sie ein Thema: ${CONSULTING_TOPICS.join(', ')}.`;

/** The contact's name, its spaces tidied; the German message when it is missing or too long. */
export const checkContactName = (input: string | undefined): Result<string, string> => {
  const name = (input ?? '').trim().replace(/\s+/g, ' ');
  if (name === '') return err('Bitte geben Sie Ihren Namen an.');
  if (name.length > MAX_TEXT || CONTROL.test(name))
    return err(`Der Name darf höchstens ${MAX_TEXT} Zeichen lang sein.`);
  return ok(name);
};

/**
 * One of the booking page's topics: no free text reaches the mail to any address or support's
 * terminal (issue 30: a topic with line breaks did both).
 */
export const checkContactTopic = (input: string | undefined): Result<string, string> => {
  const topic = (input ?? '').trim();
  if (topic === '') return err('Bitte nennen Sie das Thema der Beratung.');
  return isConsultingTopic(topic) ? ok(topic) : err(TOPIC_MESSAGE);
};

/**
 * The booking form's contact fields, all checked (issue 32, finding 9: every message at once);
 * `field` and `message` name the first problem in the form's order.
 */
export const checkBookingContact = (input: {
  readonly name?: string;
  readonly phoneNumber?: string;
  readonly email?: string;
  readonly topic?: string;
}): Result<BookingContact, BookingContactError> => {
  const name = checkContactName(input.name);
  const phone = checkGermanPhone(input.phoneNumber ?? '');
  const email = checkEmail(input.email ?? '');
  const topic = checkContactTopic(input.topic);
  if (name.ok && phone.ok && email.ok && topic.ok) {
    return ok({
      name: name.value,
      phoneNumber: phone.value,
      email: email.value,
      topic: topic.value,
    });
  }
  const fields = [
    name.ok ? null : { field: 'name' as const, message: name.error },
    phone.ok ? null : { field: 'phoneNumber' as const, message: phone.error },
    email.ok ? null : { field: 'email' as const, message: email.error.message },
    topic.ok ? null : { field: 'topic' as const, message: topic.error },
  ].filter((f) => f !== null);
  const [first] = fields;
  // At least one check failed above, so there is a first problem.
  if (first === undefined) throw new Error('checkBookingContact: no failed field');
  return err({ kind: 'consulting/contact', field: first.field, message: first.message, fields });
};
