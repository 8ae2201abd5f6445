import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';

const NS_PER_MS = 1_000_000n;

/** Any instant between two ISO instants (inclusive), at millisecond precision. */
export const instantBetween = (min: string, max: string): fc.Arbitrary<Temporal.Instant> =>
  fc
    .bigInt({
      min: Temporal.Instant.from(min).epochNanoseconds / NS_PER_MS,
      max: Temporal.Instant.from(max).epochNanoseconds / NS_PER_MS,
    })
    .map((ms) => Temporal.Instant.fromEpochNanoseconds(ms * NS_PER_MS));

/** An instant within ±spread of one of the anchors (boundaries are where rules break). */
export const instantNear = (
  anchors: readonly Temporal.Instant[],
  spread: Temporal.Duration = Temporal.Duration.from({ hours: 3 }),
): fc.Arbitrary<Temporal.Instant> => {
  const spreadMs = BigInt(spread.total({ unit: 'milliseconds' }));
  return fc
    .tuple(fc.constantFrom(...anchors), fc.bigInt({ min: -spreadMs, max: spreadMs }))
    .map(([anchor, ms]) =>
      Temporal.Instant.fromEpochNanoseconds(anchor.epochNanoseconds + ms * NS_PER_MS),
    );
};

const berlin = (wallClock: string): Temporal.Instant =>
  Temporal.PlainDateTime.from(wallClock).toZonedDateTime('Europe/Berlin').toInstant();

/** Berlin wall-clock moments where the insurance-start and banner rules change, 2024–2030. */
export const berlinBoundaries = (): readonly Temporal.Instant[] =>
  [2024, 2025, 2026, 2027, 2028, 2029, 2030].flatMap((year) => [
    berlin(`${year}-01-01T00:00`),
    berlin(`${year}-03-20T00:00`),
    berlin(`${year}-10-20T00:00`),
    berlin(`${year}-11-20T00:00`),
    berlin(`${year}-12-06T00:00`),
    berlin(`${year}-12-20T00:00`),
    berlin(`${year}-12-22T00:00`),
    berlin(`${year}-12-30T21:00`),
    // The daylight-saving changes: last Sunday of March and of October, 01:00 UTC.
    ...[3, 10].map((month) => {
      const lastDay = Temporal.PlainDate.from({ year, month, day: 31 });
      const lastSunday = lastDay.subtract({ days: lastDay.dayOfWeek % 7 });
      return Temporal.Instant.from(`${lastSunday.toString()}T01:00:00Z`);
    }),
  ]);

/** Mostly instants near the rule boundaries, some anywhere in 2024–2030. */
export const businessInstant = (): fc.Arbitrary<Temporal.Instant> =>
  fc.oneof(
    { arbitrary: instantNear(berlinBoundaries()), weight: 3 },
    { arbitrary: instantBetween('2024-01-01T00:00:00Z', '2030-12-31T23:59:59Z'), weight: 2 },
  );
