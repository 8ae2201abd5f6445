import { describe, expect, it } from 'vitest';
import { recordEarlyClicks } from '../../../web/boot/early-input';

/** A stand-in for a button: counts its clicks, may be disabled or gone from the document. */
const button = (state: { disabled?: boolean; isConnected?: boolean } = {}) => {
  const fake = { disabled: false, isConnected: true, clicks: 0, ...state };
  return Object.assign(fake, {
    click: () => {
      fake.clicks += 1;
    },
  });
};

/**
 * A click on the document from an element whose nearest scripted button is `inside` (Node has no
 * DOM: the event's target is a stand-in with `closest`).
 */
const clickIn = (doc: EventTarget, inside: ReturnType<typeof button> | null): void => {
  const event = new Event('click');
  const origin = {
    closest: (selector: string) => (selector === 'button[type="button"]' ? inside : null),
  };
  Object.defineProperty(event, 'target', { value: origin });
  doc.dispatchEvent(event);
};

describe('recordEarlyClicks', () => {
  it('replays the clicks on scripted buttons in order, once, after hydration', () => {
    const doc = new EventTarget();
    const clicks = recordEarlyClicks(doc);
    const next = button();
    const open = button();
    clickIn(doc, next);
    clickIn(doc, next);
    clickIn(doc, open);
    clickIn(doc, null); // a link or text: its own behaviour, nothing to replay
    clicks.stop();
    clickIn(doc, open); // after hydration started: React sees it itself
    expect([next.clicks, open.clicks]).toEqual([0, 0]);
    clicks.replay();
    expect([next.clicks, open.clicks]).toEqual([2, 1]);
    clicks.replay();
    expect([next.clicks, open.clicks]).toEqual([2, 1]);
  });

  it('leaves out disabled buttons and those no longer in the document', () => {
    const doc = new EventTarget();
    const clicks = recordEarlyClicks(doc);
    const disabled = button({ disabled: true });
    const gone = button();
    clickIn(doc, disabled);
    clickIn(doc, gone);
    gone.isConnected = false;
    clicks.replay();
    expect([disabled.clicks, gone.clicks]).toEqual([0, 0]);
  });

  it('replays at most 20 clicks', () => {
    const doc = new EventTarget();
    const clicks = recordEarlyClicks(doc);
    const next = button();
    for (let i = 0; i < 30; i++) clickIn(doc, next);
    clicks.replay();
    expect(next.clicks).toBe(20);
  });
});
