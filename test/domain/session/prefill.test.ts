import { describe, expect, it } from 'vitest';
import { mergePrefill } from '../../../domain/session/prefill';

describe('mergePrefill (SPEC §3)', () => {
  it('query first, then business process, then login', () => {
    expect(
      mergePrefill({
        query: { birthday: '1980-01-01' },
        businessProcess: { birthday: '1970-01-01', jobSituation: 'Beamter' },
        login: { birthday: '1960-01-01', jobSituation: 'Angestellter' },
      }),
    ).toEqual({ birthday: '1980-01-01', jobSituation: 'Beamter' });
    expect(
      mergePrefill({ query: {}, businessProcess: {}, login: { jobSituation: 'Angestellter' } }),
    ).toEqual({ birthday: null, jobSituation: 'Angestellter' });
  });

  it('null, empty and blank values fall through', () => {
    expect(
      mergePrefill({
        query: { birthday: '', jobSituation: null },
        businessProcess: { birthday: '  ', jobSituation: undefined },
        login: { birthday: '1990-12-24', jobSituation: 'Auszubildender' },
      }),
    ).toEqual({ birthday: '1990-12-24', jobSituation: 'Auszubildender' });
    expect(mergePrefill({ query: {}, businessProcess: {}, login: {} })).toEqual({
      birthday: null,
      jobSituation: null,
    });
  });
});
