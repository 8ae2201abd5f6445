import type { ReactElement } from 'react';
import { ENTRY_PRODUCT_CARDS, type EntryProduct } from '../../../domain/entry/entry-product';
import { StaticIsland } from '../../components/static-island';

/** SPEC §2: the product choice, a native radio group (arrow keys move, Space selects). */
export const ProductChoice = ({
  value,
  onChange,
}: {
  readonly value: EntryProduct;
  readonly onChange: (product: EntryProduct) => void;
}): ReactElement => (
  // The same markup for everyone with the same choice, rendered once per choice.
  <StaticIsland source={ENTRY_PRODUCT_CARDS} cacheKey={value}>
    <fieldset className="entry__products">
      <legend className="entry__legend">Was möchten Sie vergleichen?</legend>
      {ENTRY_PRODUCT_CARDS.map((card) => (
        <label key={card.product} className="entry-card">
          <input
            className="entry-card__radio"
            type="radio"
            name="productType"
            value={card.product}
            checked={value === card.product}
            onChange={() => onChange(card.product)}
          />
          <span className="entry-card__text">
            <span className="entry-card__title">{card.title}</span>
            <span className="entry-card__subtitle">{card.subtitle}</span>
          </span>
        </label>
      ))}
    </fieldset>
  </StaticIsland>
);
