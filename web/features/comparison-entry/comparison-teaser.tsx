import type { ReactElement } from 'react';

const BENEFITS = [
  'Kostenlos und unverbindlich',
  'Tarife vieler Versicherer auf einen Blick',
  'Persönliche Beratung, wenn Sie möchten',
];

/**
 * The way into the comparison: where the landing entry widget (birth date, job situation,
 * product choice) sits; for now a link to the first step of the flow.
 */
export const ComparisonTeaser = ({
  singlePremium,
  heading,
}: {
  /** SPEC §2: the single-premium product starts at /onboarding-sofort. */
  readonly singlePremium: boolean;
  readonly heading: string;
}): ReactElement => (
  <aside className="teaser" aria-labelledby="teaser-heading">
    <h2 id="teaser-heading" className="teaser__heading">
      {heading}
    </h2>
    <ul className="teaser__benefits">
      {BENEFITS.map((benefit) => (
        <li key={benefit}>{benefit}</li>
      ))}
    </ul>
    <a
      className="rk-button rk-button--accent"
      href={singlePremium ? '/onboarding-sofort' : '/onboarding-personal-data'}
    >
      Jetzt vergleichen
    </a>
  </aside>
);
