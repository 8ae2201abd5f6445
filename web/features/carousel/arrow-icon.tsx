import type { ReactElement } from 'react';

/** A chevron for the carousel buttons; the button's text names the action. */
export const ArrowIcon = ({
  direction,
}: {
  readonly direction: 'left' | 'right';
}): ReactElement => (
  <svg className="rk-carousel__arrow" viewBox="0 0 24 24" aria-hidden="true">
    <path
      d={direction === 'left' ? 'M15 5 L8 12 L15 19' : 'M9 5 L16 12 L9 19'}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  </svg>
);
