import { describe, expect, it } from 'vitest';
import { socialLoginResultOf } from '../../../domain/session/social-login-closing';

const read = (query: string) => socialLoginResultOf(new URLSearchParams(query));

describe('what /social-login-closing hands its opener', () => {
  it('a portal path as the target, success unless the login failed', () => {
    expect(read('returnTo=%2Fpersonal-data%3Fa%3D1')).toEqual({
      type: 'rk-social-login',
      status: 'success',
      target: '/personal-data?a=1',
    });
    expect(read('returnTo=/x&login=failed').status).toBe('failed');
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    '/a b',
    '',
  ])('refuses %j as a target', (target) => {
    expect(read(`returnTo=${encodeURIComponent(target)}`).target).toBe('/');
  });
});
