import type { ReactElement } from 'react';
import { ComparisonEntry } from './comparison-entry';
import type { EntryEnvironment } from './entry-environment';

/** The way into the comparison on content, landing and sub-landing pages: the entry widget. */
export const ComparisonTeaser = ({
  env,
  heading,
}: {
  /** The page's data and actions (the content page route, which owns the loader and router). */
  readonly env: EntryEnvironment;
  readonly heading: string;
}): ReactElement => (
  <aside className="teaser" aria-labelledby="teaser-heading">
    <h2 id="teaser-heading" className="teaser__heading">
      {heading}
    </h2>
    <ComparisonEntry env={env} />
  </aside>
);
