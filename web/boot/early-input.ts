/** Buttons whose native action does nothing: their click only means something to React. */
const SCRIPTED_BUTTON = 'button[type="button"]';

/** At most this many early clicks are replayed (a visitor's, not a script's, in the first second). */
const MAX_CLICKS = 20;

/** The element matching `selector` an event landed in, if any (a target need not be an element). */
const closestOf = <E extends Element>(target: EventTarget | null, selector: string): E | null =>
  target !== null && 'closest' in target && typeof target.closest === 'function'
    ? (target as Element).closest<E>(selector)
    : null;

export interface EarlyClicks {
  /** Stops recording (hydration has started: React replays the events it sees itself). */
  stop(): void;
  /** Clicks the recorded buttons again, in order, those still in the document. */
  replay(): void;
}

/**
 * A click that arrives before hydration has finished must not be lost: clicks on
 * scripted buttons (carousels, accordion) are remembered and replayed once React handles them.
 * Links and forms keep their native behaviour, so they are left alone.
 */
export const recordEarlyClicks = (target: EventTarget): EarlyClicks => {
  const clicked: HTMLElement[] = [];
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const record = (event: Event): void => {
    const button = closestOf<HTMLButtonElement>(event.target, SCRIPTED_BUTTON);
    if (button !== null && !button.disabled && clicked.length < MAX_CLICKS) clicked.push(button);
  };
  target.addEventListener('click', record, options);
  return {
    stop: () => target.removeEventListener('click', record, options),
    replay: () => {
      for (const button of clicked.splice(0)) if (button.isConnected) button.click();
    },
  };
};

/**
 * The hover, focus or touch that started hydration, given again once React listens: on a link
 * it prefetches the link's page (route prefetching), as every later hover does.
 */
export const replayLinkIntent = (target: EventTarget | null): void => {
  const link = closestOf<HTMLAnchorElement>(target, 'a[href]');
  if (link?.isConnected) link.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
};
