import { describe, expect, it } from 'vitest';
import {
  DEFAULT_STATE,
  isStateCode,
  STATE_CODES,
  STATE_NAMES,
} from '../../../domain/holidays/state';

describe('federal states', () => {
  it('lists the 16 lowercase codes', () => {
    expect(STATE_CODES).toEqual('bw by be bb hb hh he mv ni nw rp sl sn st sh th'.split(' '));
  });

  it('defaults to Bavaria (SPEC §9)', () => {
    expect(DEFAULT_STATE).toBe('by');
  });

  it('recognises only the codes, lowercase', () => {
    expect(isStateCode('nw')).toBe(true);
    expect(isStateCode('NW')).toBe(false);
    expect(isStateCode('de')).toBe(false);
    expect(isStateCode(undefined)).toBe(false);
  });

  it('names every state in German', () => {
    expect(Object.keys(STATE_NAMES).sort()).toEqual([...STATE_CODES].sort());
    expect(STATE_NAMES.by).toBe('Bayern');
    expect(STATE_NAMES.bw).toBe('Baden-Württemberg');
    expect(STATE_NAMES.th).toBe('Thüringen');
    expect(STATE_NAMES.mv).toBe('Mecklenburg-Vorpommern');
  });
});
