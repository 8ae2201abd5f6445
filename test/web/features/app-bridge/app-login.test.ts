import { describe, expect, it } from 'vitest';
import { callSetProduct, readAppLoginMessage } from '../../../../web/features/app-bridge/app-login';

describe('readAppLoginMessage (the unified login event)', () => {
  it('lets other window messages pass by', () => {
    expect(readAppLoginMessage(null)).toBeNull();
    expect(readAppLoginMessage('rk-app:login')).toBeNull();
    expect(readAppLoginMessage({ type: 'something-else', status: 'success' })).toBeNull();
  });

  it('reads success with and without a portal target, and cancelling', () => {
    expect(readAppLoginMessage({ type: 'rk-app:login', status: 'success' })).toEqual({
      kind: 'success',
      target: null,
    });
    expect(
      readAppLoginMessage({
        type: 'rk-app:login',
        status: 'success',
        target: '/riester-rente?x=1',
      }),
    ).toEqual({ kind: 'success', target: '/riester-rente?x=1' });
    expect(readAppLoginMessage({ type: 'rk-app:login', status: 'cancelled' })).toEqual({
      kind: 'cancelled',
    });
  });

  it('counts failures, unknown states and foreign targets as a failed login', () => {
    const failed = (data: unknown) => readAppLoginMessage(data)?.kind;
    expect(failed({ type: 'rk-app:login', status: 'failed' })).toBe('failed');
    expect(failed({ type: 'rk-app:login', status: 'ok' })).toBe('failed');
    expect(failed({ type: 'rk-app:login' })).toBe('failed');
    for (const target of [
      '//evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '/\\evil',
      42,
    ]) {
      expect(failed({ type: 'rk-app:login', status: 'success', target })).toBe('failed');
    }
  });
});

describe('callSetProduct', () => {
  it('calls the app and says whether it could', () => {
    const calls: string[] = [];
    expect(callSetProduct({ setProduct: (p) => calls.push(p) }, 'ruerup')).toBe(true);
    expect(calls).toEqual(['ruerup']);
    expect(callSetProduct(undefined, 'ruerup')).toBe(false);
    expect(callSetProduct({}, 'ruerup')).toBe(false);
    expect(
      callSetProduct(
        {
          setProduct: () => {
            throw new Error('app gone');
          },
        },
        'ruerup',
      ),
    ).toBe(false);
  });
});
