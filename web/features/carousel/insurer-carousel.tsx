import { type ReactElement, useId, useState } from 'react';
import { CAROUSEL_INSURERS, type CarouselInsurer } from '../../../domain/content/insurers';
import { CarouselButton } from './carousel-button';
import { insurerLogoUrl } from './carousel-images';
import { CAROUSEL_SIZES, carouselWindow, moveCarousel } from './carousel-window';
import './carousel.css';

export const PREVIOUS_INSURERS_LABEL = 'Vorherige Versicherer';
export const NEXT_INSURERS_LABEL = 'Nächste Versicherer';

export interface InsurerCarouselProps {
  readonly insurers?: readonly CarouselInsurer[];
  /** The insurer in the middle of the first window. */
  readonly initialIndex?: number;
  readonly visible?: number;
  /** A fixed id for the logo list (one carousel per page), so its server HTML can be cached. */
  readonly trackId?: string;
}

/** SPEC §2, §9: the insurers' logos, 3 at a time; the buttons move a whole window and wrap. */
export const InsurerCarousel = ({
  insurers = CAROUSEL_INSURERS,
  initialIndex = 1,
  visible = CAROUSEL_SIZES.insurerVisible,
  trackId,
}: InsurerCarouselProps): ReactElement => {
  const [active, setActive] = useState(initialIndex);
  const generatedId = useId();
  const id = trackId ?? generatedId;
  const shown = carouselWindow(insurers, active, visible);
  const move = (step: number): void =>
    setActive((index) => moveCarousel(index, step * visible, insurers.length));
  return (
    <section
      className="rk-carousel rk-insurer-carousel"
      aria-roledescription="Karussell"
      aria-label="Versicherer im Vergleich"
    >
      <ul id={id} className="rk-insurer-carousel__logos" aria-live="polite">
        {shown.map((insurer) => (
          <li key={insurer.logo} className="rk-insurer-carousel__item">
            <img
              className="rk-insurer-carousel__logo"
              src={insurerLogoUrl(insurer.logo) ?? ''}
              alt={insurer.name}
              width={200}
              height={80}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      <div className="rk-carousel__controls">
        <CarouselButton
          direction="left"
          label={PREVIOUS_INSURERS_LABEL}
          controls={id}
          onClick={() => move(-1)}
        />
        <CarouselButton
          direction="right"
          label={NEXT_INSURERS_LABEL}
          controls={id}
          onClick={() => move(1)}
        />
      </div>
    </section>
  );
};
