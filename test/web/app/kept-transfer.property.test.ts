import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isKeptFrozen, jsonBlockText, keepFrozen } from '../../../web/app/frozen-json';
import { KEPT_CAPACITY, keptReceiver, keptSender } from '../../../web/app/kept-transfer';

// A render worker gets each kept value once (web/app/kept-transfer.ts): over any sequence of
// pages, every page arrives equal to what was sent, a kept value that the worker still holds is
// not sent again and keeps its identity there, and both sides agree past the capacity.

const pool = (size: number): readonly { readonly id: number; readonly rows: number[] }[] =>
  Array.from({ length: size }, (_, id) => keepFrozen({ id, rows: [id, id * 2, id * 3] }));

describe('kept values sent to a render worker', () => {
  it('arrive equal, are sent once while held, and keep their identity in the worker', () => {
    const kept = pool(KEPT_CAPACITY + 40);
    fc.assert(
      fc.property(
        fc.array(fc.array(fc.nat({ max: kept.length - 1 }), { minLength: 1, maxLength: 4 }), {
          minLength: 1,
          maxLength: 900,
        }),
        (pages) => {
          const sender = keptSender();
          const receiver = keptReceiver();
          const seen = new Map<number, unknown>();
          for (const [n, ids] of pages.entries()) {
            const data = {
              root: { n, plain: { text: 'ä<ß\u2028</script>' } },
              result: { answers: ids.map((i) => kept[i]), first: kept[ids[0] ?? 0] },
            };
            const message = sender.encode(data);
            // What a structured clone makes of it: new objects, no shared identity.
            const received = receiver.decode(structuredClone(message)) as typeof data;
            expect(received).toEqual(data);
            // The worker's hydration JSON is the sender's, kept values' text as it came.
            expect(jsonBlockText(received)).toBe(jsonBlockText(data));
            for (const [k, value] of received.result.answers.entries()) {
              const id = ids[k] ?? -1;
              const before = seen.get(id);
              // Not sent again while held: the same object as last time.
              if (before !== undefined && !(id in message.fresh)) expect(value).toBe(before);
              expect(isKeptFrozen(value as object)).toBe(true);
              seen.set(id, value);
            }
            expect(received.result.first).toBe(received.result.answers[0]);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('sends a value again once the worker has dropped it, and never more than its capacity', () => {
    const kept = pool(KEPT_CAPACITY + 1);
    const sender = keptSender();
    const receiver = keptReceiver();
    const sentIds = (value: unknown): number => {
      const message = sender.encode({ value });
      receiver.decode(structuredClone(message));
      return Object.keys(message.fresh).length;
    };
    expect(kept.map((value) => sentIds(value)).every((n) => n === 1)).toBe(true);
    // The first one left the worker when the 513th came: sent again; the last is still there.
    expect(sentIds(kept[0])).toBe(1);
    expect(sentIds(kept[KEPT_CAPACITY])).toBe(0);
  });

  it('refuses a message that names a value the worker does not hold', () => {
    const message = keptSender().encode({ value: pool(1)[0] });
    expect(() => keptReceiver().decode({ ...message, fresh: {} })).toThrow(/missing/);
  });
});
