import { describe, expect, it } from 'vitest';
import { deviceOutputOf, deviceOutputOfAgent } from '../../../domain/device/device-output-of';

const AGENTS = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidPhone:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
  ipad: 'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  androidTablet:
    'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
  firefoxPhone: 'Mozilla/5.0 (Android 14; Mobile; rv:125.0) Gecko/125.0 Firefox/125.0',
  desktop:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
} as const;

describe('deviceOutputOfAgent', () => {
  it.each([
    ['iphone', 'mobile'],
    ['androidPhone', 'mobile'],
    ['firefoxPhone', 'mobile'],
    ['ipad', 'tablet'],
    ['androidTablet', 'tablet'],
    ['desktop', 'desktop'],
  ] as const)('%s → %s', (agent, output) => {
    expect(deviceOutputOfAgent(AGENTS[agent])).toBe(output);
  });

  it('takes a missing agent for a desktop', () => {
    expect(deviceOutputOfAgent(null)).toBe('desktop');
    expect(deviceOutputOfAgent('')).toBe('desktop');
  });
});

describe('deviceOutputOf (SPEC §3, §9: query, then cookie, then user agent)', () => {
  it('takes a valid query parameter first, and says so', () => {
    expect(
      deviceOutputOf({ query: 'tabletapp', cookie: 'mobile', userAgent: AGENTS.iphone }),
    ).toEqual({ output: 'tabletapp', fromQuery: true });
    expect(deviceOutputOf({ query: ' Desktop ', cookie: null, userAgent: null }).output).toBe(
      'desktop',
    );
  });

  it('then a valid cookie, then the user agent', () => {
    expect(deviceOutputOf({ query: 'tv', cookie: 'app', userAgent: AGENTS.desktop })).toEqual({
      output: 'app',
      fromQuery: false,
    });
    expect(deviceOutputOf({ query: null, cookie: 'x', userAgent: AGENTS.iphone })).toEqual({
      output: 'mobile',
      fromQuery: false,
    });
  });
});
