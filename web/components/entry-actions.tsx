import type { ReactElement } from 'react';
import './entry-actions.css';

/**
 * The way from a tariff to a contract: "Online abschließen" for tariffs with an online contract,
 * and for every tariff one consultation entry, „Beratung vereinbaren“: the booking page, where the
 * customer chooses a half hour or „Rückruf statt Termin“ (issue 29 finding 9: one path, not two).
 */
export const EntryActions = ({
  onlineUrl,
  bookingUrl,
  tariffName,
  compact = false,
}: {
  /** /personal-login with the tariff and its search; null when the tariff has no online contract. */
  readonly onlineUrl: string | null;
  /** /beratung/termin with the page's origin, the product and the tariff. */
  readonly bookingUrl: string;
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
        href={bookingUrl}
        data-testid="consultation-entry"
      >
        Beratung vereinbaren<span className="visually-hidden">{`: ${tariffName}`}</span>
      </a>
    </div>
  );
};
