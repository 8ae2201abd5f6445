import { describe, expect, it } from 'vitest';
import { slotMemo } from '../../../domain/banner/banner-time-slot';

describe('slotMemo', () => {
  it('computes a key once per slot and again in the next slot', async () => {
    const memo = slotMemo<string>();
    let calls = 0;
    const compute = async (): Promise<string> => `value ${++calls}`;
    expect(await memo.valueOf('a', 1n, compute)).toBe('value 1');
    expect(await memo.valueOf('a', 1n, compute)).toBe('value 1');
    expect(await memo.valueOf('b', 1n, compute)).toBe('value 2');
    expect(await memo.valueOf('a', 2n, compute)).toBe('value 3');
    expect(await memo.valueOf('a', 1n, compute)).toBe('value 4');
  });

  it('keeps at most maxKeys keys', async () => {
    const memo = slotMemo<number>(2);
    let calls = 0;
    const compute = async (): Promise<number> => ++calls;
    await memo.valueOf('a', 1n, compute);
    await memo.valueOf('b', 1n, compute);
    await memo.valueOf('c', 1n, compute);
    expect(await memo.valueOf('c', 1n, compute)).toBe(3);
    expect(await memo.valueOf('a', 1n, compute)).toBe(4);
  });
});
