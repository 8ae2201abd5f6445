import type { ReactElement } from 'react';
import { applicationEntryUrl } from '../../../domain/application/application-entry';
import type { ComparisonRow } from '../../../domain/comparison/comparison-row';
import type { SearchWishes } from '../../../domain/comparison/search-wishes';
import {
  assumedReturnText,
  riesterAllowanceText,
} from '../../../domain/comparison-view/assumption-texts';
import { wishMismatchText } from '../../../domain/comparison-view/wish-texts';
import { tariffBookingUrlOf } from '../../../domain/consulting/consulting-paths';
import { bonusPointsText } from '../../../domain/points/bonus-points-text';
import { tariffDetailsUrl } from '../../../domain/result-view/compare-selection';
import { payInErrorText } from '../../../domain/result-view/pay-in-text';
import type { TariffFacts } from '../../../domain/result-view/result-facts';
import {
  type ResultPresentation,
  resultPresentationOf,
} from '../../../domain/result-view/result-presentation';
import { gradeRatingOf } from '../../../domain/tariffs/grade';
import type { TariffPromotion } from '../../../domain/tariffs/promotion';
import { EntryActions } from '../../components/entry-actions';
import {
  ROW_SAVE_FIELD,
  SavedNotice,
  savedAnchorOf,
  watchlistActionOf,
} from '../../components/watchlist-save-form';
import { rowTexts } from './result-texts';
import './result-figures.css';

/**
 * SPEC §3: the promotion badge of the card, as PromotionBadge writes it on the details and the
 * comparison (a test holds them equal; its CSS is global in web/styles/base.css); written here, the
 * result route loads no shared chunk for it (the route's JavaScript budget, 152 kB gzip).
 */
export const CARD_PROMOTION_BADGES: Readonly<Record<TariffPromotion, string>> = {
  inflationPremium: 'Aktion: Inflationsprämie',
};

/** One tariff of the result list: the engine's figures and the tariff's facts. */
export const ResultRow = ({
  row,
  position,
  facts,
  wishes,
  query,
  insuranceStart,
  showPoints,
  checked,
  locked = false,
  onToggle,
  presentation = resultPresentationOf(undefined),
  canSave = false,
  listUrl = '',
}: {
  readonly row: ComparisonRow;
  /** Its place in the list from 1: the anchor „Weitere Tarife anzeigen“ opens the page at. */
  readonly position: number;
  readonly facts: TariffFacts | null;
  /** The investment wishes of the search: a tariff short of them is marked. */
  readonly wishes: SearchWishes | null;
  readonly query: string;
  /** The search's insurance start (YYYY-MM-DD), carried by „Online abschließen“. */
  readonly insuranceStart: string;
  readonly showPoints: boolean;
  readonly checked: boolean;
  /** Three others are ticked: this box cannot be (MAX_COMPARED). */
  readonly locked?: boolean;
  readonly onToggle: (id: string, on: boolean) => void;
  /** Sofortrente: no capital at pension start, no beitragsGarantie (nothing is saved first). */
  readonly presentation?: ResultPresentation;
  /** A logged-in customer may put the tariff on the Merkzettel. */
  readonly canSave?: boolean;
  /** The list as shown (its URL): „Merken“ comes back to it. */
  readonly listUrl?: string;
}): ReactElement => {
  const t = rowTexts(row);
  const headingId = `tarif-${row.tariffId}`;
  const mismatch = wishMismatchText(row, wishes);
  return (
    <li
      id={`platz-${position}`}
      className={mismatch === null ? 'result' : 'result result--mismatch'}
      data-tariff-id={row.tariffId}
      data-wish={mismatch === null ? 'erfuellt' : 'nicht-erfuellt'}
      aria-labelledby={headingId}
    >
      <div className="result__head">
        <span className="result__logo" aria-hidden="true">
          {row.insurerName.slice(0, 1)}
        </span>
        <div className="result__names">
          <p className="result__insurer">{row.insurerName}</p>
          <h2 className="result__tariff" id={headingId}>
            {row.tariffName}
          </h2>
        </div>
        <p className="result__grade">
          <span className="visually-hidden">Note </span>
          <span className="result__grade-value">{t.grade}</span>
          <span className="result__grade-label">{gradeRatingOf(row.grade)}</span>
        </p>
      </div>
      {mismatch === null ? null : (
        <p className="result__mismatch" data-testid="wish-mismatch">
          {mismatch}
        </p>
      )}
      {row.payInError === null ? null : (
        <p className="result__error" role="note">
          {payInErrorText(row.payInError, facts?.limits ?? null)}
        </p>
      )}
      <dl className="result__figures">
        <div>
          <dt>Beitrag</dt>
          <dd>{t.contribution}</dd>
        </div>
        <div>
          <dt>Garantierte Rente</dt>
          <dd data-figure="guaranteedPension">{t.guaranteedPension}</dd>
        </div>
        <div>
          <dt>Mögliche Rente</dt>
          <dd className="result__projected">
            <span data-figure="projectedPension">{t.projectedPension}</span>
            <span className="result__assumption" data-testid="assumed-return">
              {assumedReturnText(row.assumedReturns)}
            </span>
          </dd>
        </div>
        {presentation.showsCapital ? (
          <div>
            <dt>Kapital zum Rentenbeginn</dt>
            <dd data-figure="capitalAtRetirement">{t.capital}</dd>
          </div>
        ) : null}
        {row.riesterAllowances === null ? null : (
          <div className="result__allowances">
            <dt>Riester-Zulagen</dt>
            <dd data-figure="riesterAllowances">{riesterAllowanceText(row.riesterAllowances)}</dd>
          </div>
        )}
        <div>
          <dt>Effektivkosten</dt>
          <dd data-figure="effectiveCosts">{t.effectiveCosts}</dd>
        </div>
        {facts === null || !presentation.showsBeitragsGarantie ? null : (
          <div>
            <dt>Beitragsgarantie</dt>
            <dd>{`${facts.beitragsGarantie}\u00a0%`}</dd>
          </div>
        )}
      </dl>
      <div className="result__footer">
        {facts?.onlineContract === true ? (
          <span className="result__badge">Online-Abschluss</span>
        ) : null}
        {facts === null || facts.promotion === null ? null : (
          <span
            className="promotion-badge"
            data-testid="promotion-badge"
            data-promotion={facts.promotion}
          >
            {CARD_PROMOTION_BADGES[facts.promotion]}
          </span>
        )}
        {showPoints ? <span className="result__points">{bonusPointsText(row.points)}</span> : null}
        <div className="result__actions">
          <label className="result__compare">
            <input
              type="checkbox"
              name="tarif"
              value={row.tariffId}
              checked={checked}
              disabled={locked}
              onChange={(event) => onToggle(row.tariffId, event.currentTarget.checked)}
            />
            Vergleichen
          </label>
          <a
            className="rk-button rk-button--secondary result__details"
            href={tariffDetailsUrl(row.tariffId, query)}
          >
            Details<span className="visually-hidden">{` zu ${row.tariffName}`}</span>
          </a>
          {canSave ? (
            <button
              type="submit"
              className="rk-button rk-button--secondary result__save"
              formMethod="post"
              formAction={watchlistActionOf(listUrl)}
              name={ROW_SAVE_FIELD}
              value={row.tariffId}
              data-testid="watchlist-save"
            >
              Merken<span className="visually-hidden">{`: ${row.tariffName}`}</span>
            </button>
          ) : null}
        </div>
      </div>
      {canSave ? (
        <SavedNotice
          anchor={savedAnchorOf('tariff', row.tariffId)}
          what={`Der Tarif „${row.tariffName}“`}
        />
      ) : null}
      <EntryActions
        compact
        onlineUrl={
          facts?.onlineContract === true
            ? applicationEntryUrl(query, { ...row, insuranceStart })
            : null
        }
        bookingUrl={tariffBookingUrlOf('results', row.tariffId, query)}
        tariffName={row.tariffName}
      />
    </li>
  );
};
