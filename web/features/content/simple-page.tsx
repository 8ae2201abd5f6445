import type { ReactElement, ReactNode } from 'react';

/** A page with a heading, a sentence and optional links: flow placeholders, 404, fallbacks. */
export const SimplePage = ({
  heading,
  text,
  children,
  trackingPath,
}: {
  readonly heading: string;
  readonly text: string;
  readonly children?: ReactNode;
  /** SPEC §2: the path the page is tracked under, when it differs from its own. */
  readonly trackingPath?: string;
}): ReactElement => (
  <section className="simple-page" data-tracking-path={trackingPath}>
    <div className="container simple-page__inner">
      <h1>{heading}</h1>
      <p className="lead">{text}</p>
      {children}
    </div>
  </section>
);
