import type { ReactElement } from 'react';
import {
  type ActionFunctionArgs,
  data,
  type LoaderFunctionArgs,
  redirect,
  useActionData,
  useLoaderData,
} from 'react-router-dom';
import { Temporal } from 'temporal-polyfill';
import { CONSULTATION_REQUEST_INVALID } from '../../../../domain/application/consultation-request';
import {
  shortWeekdayDateText,
  weekdayDateText,
} from '../../../../domain/consulting/appointment-confirmation-mail';
import { bookingFailure } from '../../../../domain/consulting/booking-failure';
import {
  type BookingEntry,
  bookingDaysFrom,
  bookingUrlOf,
  cancelPageUrlOf,
} from '../../../../domain/consulting/consulting-paths';
import { topicOfProduct } from '../../../../domain/consulting/consulting-topic';
import type { AppServices } from '../../../../ports/app-services';
import type { ConsultingPageServices } from '../../../../ports/consulting-page-services';
import { serverOnly } from '../../server-only';
import { BookingPage } from './booking-page';
import type {
  BookingPageData,
  BookingProblem,
  CallbackFormData,
  FieldTexts,
} from './consulting-booking-data';
import { bookingEntryOf, postedTexts } from './consulting-request';

/** How many weekdays the day list offers, today included. */
const BOOKABLE_WEEKDAYS = 10;
const CONTACT_FIELDS = ['name', 'phoneNumber', 'email', 'topic'] as const;
/** „Rückruf statt Termin“: the fields it posts (the consent box posts 1 when ticked). */
const CALLBACK_FIELDS = [
  'name',
  'phoneNumber',
  'preferredTime',
  'topic',
  'dataProtection',
] as const;

/** The callback form, empty but for the topic of the product the customer came from. */
const callbackFormOf = (
  entry: BookingEntry,
  values: FieldTexts | null,
  errors: FieldTexts,
): CallbackFormData => {
  const topic = topicOfProduct(entry.product);
  return {
    action: bookingUrlOf(entry, { callback: '1' }),
    values: values ?? (topic === null ? {} : { topic }),
    errors,
  };
};

const dayOf = (iso: string): Temporal.PlainDate | null => {
  try {
    return Temporal.PlainDate.from(iso, { overflow: 'reject' });
  } catch {
    return null;
  }
};

/** The day list and the free half hours of the chosen day (the first listed one by default). */
const chooseData = async (
  consulting: ConsultingPageServices,
  entry: BookingEntry,
  wanted: string | null,
  problem: BookingProblem | null,
): Promise<BookingPageData> => {
  const today = dayOf(consulting.today()) ?? Temporal.PlainDate.from('1970-01-01');
  const days = bookingDaysFrom(today, BOOKABLE_WEEKDAYS);
  const chosen = days.find((day) => day.toString() === wanted) ?? days[0] ?? today;
  const slots = await consulting.slots(chosen.toString());
  return {
    kind: 'choose',
    entry,
    days: days.map((day) => ({
      date: day.toString(),
      label: shortWeekdayDateText(day),
      url: bookingUrlOf(entry, { date: day }),
    })),
    date: chosen.toString(),
    dayText: weekdayDateText(chosen),
    slots,
    action: bookingUrlOf(entry, { date: chosen }),
    callbackUrl: bookingUrlOf(entry, { callback: '1' }),
    callback: callbackFormOf(entry, null, {}),
    problem,
  };
};

const callbackPage = (
  entry: BookingEntry,
  values: FieldTexts | null,
  errors: FieldTexts,
  summary: string | null,
): BookingPageData => ({
  kind: 'callback',
  entry,
  chooseUrl: bookingUrlOf(entry),
  callback: callbackFormOf(entry, values, errors),
  summary,
});

/**
 * /beratung/termin?origin=&product=&tariffId=: the day list and the day's free half hours
 * (`date`), the callback form (`callback=1`, sent: `callback=sent`) or, after booking, the
 * confirmation (`appointment` with the signed `sig` of the mail's cancel link).
 */
export const loader =
  (svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs) => {
    const consulting = await serverOnly(svc, 'consulting', request);
    const url = new URL(request.url);
    const entry = bookingEntryOf(url);
    const appointmentId = url.searchParams.get('appointment');
    if (appointmentId !== null) {
      const signature = url.searchParams.get('sig') ?? '';
      const found = await consulting.appointment(appointmentId, signature);
      if (!found.ok)
        return data<BookingPageData>(
          { kind: 'link-invalid', message: found.error.message, startUrl: bookingUrlOf(entry) },
          { status: 404 },
        );
      return data<BookingPageData>({
        kind: 'confirmed',
        appointment: found.value,
        cancelUrl: cancelPageUrlOf(appointmentId, signature),
      });
    }
    const callback = url.searchParams.get('callback');
    if (callback === 'sent')
      return data<BookingPageData>({ kind: 'callback-sent', chooseUrl: bookingUrlOf(entry) });
    if (callback === '1') return data(callbackPage(entry, null, {}, null));
    return data(await chooseData(consulting, entry, url.searchParams.get('date'), null));
  };

const problemOf = (error: {
  readonly message: string;
  readonly reason?: unknown;
}): BookingProblem => ({
  reason: typeof error.reason === 'string' ? (error.reason as BookingProblem['reason']) : null,
  message: error.message,
});

/** Every field's message where the check names them all (the booking), else the one field's. */
const fieldErrorOf = (error: {
  readonly field: string;
  readonly message: string;
  readonly fields?: readonly { readonly field: string; readonly message: string }[];
}): FieldTexts =>
  Object.fromEntries(
    (error.fields ?? [error]).map(({ field, message }) => [field, message]),
  ) as FieldTexts;

/**
 * The summary's heading: a field's own message stands in the list below it (a link to the
 * field), so the heading says what to do instead of repeating it; other failures are the heading.
 */
const summaryOf = (error: { readonly message: string }): string =>
  'field' in error ? CONSULTATION_REQUEST_INVALID : error.message;

/**
 * The page's forms, posted as documents (the server checks their origin): `intent=hold` holds
 * the chosen half hour and shows the contact form, `intent=book` books it and redirects (303)
 * to the confirmation, `intent=callback` („Rückruf statt Termin“) stores a callback request and
 * redirects (303) to its thanks. A failure shows its SPEC §3 message with the way forward.
 */
export const action =
  (svc: AppServices) =>
  async ({ request }: ActionFunctionArgs) => {
    const consulting = await serverOnly(svc, 'consulting', request);
    const url = new URL(request.url);
    const entry = bookingEntryOf(url);
    const form = await request.formData();
    const intent = form.get('intent');
    const texts = postedTexts(form, [...CONTACT_FIELDS, 'start', 'holdId']);
    const { start = '', holdId = '', ...rest } = texts;
    const contact = Object.fromEntries(
      CONTACT_FIELDS.flatMap((name) => (rest[name] === undefined ? [] : [[name, rest[name]]])),
    ) as FieldTexts;
    const chooseUrl = bookingUrlOf(entry);
    if (intent === 'hold') {
      const held = await consulting.hold(start);
      if (!held.ok)
        return data(
          await chooseData(consulting, entry, url.searchParams.get('date'), problemOf(held.error)),
          {
            status: held.error.kind === 'consulting/unavailable' ? 503 : 409,
          },
        );
      const topic = topicOfProduct(entry.product);
      return data<BookingPageData>({
        kind: 'contact',
        entry,
        held: held.value,
        action: bookingUrlOf(entry),
        chooseUrl,
        values: topic === null ? {} : { topic },
        errors: {},
        summary: null,
      });
    }
    if (intent === 'callback') {
      const posted = postedTexts(form, CALLBACK_FIELDS) as FieldTexts;
      const sent = await consulting.callback(entry, {
        ...posted,
        dataProtection: posted.dataProtection === '1',
      });
      if (sent.ok) throw redirect(bookingUrlOf(entry, { callback: 'sent' }), 303);
      const errors = 'field' in sent.error ? fieldErrorOf(sent.error) : {};
      return data(callbackPage(entry, posted, errors, summaryOf(sent.error)), {
        status: 'field' in sent.error ? 400 : 503,
      });
    }
    if (intent !== 'book') throw redirect(chooseUrl, 303);
    const booked = await consulting.book(holdId, entry, contact);
    if (booked.ok) throw redirect(booked.value.confirmationUrl, 303);
    const failed = (problem: BookingProblem) =>
      data<BookingPageData>(
        {
          kind: 'failed',
          problem,
          chooseUrl,
          callbackUrl: bookingUrlOf(entry, { callback: '1' }),
        },
        { status: 409 },
      );
    if (
      booked.error.kind !== 'consulting/contact' &&
      booked.error.kind !== 'consulting/unavailable'
    )
      return failed(problemOf(booked.error));
    const held = await consulting.heldSlot(holdId);
    if (held === null) return failed(problemOf(bookingFailure('appointmentBookingIsTimedOut')));
    return data<BookingPageData>(
      {
        kind: 'contact',
        entry,
        held,
        action: bookingUrlOf(entry),
        chooseUrl,
        values: contact,
        errors: 'field' in booked.error ? fieldErrorOf(booked.error) : {},
        summary: summaryOf(booked.error),
      },
      { status: 'field' in booked.error ? 400 : 503 },
    );
  };

export const Component = (): ReactElement => {
  const loaded = useLoaderData() as BookingPageData;
  const posted = useActionData() as BookingPageData | undefined;
  return <BookingPage page={posted ?? loaded} />;
};
