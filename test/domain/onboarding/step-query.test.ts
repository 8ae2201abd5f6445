import { describe, expect, it } from 'vitest';
import {
  carriedFields,
  queryWithoutKey,
  readStepRequest,
  searchUrl,
  withStepData,
} from '../../../domain/onboarding/step-query';

const url = (pathAndQuery: string): URL => new URL(`https://x.test${pathAndQuery}`);

describe('step URLs through the search-data codec (SPEC §3, §5)', () => {
  it('reads a link with the codec and a sent form form-encoded', () => {
    const shown = readStepRequest(
      url(
        '/onboarding-contribution?js=Nicht+oder+geringf%C3%BCgig+Erwerbst%C3%A4tiger&pt=ruerup&keyword=a+b',
      ),
    );
    expect(shown).toEqual({
      kind: 'show',
      search: {
        searchData: {
          jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
          productType: 'ruerup',
          keyword: 'a+b',
        },
        filters: {},
      },
    });
    const sent = readStepRequest(
      url('/onboarding-contribution?weiter=1&keyword=a+b&contribution=100'),
    );
    expect(sent.kind).toBe('sent');
    if (sent.kind !== 'sent') return;
    // Browsers send a space in a form field as '+'.
    expect(sent.search.searchData.keyword).toBe('a b');
    expect(sent.values).toEqual({ weiter: '1', keyword: 'a b', contribution: '100' });
  });

  it('names a broken value with the codec message and the URL without that key', () => {
    const read = readStepRequest(url('/result?pt=riester&pi=ja&js=Beamter&pi=1'));
    expect(read).toEqual({
      kind: 'invalid',
      invalid: {
        error: {
          kind: 'search-data/boolean',
          key: 'pi',
          value: 'ja',
          message: 'Couldnt parse value: ja to boolean',
        },
        repairUrl: '/result?pt=riester&js=Beamter',
      },
    });
    expect(queryWithoutKey('?pi=1', 'pi')).toBe('');
  });

  it('replaces the step’s own answers and keeps everything else, filters too', () => {
    const search = {
      searchData: { productType: 'schicht3' as const, monthlyPayment: 50, jobSituation: 'Beamter' },
      filters: { onlineContractEnabled: true },
    };
    const next = withStepData(search, 'contribution', {
      paymentPeriod: 'yearly',
      monthlyPayment: 100,
    });
    expect(searchUrl('/onboarding-investment-selection', next)).toBe(
      '/onboarding-investment-selection?js=Beamter&pt=schicht3&mp=100&pp=yearly&oce=1',
    );
    expect(carriedFields(search, 'contribution')).toEqual([
      ['js', 'Beamter'],
      ['pt', 'schicht3'],
      ['oce', '1'],
    ]);
  });

  it('carries job situations with spaces so that the form sends them back unchanged', () => {
    const search = {
      searchData: { jobSituation: 'Nicht oder geringfügig Erwerbstätiger' },
      filters: {},
    };
    const fields = carriedFields(search, 'productSelection');
    const sent = new URLSearchParams([
      ...fields.map(([k, v]) => [k, v]),
      ['weiter', '1'],
    ]).toString();
    const read = readStepRequest(url(`/onboarding-product-selection?${sent}`));
    expect(read.kind === 'sent' && read.search.searchData.jobSituation).toBe(
      'Nicht oder geringfügig Erwerbstätiger',
    );
  });
});
