import { describe, expect, it, vi } from 'vitest';
import { INTERACTION_EVENTS, onFirstInteraction } from '../../../web/boot/first-interaction';

describe('onFirstInteraction', () => {
  it.each(INTERACTION_EVENTS)('starts once on %s, then no more', (type) => {
    const target = new EventTarget();
    const start = vi.fn();
    onFirstInteraction(target, start);
    expect(start).not.toHaveBeenCalled();
    target.dispatchEvent(new Event(type));
    for (const other of INTERACTION_EVENTS) target.dispatchEvent(new Event(other));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('ignores other events, and nothing after the stop', () => {
    const target = new EventTarget();
    const start = vi.fn();
    const stop = onFirstInteraction(target, start);
    target.dispatchEvent(new Event('scroll'));
    target.dispatchEvent(new Event('mousemove'));
    expect(start).not.toHaveBeenCalled();
    stop();
    target.dispatchEvent(new Event('keydown'));
    expect(start).not.toHaveBeenCalled();
  });
});
