import type { ReactElement } from 'react';
import { defaultEntryProduct } from '../../../domain/entry/entry-product';
import { berlinToday } from './berlin-today';
import { ComparisonEntry } from './comparison-entry';
import type { EntryEnvironment } from './entry-context';
import { useEntryEnvironment } from './entry-context';

/** Without the page's environment (a page rendered outside its route): an empty form. */
const standalone = (singlePremium: boolean): EntryEnvironment => ({
  data: {
    prefill: {
      product: defaultEntryProduct(singlePremium ? 'rente-ez' : 'rente'),
      birthday: '',
      jobSituation: null,
    },
    today: berlinToday(new Date()),
    message: null,
  },
  save: async () => ({ ok: true, value: null }),
  navigate: (to) => window.location.assign(to),
});

/** The way into the comparison on content, landing and sub-landing pages: the entry widget. */
export const ComparisonTeaser = ({
  singlePremium,
  heading,
}: {
  /** SPEC §2: single-premium pages start on the single-premium card. */
  readonly singlePremium: boolean;
  readonly heading: string;
}): ReactElement => {
  const env = useEntryEnvironment() ?? standalone(singlePremium);
  return (
    <aside className="teaser" aria-labelledby="teaser-heading">
      <h2 id="teaser-heading" className="teaser__heading">
        {heading}
      </h2>
      <ComparisonEntry env={env} />
    </aside>
  );
};
