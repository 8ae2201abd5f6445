/** The first signs of interaction that hydrate a page (Angular `hydrate on interaction`). */
export const INTERACTION_EVENTS = [
  'pointerover',
  'pointerdown',
  'touchstart',
  'keydown',
  'focusin',
] as const;

/**
 * Runs `start` once, on the first of the interaction events anywhere in the document (capture,
 * passive: the event itself goes on as usual), with that event. Returns the stop, which removes
 * the listeners.
 */
export const onFirstInteraction = (
  target: EventTarget,
  start: (event: Event) => void,
): (() => void) => {
  const options: AddEventListenerOptions = { capture: true, passive: true };
  const stop = (): void => {
    for (const type of INTERACTION_EVENTS) target.removeEventListener(type, fire, options);
  };
  function fire(event: Event): void {
    stop();
    start(event);
  }
  for (const type of INTERACTION_EVENTS) target.addEventListener(type, fire, options);
  return stop;
};
