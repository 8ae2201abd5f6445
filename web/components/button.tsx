import {
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { type ButtonState, isPlainLeftClick, pressButton, settleButton } from './button-state';
import './button.css';

/** `text` looks like a link: for minor actions inside menus. */
export type ButtonVariant = 'primary' | 'secondary' | 'accent' | 'text';

export interface ButtonProps {
  readonly children: ReactNode;
  /** What a click does (navigate, log out, save); the button stays busy until it settles. */
  readonly action: () => unknown;
  /**
   * Renders a link to this address instead of a button, so it works before hydration; with
   * JavaScript a plain left click runs `action` instead of following the link.
   */
  readonly href?: string;
  readonly variant?: ButtonVariant;
  readonly small?: boolean;
  readonly className?: string;
}

/**
 * SPEC §4 "Button": idle → navigating while its action runs (spinner, aria-busy, further clicks
 * ignored) → idle again, unless it has been unmounted meanwhile.
 */
export const Button = ({
  children,
  action,
  href,
  variant = 'primary',
  small = false,
  className,
}: ButtonProps): ReactElement => {
  const [state, setState] = useState<ButtonState>('idle');
  // The ref sees a second click in the same tick, before React has re-rendered.
  const stateRef = useRef<ButtonState>('idle');
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const run = useCallback((): void => {
    const press = pressButton(stateRef.current);
    if (!press.runs) return;
    stateRef.current = press.state;
    setState(press.state);
    void Promise.resolve()
      .then(action)
      .finally(() => {
        const settled = settleButton(mounted.current);
        if (settled === null) return;
        stateRef.current = settled;
        setState(settled);
      });
  }, [action]);

  const busy = state === 'navigating';
  const classes = [
    'rk-button',
    `rk-button--${variant}`,
    small ? 'rk-button--small' : '',
    busy ? 'rk-button--busy' : '',
    className ?? '',
  ]
    .filter((name) => name !== '')
    .join(' ');
  const content = (
    <>
      {busy ? <span className="rk-button__spinner" aria-hidden="true" /> : null}
      <span className="rk-button__label">{children}</span>
    </>
  );

  if (href !== undefined) {
    const onClick = (event: MouseEvent<HTMLAnchorElement>): void => {
      if (!isPlainLeftClick(event)) return;
      event.preventDefault();
      run();
    };
    return (
      <a className={classes} href={href} aria-busy={busy} data-state={state} onClick={onClick}>
        {content}
      </a>
    );
  }
  return (
    <button
      type="button"
      className={classes}
      aria-busy={busy}
      aria-disabled={busy}
      data-state={state}
      onClick={run}
    >
      {content}
    </button>
  );
};
