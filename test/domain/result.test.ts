import { describe, expect, it } from 'vitest';
import { err, flatMapResult, isOk, mapResult, ok, valueOr } from '../../domain/result';

describe('Result', () => {
  it('carries a value or an error', () => {
    expect(ok(1)).toEqual({ ok: true, value: 1 });
    expect(err({ kind: 'x', message: 'y' })).toEqual({
      ok: false,
      error: { kind: 'x', message: 'y' },
    });
    expect(isOk(ok(1))).toBe(true);
    expect(isOk(err('e'))).toBe(false);
  });

  it('maps values and passes errors through', () => {
    expect(mapResult(ok(2), (v) => v * 2)).toEqual(ok(4));
    expect(mapResult(err('e'), (v: number) => v * 2)).toEqual(err('e'));
    expect(flatMapResult(ok(2), (v) => (v > 1 ? ok(v) : err('small')))).toEqual(ok(2));
    expect(flatMapResult(ok(0), (v) => (v > 1 ? ok(v) : err('small')))).toEqual(err('small'));
    expect(valueOr(err('e'), 7)).toBe(7);
    expect(valueOr(ok(3), 7)).toBe(3);
  });

  it('survives JSON (SSR hydration, --json) unchanged', () => {
    const result = err({ kind: 'tax-id/checksum', message: 'Prüfziffer falsch' });
    expect(JSON.parse(JSON.stringify(result))).toEqual(result);
  });
});
