import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGES } from '../../../../domain/age/check-birthday';
import type { EntrySave } from '../../../../domain/entry/entry-submission';
import { err, ok } from '../../../../domain/result';
import type { LoginUserData } from '../../../../domain/session/login-state';
import {
  type EntryLoaderDeps,
  type EntrySaveError,
  loadEntry,
  submitEntry,
} from '../../../../web/features/comparison-entry/entry-data';

// 2026-03-15 12:00 in Berlin.
const NOW = new Date('2026-03-15T11:00:00Z');

const fakeDeps = (
  over: {
    bpm?: { birthday?: string; jobSituation?: string };
    user?: LoginUserData | null;
    refuse?: EntrySaveError;
  } = {},
): EntryLoaderDeps & { saved: EntrySave[] } => {
  const saved: EntrySave[] = [];
  return {
    saved,
    businessProcess: async () => over.bpm ?? {},
    userData: async () => over.user ?? null,
    saveBusinessProcess: async (input) => {
      saved.push(input);
      return over.refuse === undefined ? ok({}) : err(over.refuse);
    },
  };
};

const load = (deps: EntryLoaderDeps, query: string, pageCategory: 'rente' | 'rente-ez' = 'rente') =>
  loadEntry(deps, { url: new URL(`https://portal.test/lp${query}`), pageCategory, now: NOW });

describe('loadEntry: prefill (SPEC §3)', () => {
  const user: LoginUserData = {
    isLoggedIn: true,
    ssoUserData: {
      firstName: 'Eva',
      birthday: '1970-01-01',
      jobSituation: 'Angestellter',
    } as never,
    expiredSessionData: null,
  };

  it('query beats business process beats login', async () => {
    const deps = fakeDeps({ bpm: { jobSituation: 'Beamter', birthday: '1980-02-02' }, user });
    expect(await load(deps, '?birthday=1990-05-17')).toEqual({
      kind: 'data',
      data: {
        prefill: { product: 'schicht3', birthday: '17.05.1990', jobSituation: 'Beamter' },
        today: { year: 2026, month: 3, day: 15 },
        message: null,
      },
    });
    expect(await load(fakeDeps({ user }), '')).toMatchObject({
      data: { prefill: { birthday: '01.01.1970', jobSituation: 'Angestellter' } },
    });
    expect(deps.saved).toEqual([]);
  });

  it('the product from the query, else the page default', async () => {
    expect(await load(fakeDeps(), '', 'rente-ez')).toMatchObject({
      data: { prefill: { product: 'sofort' } },
    });
    expect(await load(fakeDeps(), '?productType=sofort')).toMatchObject({
      data: { prefill: { product: 'sofort' } },
    });
  });
});

const submit = (
  deps: EntryLoaderDeps,
  fields: Record<string, string>,
  pageCategory: 'rente' | 'rente-ez' = 'rente',
) =>
  submitEntry(deps, {
    form: new URLSearchParams({ entry: '1', ...fields }),
    pageCategory,
    now: NOW,
  });

describe('submitEntry: the form posted without JavaScript (SPEC §2 call-to-action)', () => {
  it('saves and redirects to the target', async () => {
    const deps = fakeDeps();
    expect(
      await submit(deps, {
        productType: 'schicht3',
        birthday: '17.05.1990',
        jobSituation: 'Angestellter',
      }),
    ).toEqual({
      kind: 'redirect',
      location: '/onboarding-personal-data?jobSituation=Angestellter&birthday=1990-05-17',
    });
    expect(deps.saved).toEqual([
      { birthday: '1990-05-17', jobSituation: 'Angestellter', productType: 'schicht3' },
    ]);
    expect(await submit(fakeDeps(), { productType: 'sofort', birthday: '15.03.1956' })).toEqual({
      kind: 'redirect',
      location: '/onboarding-sofort?birthday=1956-03-15',
    });
    // Without a product the page's default: a single-premium page goes to the Sofort step.
    expect(await submit(fakeDeps(), { birthday: '15.03.1956' }, 'rente-ez')).toEqual({
      kind: 'redirect',
      location: '/onboarding-sofort?birthday=1956-03-15',
    });
  });

  it('an invalid birth date stays with the message and the text as typed; no birthday saved', async () => {
    const deps = fakeDeps();
    expect(
      await submit(deps, {
        productType: 'schicht3',
        birthday: '15.03.1956',
        jobSituation: 'Beamter',
      }),
    ).toEqual({
      kind: 'data',
      data: {
        prefill: { product: 'schicht3', birthday: '15.03.1956', jobSituation: 'Beamter' },
        today: { year: 2026, month: 3, day: 15 },
        message: BIRTHDAY_MESSAGES.maxAge(62),
      },
    });
    expect(deps.saved).toEqual([{ jobSituation: 'Beamter', productType: 'schicht3' }]);
  });

  it('a birth date the server refuses stays with the server message', async () => {
    const deps = fakeDeps({
      refuse: { kind: 'age/too-old', message: 'Das Höchstalter beträgt 62 Jahre' },
    });
    expect(await submit(deps, { birthday: '16.03.1963' })).toMatchObject({
      kind: 'data',
      data: { message: 'Das Höchstalter beträgt 62 Jahre', prefill: { birthday: '16.03.1963' } },
    });
    // Any other failure of the save (network, server) does not stop the visitor.
    const failing = fakeDeps({ refuse: { kind: 'http/failed', message: 'nicht erreichbar' } });
    expect(await submit(failing, { birthday: '16.03.1963' })).toMatchObject({
      kind: 'redirect',
    });
  });
});

describe('loadEntry: a GET with the entry fields navigates and saves nothing (issue 13)', () => {
  it('redirects to the target without saving', async () => {
    const deps = fakeDeps();
    expect(
      await load(
        deps,
        '?entry=1&productType=schicht3&birthday=17.05.1990&jobSituation=Angestellter',
      ),
    ).toEqual({
      kind: 'redirect',
      location: '/onboarding-personal-data?jobSituation=Angestellter&birthday=1990-05-17',
    });
    expect(deps.saved).toEqual([]);
  });

  it('an invalid birth date shows the message and saves not even the job situation', async () => {
    const deps = fakeDeps();
    expect(
      await load(deps, '?entry=1&productType=schicht3&birthday=15.03.1956&jobSituation=Beamter'),
    ).toMatchObject({ kind: 'data', data: { message: BIRTHDAY_MESSAGES.maxAge(62) } });
    expect(deps.saved).toEqual([]);
  });
});
