import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryBusinessProcessStore } from '../../../adapters/memory/memory-business-process-store.adapter';
import { makeGetBusinessProcess } from '../../../ports/use-cases/get-business-process.use-case';
import {
  JOB_SITUATION_MESSAGE,
  makeSaveBusinessProcess,
} from '../../../ports/use-cases/save-business-process.use-case';

// 31 December 2025, 23:30 UTC is already 1 January 2026 in Berlin: the age counts from there.
const setup = () => {
  const store = new MemoryBusinessProcessStore();
  const clock = new FixedClockAdapter(Temporal.Instant.from('2025-12-31T23:30:00Z'));
  return {
    store,
    save: makeSaveBusinessProcess({ store, clock }),
    get: makeGetBusinessProcess({ store }),
  };
};

describe('makeSaveBusinessProcess', () => {
  it('stores valid fields in ISO form and answers what is stored', async () => {
    const { save, get } = setup();
    expect(
      await save({ visitorId: 'v', birthday: ' 1980-05-01 ', jobSituation: 'Beamter' }),
    ).toEqual({ ok: true, value: { birthday: '1980-05-01', jobSituation: 'Beamter' } });
    expect(await get('v')).toEqual({ birthday: '1980-05-01', jobSituation: 'Beamter' });
  });

  it('checks the age on the Berlin date: born 1 January 1963 is 63 on 1 January 2026', async () => {
    const { save, store } = setup();
    expect(await save({ visitorId: 'v', birthday: '1963-01-01' })).toEqual({
      ok: false,
      error: { kind: 'age/too-old', message: 'Das Höchstalter beträgt 62 Jahre' },
    });
    expect(await store.get('v')).toBeNull();
    expect(await save({ visitorId: 'v', birthday: '1963-01-01', productType: 'sofort' })).toEqual({
      ok: true,
      value: { birthday: '1963-01-01' },
    });
  });

  it('stores nothing when one field is invalid, even if the other is fine', async () => {
    const { save, store } = setup();
    const result = await save({ visitorId: 'v', birthday: '1980-05-01', jobSituation: 'Rentner' });
    expect(result).toEqual({
      ok: false,
      error: { kind: 'bpm/job-situation', message: JOB_SITUATION_MESSAGE },
    });
    expect(await store.get('v')).toBeNull();
  });

  it('does not store null or empty fields and creates no record for them', async () => {
    const { save, store } = setup();
    expect(await save({ visitorId: 'v', birthday: '', jobSituation: null })).toEqual({
      ok: true,
      value: {},
    });
    expect(await save({ visitorId: 'v', birthday: '..' })).toEqual({ ok: true, value: {} });
    expect(await store.get('v')).toBeNull();
  });

  it('answers {} for a visitor without id or without data', async () => {
    const { get } = setup();
    expect(await get(null)).toEqual({});
    expect(await get('unbekannt')).toEqual({});
  });
});

describe('makeSaveBusinessProcess across midnight in Berlin', () => {
  it('moves to the new day with the clock (the remembered date is per Berlin day only)', async () => {
    const store = new MemoryBusinessProcessStore();
    // 22:59:30 UTC on 14 March 2026 is 23:59:30 in Berlin; born 15 March 2008 turns 18 at midnight.
    const clock = new FixedClockAdapter(Temporal.Instant.from('2026-03-14T22:59:30Z'));
    const save = makeSaveBusinessProcess({ store, clock });
    expect(await save({ visitorId: 'v', birthday: '2008-03-15' })).toMatchObject({
      ok: false,
      error: { kind: 'age/too-young' },
    });
    clock.advance({ seconds: 30 });
    expect(await save({ visitorId: 'v', birthday: '2008-03-15' })).toEqual({
      ok: true,
      value: { birthday: '2008-03-15' },
    });
  });

  const tooYoung = { ok: false, error: { kind: 'age/too-young' } };
  const turned18 = { ok: true, value: { birthday: '2008-03-15' } };

  it('changes the day at the last millisecond before and the first at Berlin midnight', async () => {
    const clock = new FixedClockAdapter(Temporal.Instant.from('2026-03-14T12:00:00Z'));
    const save = makeSaveBusinessProcess({ store: new MemoryBusinessProcessStore(), clock });
    expect(await save({ visitorId: 'v', birthday: '2008-03-15' })).toMatchObject(tooYoung);
    clock.set(Temporal.Instant.from('2026-03-14T22:59:59.999Z'));
    expect(await save({ visitorId: 'v', birthday: '2008-03-15' })).toMatchObject(tooYoung);
    clock.set(Temporal.Instant.from('2026-03-14T23:00:00Z'));
    expect(await save({ visitorId: 'v', birthday: '2008-03-15' })).toEqual(turned18);
  });

  it('uses the summer-time midnight (22:00 UTC) and follows a clock set back', async () => {
    // Born 15 July 2008: 18 from 15 July 2026 00:00 in Berlin = 14 July 22:00 UTC (CEST).
    const clock = new FixedClockAdapter(Temporal.Instant.from('2026-07-14T21:59:59.999Z'));
    const save = makeSaveBusinessProcess({ store: new MemoryBusinessProcessStore(), clock });
    const birthday = '2008-07-15';
    expect(await save({ visitorId: 'v', birthday })).toMatchObject(tooYoung);
    clock.set(Temporal.Instant.from('2026-07-14T22:00:00Z'));
    expect(await save({ visitorId: 'v', birthday })).toEqual({ ok: true, value: { birthday } });
    clock.set(Temporal.Instant.from('2026-07-14T21:59:00Z'));
    expect(await save({ visitorId: 'v', birthday })).toMatchObject(tooYoung);
  });
});

describe('makeSaveBusinessProcess save time', () => {
  it('hands the store the ISO instant of the clock, to the millisecond', async () => {
    const times: string[] = [];
    const store = new MemoryBusinessProcessStore();
    const recording = {
      get: (visitorId: string) => store.get(visitorId),
      save: (visitorId: string, data: { birthday?: string }, at: string) => {
        times.push(at);
        return store.save(visitorId, data);
      },
    };
    const clock = new FixedClockAdapter(Temporal.Instant.from('2026-03-01T10:00:00Z'));
    const save = makeSaveBusinessProcess({ store: recording, clock });
    const instants = [
      '2026-03-01T10:00:00Z',
      '2026-03-01T10:00:00.007Z',
      '2026-03-01T10:00:00.070Z',
      '2026-03-01T10:00:00.999Z',
      '2026-03-01T10:00:01.5Z',
      '2026-03-01T09:59:59.123Z',
      '1969-12-31T23:59:59.001Z',
      '2026-03-01T10:00:00.123456789Z',
    ];
    for (const instant of instants) {
      clock.set(Temporal.Instant.from(instant));
      await save({ visitorId: 'v', jobSituation: 'Beamter' });
    }
    expect(times).toEqual(
      instants.map((i) => new Date(Temporal.Instant.from(i).epochMilliseconds).toISOString()),
    );
  });
});
