// SPEC §4 "Button": idle, then navigating while its action runs (further clicks ignored), then
// idle again unless the button has been removed.
export type ButtonState = 'idle' | 'navigating';

export interface ButtonPress {
  readonly state: ButtonState;
  /** Whether this press starts the action. */
  readonly runs: boolean;
}

/** A press starts the action only when the button is idle. */
export const pressButton = (state: ButtonState): ButtonPress =>
  state === 'idle' ? { state: 'navigating', runs: true } : { state, runs: false };

/** The state once the action has settled; null when the button is gone and nothing may change. */
export const settleButton = (mounted: boolean): ButtonState | null => (mounted ? 'idle' : null);

export interface ClickModifiers {
  readonly button: number;
  readonly metaKey: boolean;
  readonly ctrlKey: boolean;
  readonly shiftKey: boolean;
  readonly altKey: boolean;
}

/** A plain left click; other clicks on a link (new tab, new window) stay the browser's. */
export const isPlainLeftClick = (click: ClickModifiers): boolean =>
  click.button === 0 && !click.metaKey && !click.ctrlKey && !click.shiftKey && !click.altKey;
