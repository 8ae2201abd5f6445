import type { ReactElement } from 'react';
import { ArrowIcon } from './arrow-icon';

/** A round previous/next button whose accessible name is its (visually hidden) text. */
export const CarouselButton = ({
  direction,
  label,
  controls,
  onClick,
}: {
  readonly direction: 'left' | 'right';
  readonly label: string;
  /** The id of the element the button changes. */
  readonly controls: string;
  readonly onClick: () => void;
}): ReactElement => (
  <button type="button" className="rk-carousel__button" aria-controls={controls} onClick={onClick}>
    <ArrowIcon direction={direction} />
    <span className="rk-carousel__sr-only">{label}</span>
  </button>
);
