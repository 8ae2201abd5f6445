import type { ReactElement } from 'react';
import './application.css';

/**
 * The way from a tariff to a contract: "Online abschließen" for tariffs with an online contract,
 * "Beratung anfragen" for every tariff (the only way for the others).
 */
export const EntryActions = ({
  onlineUrl,
  consultUrl,
  tariffName,
  compact = false,
}: {
  /** /personal-login with the tariff and its search; null when the tariff has no online contract. */
  readonly onlineUrl: string | null;
  readonly consultUrl: string;
  readonly tariffName: string;
  readonly compact?: boolean;
}): ReactElement => {
  const size = compact ? ' rk-button--small' : '';
  return (
    <div className="entry-actions" data-testid="entry-actions">
      {onlineUrl === null ? null : (
        <a
          className={`rk-button rk-button--accent${size}`}
          href={onlineUrl}
          data-testid="online-contract-entry"
        >
          Online abschließen<span className="visually-hidden">{`: ${tariffName}`}</span>
        </a>
      )}
      <a
        className={`rk-button rk-button--secondary${size}`}
        href={consultUrl}
        data-testid="consultation-entry"
      >
        Beratung anfragen<span className="visually-hidden">{`: ${tariffName}`}</span>
      </a>
    </div>
  );
};
