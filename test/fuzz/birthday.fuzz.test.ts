import fc from 'fast-check';
import { describe, expect } from 'vitest';
import type { BirthdayTextCheck } from '../../domain/age/check-birthday';
import {
  ageOn,
  BIRTHDAY_MESSAGES,
  checkBirthday,
  checkBirthdayText,
  maxAgeFor,
} from '../../domain/age/check-birthday';
import { parseBirthdayInput } from '../../domain/age/german-date';
import { isoDayOf } from '../../domain/calendar/calendar-day';
import { checkBirthdayInput } from '../../domain/entry/birthday-entry';
import { PRODUCT_TYPES, type ProductType } from '../../domain/products/product-type';
import { calendarDate } from '../arbitraries/calendar-date';
import { germanDateTextArb, isoDateTextArb } from '../arbitraries/date-text';
import { hostileStringArb, longStringArb } from '../arbitraries/hostile-input';
import { isoDateArb } from '../arbitraries/search-data';
import { fuzz } from './fuzz-harness';

const KINDS: Readonly<Record<string, (product: ProductType) => string>> = {
  'age/invalid': () => BIRTHDAY_MESSAGES.invalid,
  'age/too-old': (product) => BIRTHDAY_MESSAGES.maxAge(maxAgeFor(product)),
  'age/too-young': () => BIRTHDAY_MESSAGES.minAge,
};

const birthdayTextArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: isoDateTextArb },
  { weight: 4, arbitrary: germanDateTextArb },
  { weight: 3, arbitrary: isoDateArb },
  { weight: 1, arbitrary: fc.constantFrom('', '..', ' ', ' .. ', '...', '.', 'null', 'undefined') },
  { weight: 3, arbitrary: hostileStringArb() },
  { weight: 1, arbitrary: longStringArb },
);

const caseArb = fc.record({
  input: birthdayTextArb,
  product: fc.constantFrom(...PRODUCT_TYPES),
  today: calendarDate(1900, 2200),
});

/** What every birthday check answers: a valid age within the limits, or the SPEC §5 message. */
const expectSpecVerdict = (
  check: BirthdayTextCheck,
  product: ProductType,
  today: { year: number; month: number; day: number },
): void => {
  if (check.state === 'invalid') {
    const message = KINDS[check.kind];
    expect(message, `unknown kind ${check.kind}`).toBeDefined();
    expect(check.message).toBe(message?.(product));
    return;
  }
  expect(check.state).toBe('valid');
  if (check.iso === null) {
    expect(check.age).toBeNull();
    return;
  }
  const day = isoDayOf(check.iso);
  expect(day, `${check.iso} is a real day`).not.toBeNull();
  if (day === null) return;
  expect(check.age).toBe(ageOn(day, today));
  expect(check.age).toBeGreaterThanOrEqual(18);
  expect(check.age).toBeLessThanOrEqual(maxAgeFor(product));
};

describe('fuzz: birthday checks (issue 13)', () => {
  fuzz('birthday check (comparison, CLI, API)', caseArb, ({ input, product, today }) => {
    const text = checkBirthdayText(input, product, today);
    expectSpecVerdict(text, product, today);
    // The PlainDate variant (CLI, pages) says the same as the text variant (POST /api/bpm).
    const full = checkBirthday(input, product, today);
    expect(full.state).toBe(text.state);
    if (full.state === 'invalid' && text.state === 'invalid') expect(full.kind).toBe(text.kind);
    if (full.state === 'valid' && text.state === 'valid') {
      expect(full.birthday?.toString() ?? null).toBe(text.iso);
    }
    // The CLI reads German dates too: `rente birthday` = checkBirthday(parseBirthdayInput(…)).
    const cli = checkBirthday(parseBirthdayInput(input), product, today);
    expectSpecVerdict(
      cli.state === 'valid'
        ? { state: 'valid', iso: cli.birthday?.toString() ?? null, age: cli.age }
        : (cli as BirthdayTextCheck),
      product,
      today,
    );
  });

  fuzz("birthday check (the entry form's)", caseArb, ({ input, product, today }) => {
    const entry = checkBirthdayInput(input, product, today);
    expectSpecVerdict(entry, product, today);
    // The entry form and the CLI read the same texts as the same day with the same verdict.
    const cli = checkBirthday(parseBirthdayInput(input), product, today);
    expect(cli.state).toBe(entry.state);
    if (cli.state === 'invalid' && entry.state === 'invalid') expect(cli.kind).toBe(entry.kind);
    if (cli.state === 'valid' && entry.state === 'valid') {
      expect(cli.birthday?.toString() ?? null).toBe(entry.iso);
    }
  });
});
