import { describe, expect, it } from 'vitest';
import { PAGES } from '../../../domain/pages/page-registry';
import { trackingEventFor } from '../../../domain/tracking/tracking-event';
import {
  TRACKING_EVENT_FIELDS,
  validateTrackingEvent,
} from '../../../domain/tracking/tracking-event-validation';

const valid = trackingEventFor({
  kind: 'pageview',
  path: '/riester-rente/lp/vergleichen',
  partner: { b2BPartner: 'rk_portal', b2BAdPartner: 'rk_natural' },
  deviceOutput: 'mobile',
  renRef: 'abc:123.x',
  trackingSessionId: 'Qm9vbGVhbi1zZXNzaW9uLWlk',
});

const messageOf = (body: unknown): string => {
  const result = validateTrackingEvent(body);
  if (result.ok) throw new Error('expected an invalid body');
  expect(result.error.kind).toBe('tracking/invalid');
  return result.error.message;
};

describe('validateTrackingEvent', () => {
  it('accepts what trackingEventFor builds, for every registry page and both kinds', () => {
    for (const page of PAGES) {
      const view = trackingEventFor({
        ...valid,
        partner: { b2BPartner: 'a', b2BAdPartner: 'b' },
        path: page.path,
      });
      expect(validateTrackingEvent(view)).toEqual({ ok: true, value: view });
    }
    const action = trackingEventFor({
      kind: 'action',
      action: 'cta-click',
      path: '/404',
      partner: { b2BPartner: 'a', b2BAdPartner: 'b' },
      deviceOutput: 'tabletapp',
    });
    expect(validateTrackingEvent(JSON.parse(JSON.stringify(action)))).toEqual({
      ok: true,
      value: action,
    });
  });

  it('refuses anything but a JSON object', () => {
    for (const body of [null, undefined, 'x', 42, [valid]]) {
      expect(messageOf(body)).toBe('Die Tracking-Daten müssen ein JSON-Objekt sein.');
    }
  });

  it('refuses personal data and any other unknown field', () => {
    for (const field of ['email', 'birthday', 'firstName', 'phoneNumber', 'ip', 'userAgent', 'x']) {
      expect(messageOf({ ...valid, [field]: 'erika@example.de' })).toBe(
        `Das Feld „${field}“ ist in Tracking-Daten nicht erlaubt.`,
      );
    }
  });

  it('requires every field', () => {
    for (const field of TRACKING_EVENT_FIELDS) {
      const { [field]: _left, ...rest } = valid;
      expect(messageOf(rest)).toBe(`Das Feld „${field}“ fehlt.`);
    }
  });

  it.each([
    ['kind', 'click'],
    ['action', 'cta-click'],
    ['wp1', 'erika@example.de'],
    ['wp2', 'x'.repeat(65)],
    ['wp1', ''],
    ['deviceOutput', 'phone'],
    ['renRef', 'a b'],
    ['renRef', 'r'.repeat(101)],
    ['trackingSessionId', 's'.repeat(65)],
    ['trackingSessionId', 42],
  ] as const)('refuses %s = %j', (field, value) => {
    expect(messageOf({ ...valid, [field]: value })).toBe(
      `Das Feld „${field}“ fehlt oder hat einen unzulässigen Wert.`,
    );
  });

  it('requires a bounded kebab-case action name for an action', () => {
    const action = { ...valid, kind: 'action' };
    for (const name of [null, '', 'Klick', 'a'.repeat(41), 'cta click', 'max@example.de']) {
      expect(messageOf({ ...action, action: name })).toBe(
        'Das Feld „action“ fehlt oder hat einen unzulässigen Wert.',
      );
    }
    expect(validateTrackingEvent({ ...action, action: 'a'.repeat(40) }).ok).toBe(true);
  });

  it('refuses paths outside the registry, live /404 path and query strings', () => {
    for (const path of [
      '/gibt-es-nicht',
      '/404',
      '/riester-rente/lp/vergleichen?birthday=1.1.1980',
      'x',
      7,
    ]) {
      expect(messageOf({ ...valid, path })).toBe('Das Feld „path“ nennt keine bekannte Seite.');
    }
  });

  it('refuses ids, area, page type or category that differ from the registry page', () => {
    for (const [field, value] of [
      ['siteId', 202],
      ['actionId', 2305],
      ['generalSiteId', 136],
      ['areaId', 'rk_riester_rente'],
      ['pageType', 'PSSSEO'],
      ['productCategory', 'rlc'],
      ['siteId', '136'],
    ] as const) {
      expect(messageOf({ ...valid, [field]: value })).toBe(
        `Das Feld „${field}“ passt nicht zur Seite „/riester-rente/lp/vergleichen“.`,
      );
    }
  });
});
