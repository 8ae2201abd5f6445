import type { ReactElement } from 'react';
import './entry-actions.css';

/**
 * The way from a tariff to a contract: "Online abschließen" for tariffs with an online contract,
 * "Beratung anfragen" for every tariff (the only way for the others), and where the page passes
 * one, "Beratungstermin vereinbaren" (the online booking of a telephone consultation).
 */
export const EntryActions = ({
  onlineUrl,
  consultUrl,
  tariffName,
  bookingUrl = null,
  compact = false,
}: {
  /** /personal-login with the tariff and its search; null when the tariff has no online contract. */
  readonly onlineUrl: string | null;
  readonly consultUrl: string;
  /** /beratung/termin with the page's SPEC §3 source and the tariff; null: no such link here. */
  readonly bookingUrl?: string | null;
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
      {bookingUrl === null ? null : (
        <a
          className={`rk-button rk-button--secondary${size}`}
          href={bookingUrl}
          data-testid="booking-entry"
        >
          Beratungstermin vereinbaren<span className="visually-hidden">{`: ${tariffName}`}</span>
        </a>
      )}
    </div>
  );
};
