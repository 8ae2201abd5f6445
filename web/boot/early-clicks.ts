/** Buttons whose native action does nothing: their click only means something to React. */
const SCRIPTED_BUTTON = 'button[type="button"]';

/** At most this many early clicks are replayed (a visitor's, not a script's, in the first second). */
const MAX_CLICKS = 20;

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
    const origin = event.target;
    if (!(origin instanceof Element) || clicked.length >= MAX_CLICKS) return;
    const button = origin.closest<HTMLButtonElement>(SCRIPTED_BUTTON);
    if (button !== null && !button.disabled) clicked.push(button);
  };
  target.addEventListener('click', record, options);
  return {
    stop: () => target.removeEventListener('click', record, options),
    replay: () => {
      for (const button of clicked.splice(0)) if (button.isConnected) button.click();
    },
  };
};
