import { UNSAFE_ErrorResponseImpl as ErrorResponseImpl } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { partnerOrDefault } from '../../../domain/partner/partner-info';
import { trackingEventFor } from '../../../domain/tracking/tracking-event';
import {
  hydrateOnFor,
  pageBootFor,
  payloadJson,
  readyPageViewFor,
  serializeErrors,
} from '../../../web/app/hydration';
import type { RootData } from '../../../web/app/root/root-loader';
import { pageForPath } from '../../../web/app/route-modules';
import { TEST_CONFIG } from '../web-test-kit';

describe('payloadJson', () => {
  it('escapes every < and the JavaScript line separators, and parses back unchanged', () => {
    const payload = {
      config: TEST_CONFIG,
      path: '/x',
      search: '',
      router: {
        loaderData: { a: '</script><!-- \u2028 \u2029 <b>' },
        actionData: null,
        errors: null,
      },
    };
    const text = payloadJson(payload);
    expect(text).not.toMatch(/[<\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(payload);
  });
});

describe('serializeErrors', () => {
  it('keeps route error responses and hides the message of other errors', () => {
    expect(serializeErrors(null)).toBeNull();
    expect(
      serializeErrors({
        a: new ErrorResponseImpl(404, 'Not Found', 'weg'),
        b: new Error('geheime Details'),
      }),
    ).toEqual({
      a: { __type: 'RouteErrorResponse', status: 404, statusText: 'Not Found', data: 'weg' },
      b: { __type: 'Error', message: 'Die Seite konnte nicht geladen werden.' },
    });
  });
});

describe('hydrateOnFor and readyPageViewFor (issue 5: hydrate on interaction)', () => {
  const root = (overrides: Partial<RootData> = {}): RootData => ({
    loginState: { kind: 'guest' },
    deviceOutput: 'mobile',
    partner: partnerOrDefault(null),
    consent: null,
    banners: [],
    bannerPath: '/riester-rente',
    ...overrides,
  });
  const on = (path: string, r: RootData | undefined = root(), search = '', failed = false) =>
    hydrateOnFor({ page: pageForPath(path), root: r, search, failed });

  it('waits for interaction on content, landing and sub-landing pages', () => {
    expect(on('/riester-rente')).toBe('interaction');
    expect(on('/rentenversicherung/lp/vergleichen')).toBe('interaction');
    expect(on('/riester-rente/sl/tuev')).toBe('interaction');
    expect(on('/')).toBe('interaction');
    expect(on('/riester-rente', root({ loginState: { kind: 'expired', session: {} } }))).toBe(
      'interaction',
    );
  });

  it('hydrates at arrival where the page needs it', () => {
    expect(on('/onboarding-personal-data')).toBe('arrival');
    expect(on('/result')).toBe('arrival');
    expect(on('/gibt-es-nicht')).toBe('arrival');
    expect(on('/riester-rente', root(), '', true)).toBe('arrival');
    const withoutRoot = { page: pageForPath('/riester-rente'), search: '', failed: false };
    expect(hydrateOnFor({ ...withoutRoot, root: undefined })).toBe('arrival');
    expect(on('/riester-rente', root({ deviceOutput: 'app' }))).toBe('arrival');
    expect(on('/riester-rente', root({ deviceOutput: 'tabletapp' }))).toBe('arrival');
    expect(on('/riester-rente', root({ loginState: { kind: 'loggedIn', user: {} } }))).toBe(
      'arrival',
    );
    expect(on('/riester-rente', root(), '?rksession=abc')).toBe('arrival');
    expect(on('/riester-rente', root(), '?anonymous=true&email=a%40b.de')).toBe('arrival');
    expect(on('/riester-rente', root(), '?wpset=natural')).toBe('interaction');
  });

  it('builds the arrival page view only with analytics consent, never for a login callback', () => {
    const view = (r: RootData, search = '') =>
      readyPageViewFor({ page: pageForPath('/riester-rente'), root: r, search });
    expect(view(root())).toBeNull();
    expect(view(root({ consent: ['f', 'm'] }))).toBeNull();
    expect(view(root({ consent: ['f', 'a'] }), '?rksession=abc')).toBeNull();
    const ready = view(root({ consent: ['f', 'a'] }));
    const {
      renRef: _r,
      trackingSessionId: _s,
      ...expected
    } = trackingEventFor({
      kind: 'pageview',
      path: '/riester-rente',
      partner: partnerOrDefault(null),
      deviceOutput: 'mobile',
    });
    expect(ready).toEqual(expected);
    expect(ready).not.toHaveProperty('renRef');
    expect(
      readyPageViewFor({ page: pageForPath('/x'), root: root({ consent: ['f', 'a'] }), search: '' })
        ?.path,
    ).toBe('/altersvorsorge/404');
  });
});

describe('pageBootFor', () => {
  it('leaves the page view to the shell after a render failure', () => {
    const input = {
      page: pageForPath('/riester-rente'),
      root: {
        loginState: { kind: 'guest' },
        deviceOutput: 'desktop',
        partner: partnerOrDefault(null),
        consent: ['f', 'a'],
        banners: [],
        bannerPath: '/riester-rente',
      } satisfies RootData,
      search: '',
    };
    expect(pageBootFor({ ...input, failed: false }).pageView?.path).toBe('/riester-rente');
    expect(pageBootFor({ ...input, failed: true })).toEqual({
      hydrateOn: 'arrival',
      pageView: null,
    });
  });
});
