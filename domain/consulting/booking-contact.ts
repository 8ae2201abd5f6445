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
  readonly field: BookingContactField;
  readonly message: string;
}

const MAX_TEXT = 100;
// Control characters have no place in a name (they would reach the mail and the CLI).
const CONTROL = /(?![\t\n])\p{Cc}/u;

/** A topic not of the list (CONSULTING_TOPICS). */
export const TOPIC_MESSAGE = `Bitte wählen Sie ein Thema: ${CONSULTING_TOPICS.join(', ')}.`;

const fail = (field: BookingContactField, message: string): Result<never, BookingContactError> =>
  err({ kind: 'consulting/contact', field, message });

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

/** The booking form's contact fields, checked in order; the first problem is reported. */
export const checkBookingContact = (input: {
  readonly name?: string;
  readonly phoneNumber?: string;
  readonly email?: string;
  readonly topic?: string;
}): Result<BookingContact, BookingContactError> => {
  const name = checkContactName(input.name);
  if (!name.ok) return fail('name', name.error);
  const phone = checkGermanPhone(input.phoneNumber ?? '');
  if (!phone.ok) return fail('phoneNumber', phone.error);
  const email = checkEmail(input.email ?? '');
  if (!email.ok) return fail('email', email.error.message);
  const topic = checkContactTopic(input.topic);
  if (!topic.ok) return fail('topic', topic.error);
  return ok({ name: name.value, phoneNumber: phone.value, email: email.value, topic: topic.value });
};
