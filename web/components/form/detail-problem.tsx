import type { ReactElement } from 'react';

export interface ProblemLink {
  readonly href: string;
  readonly label: string;
}

/**
 * A clear German message instead of a page's content (an unknown tariff, a wrong id list, a
 * journey step without its tariff) and ways back; styled as the step frame's notices (form.css).
 */
export const DetailProblem = ({
  title,
  message,
  links,
}: {
  readonly title: string;
  readonly message: string;
  readonly links: readonly ProblemLink[];
}): ReactElement => (
  <div className="step-invalid" role="alert">
    <h2 className="step-invalid__title">{title}</h2>
    <p data-testid="detail-problem">{message}</p>
    <p className="step-invalid__actions">
      {links.map((link, i) => (
        <a
          key={link.href}
          className={`rk-button ${i === 0 ? 'rk-button--primary' : 'rk-button--secondary'}`}
          href={link.href}
        >
          {link.label}
        </a>
      ))}
    </p>
  </div>
);
