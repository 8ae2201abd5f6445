import { describe, expect, it } from 'vitest';
import { entryTargetUrl } from '../../../domain/entry/entry-target';
import { decodeSearchQuery } from '../../../domain/search-data/decode';

describe('entryTargetUrl (SPEC §2 steps 2 and 3)', () => {
  it('the single premium goes to /onboarding-sofort with the birthday', () => {
    expect(
      entryTargetUrl({ product: 'sofort', birthday: '1956-03-15', jobSituation: 'Beamter' }),
    ).toBe('/onboarding-sofort?birthday=1956-03-15');
  });

  it('the pension insurance goes to /onboarding-personal-data with jobSituation and birthday', () => {
    expect(
      entryTargetUrl({
        product: 'schicht3',
        birthday: '1990-05-17',
        jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
      }),
    ).toBe(
      '/onboarding-personal-data?jobSituation=Nicht+oder+geringf%C3%BCgig+Erwerbst%C3%A4tiger&birthday=1990-05-17',
    );
    expect(
      entryTargetUrl({
        product: 'schicht3',
        birthday: '1990-05-17',
        jobSituation: 'Freiberufler/Selbstständiger',
      }),
    ).toBe(
      '/onboarding-personal-data?jobSituation=Freiberufler%2FSelbstst%C3%A4ndiger&birthday=1990-05-17',
    );
  });

  it('leaves empty values out', () => {
    expect(entryTargetUrl({ product: 'sofort', birthday: null, jobSituation: null })).toBe(
      '/onboarding-sofort',
    );
    expect(entryTargetUrl({ product: 'schicht3', birthday: null, jobSituation: 'Beamter' })).toBe(
      '/onboarding-personal-data?jobSituation=Beamter',
    );
  });

  it('reads back as URLSearchParams and as the search-data codec reads its values', () => {
    const url = new URL(
      entryTargetUrl({
        product: 'schicht3',
        birthday: '1990-05-17',
        jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
      }),
      'https://example.test',
    );
    expect(url.searchParams.get('jobSituation')).toBe('Nicht oder geringfügig Erwerbstätiger');
    const query = url.search.replace('jobSituation=', 'js=').replace('birthday=', 'bd=');
    const decoded = decodeSearchQuery(query);
    expect(decoded).toMatchObject({
      ok: true,
      value: {
        searchData: {
          jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
          birthday: '1990-05-17',
        },
      },
    });
  });
});
