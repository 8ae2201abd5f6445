import { type ReactElement, type ReactNode, useEffect, useRef } from 'react';
import { followTapBarHeight } from './follow-tap-bar-height';
import './tap-bar.css';

export interface TapBarProps {
  readonly visible: boolean;
  /** The bar's content: usually the call to action and the hotline. */
  readonly children: ReactNode;
  /** The accessible name of the bar. */
  readonly label?: string;
  /**
   * Told the height the bar takes (0 when hidden), e.g. to set `--tap-bar-height` on the root
   * element through the CSSOM (style attributes are blocked by the CSP).
   */
  readonly onHeightChange?: (heightPx: number) => void;
}

/**
 * SPEC §2: the bottom tap bar, shown or hidden; 60 px by default, re-measured 50 ms after
 * showing. While shown, a spacer of the bar's height keeps the page end reachable.
 */
export const TapBar = ({
  visible,
  children,
  label = 'Schnellzugriff',
  onHeightChange,
}: TapBarProps): ReactElement => {
  const bar = useRef<HTMLElement>(null);
  // The latest callback without re-running the measurement when only the callback changed.
  const report = useRef(onHeightChange);
  report.current = onHeightChange;

  useEffect(
    () =>
      followTapBarHeight(
        visible,
        () => bar.current?.getBoundingClientRect().height ?? null,
        (heightPx) => report.current?.(heightPx),
      ),
    [visible],
  );

  return (
    <>
      {visible ? <div className="rk-tap-bar-spacer" aria-hidden="true" /> : null}
      <aside ref={bar} className="rk-tap-bar" aria-label={label} hidden={!visible}>
        {children}
      </aside>
    </>
  );
};
