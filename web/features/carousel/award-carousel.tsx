import { type ReactElement, useId, useState } from 'react';
import { AWARDS, type Award } from '../../../domain/content/awards';
import { CarouselButton } from './carousel-button';
import { awardImageUrl } from './carousel-images';
import { moveCarousel, previousActiveNext } from './carousel-window';
import './carousel.css';

export const PREVIOUS_AWARD_LABEL = 'Vorherige Auszeichnung';
export const NEXT_AWARD_LABEL = 'Nächste Auszeichnung';

export interface AwardCarouselProps {
  readonly awards?: readonly Award[];
  readonly initialIndex?: number;
  /** A fixed id for the track (one carousel per page), so its server HTML can be cached. */
  readonly trackId?: string;
}

const POSITIONS = ['previous', 'active', 'next'] as const;

/**
 * SPEC §2: the 4 awards, shown as previous, active and next; the buttons wrap around at both
 * ends. Only the active badge is announced; its neighbours are a visual preview.
 */
export const AwardCarousel = ({
  awards = AWARDS,
  initialIndex = 0,
  trackId,
}: AwardCarouselProps): ReactElement | null => {
  const [active, setActive] = useState(initialIndex);
  const generatedId = useId();
  const id = trackId ?? generatedId;
  const triple = previousActiveNext(awards, active);
  if (triple === null) return null;
  const move = (step: number): void =>
    setActive((index) => moveCarousel(index, step, awards.length));
  const activePosition = awards.indexOf(triple.active) + 1;
  return (
    <section
      className="rk-carousel rk-award-carousel"
      aria-roledescription="Karussell"
      aria-label="Auszeichnungen"
    >
      <div id={id} className="rk-award-carousel__track" aria-live="polite">
        {POSITIONS.map((position) => {
          const award = triple[position];
          const isActive = position === 'active';
          return (
            <figure
              key={position}
              className={`rk-award-carousel__item rk-award-carousel__item--${position}`}
              aria-hidden={isActive ? undefined : true}
              data-award={award.filename}
            >
              <img
                className="rk-award-carousel__image"
                src={awardImageUrl(award.filename) ?? ''}
                alt={isActive ? award.alt : ''}
                width={160}
                height={200}
                loading="lazy"
                decoding="async"
              />
              {isActive ? (
                <figcaption className="rk-award-carousel__caption">
                  {award.name}
                  <span className="rk-carousel__sr-only">
                    {` (${activePosition} von ${awards.length})`}
                  </span>
                </figcaption>
              ) : null}
            </figure>
          );
        })}
      </div>
      <div className="rk-carousel__controls">
        <CarouselButton
          direction="left"
          label={PREVIOUS_AWARD_LABEL}
          controls={id}
          onClick={() => move(-1)}
        />
        <CarouselButton
          direction="right"
          label={NEXT_AWARD_LABEL}
          controls={id}
          onClick={() => move(1)}
        />
      </div>
    </section>
  );
};
