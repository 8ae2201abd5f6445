/** Buttons whose native action does nothing: their click only means something to React. */
const SCRIPTED_BUTTON = 'button[type="button"]';

/** At most this many early clicks are replayed (a visitor's, not a script's, in the first second). */
const MAX_CLICKS = 20;

/** The scripted button a click landed in, if any (an event target need not be an element). */
const scriptedButtonOf = (target: EventTarget | null): HTMLButtonElement | null =>
  target !== null && 'closest' in target && typeof target.closest === 'function'
    ? (target as Element).closest<HTMLButtonElement>(SCRIPTED_BUTTON)
    : null;

export interface EarlyClicks {
  /** Stops recording (hydration has started: React replays the events it sees itself). */
  stop(): void;
  /** Clicks the recorded buttons again, in order, those still in the document. */
  replay(): void;
}

/**
 * A click that arrives before hydration has finished must not be lost (issue 5): clicks on
 * scripted buttons (carousels, accordion) are remembered and replayed once React handles them.
 * Links and forms keep their native behaviour, so they are left alone.
 */
export const recordEarlyClicks = (target: EventTarget): EarlyClicks => {
  const clicked: HTMLElement[] = [];
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const record = (event: Event): void => {
    const button = scriptedButtonOf(event.target);
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
