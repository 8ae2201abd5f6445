import type { ReactElement } from 'react';
import { WATCHLIST_PATH } from '../../../domain/customer-area/customer-area-paths';
import { formatGrade } from '../../../domain/format/grade';
import { formatPrice } from '../../../domain/format/price';
import { gradeRatingOf } from '../../../domain/tariffs/grade';
import type { WatchlistView } from '../../../ports/use-cases/watchlist.use-case';
import { REMOVE_INTENT, WATCHLIST_FIELDS } from '../../components/watchlist-save-form';
import './watchlist-entry-item.css';

/** A tariff's pensions and grade as the result list shows them (SPEC §5 formats). */
const EntryFigures = ({
  figures,
}: {
  readonly figures: NonNullable<WatchlistView['figures']>;
}): ReactElement => (
  <dl className="area-entry__figures" data-testid="watchlist-figures">
    <div>
      <dt>Garantierte Rente</dt>
      <dd data-figure="guaranteedPension">{`${formatPrice(figures.guaranteedPension)} mtl.`}</dd>
    </div>
    <div>
      <dt>Mögliche Rente</dt>
      <dd data-figure="projectedPension">{`${formatPrice(figures.projectedPension)} mtl.`}</dd>
    </div>
    <div>
      <dt>Note</dt>
      <dd data-figure="grade">{`${formatGrade(figures.grade)} (${gradeRatingOf(figures.grade)})`}</dd>
    </div>
  </dl>
);

/** One Merkzettel entry: what it is, a tariff's pensions and grade, open and remove. */
export const WatchlistEntryItem = ({ entry }: { readonly entry: WatchlistView }): ReactElement => {
  const headingId = `merk-${entry.id}`;
  return (
    <li className="area-card area-entry" data-entry-kind={entry.kind} aria-labelledby={headingId}>
      <div className="area-entry__text">
        <h2 id={headingId}>{entry.label}</h2>
        <p>{entry.detail}</p>
        {entry.figures === null ? null : <EntryFigures figures={entry.figures} />}
        <p>{`Gemerkt am ${entry.savedOn}`}</p>
      </div>
      <div className="area-entry__actions">
        <a className="rk-button rk-button--primary" href={entry.href} data-testid="watchlist-open">
          {entry.kind === 'tariff' ? 'Tarif öffnen' : 'Vergleich öffnen'}
          <span className="visually-hidden">{`: ${entry.label}`}</span>
        </a>
        <form method="post" action={WATCHLIST_PATH}>
          <input type="hidden" name={WATCHLIST_FIELDS.intent} value={REMOVE_INTENT} />
          <input type="hidden" name="id" value={entry.id} />
          <button
            type="submit"
            className="rk-button rk-button--secondary"
            data-testid="watchlist-remove"
          >
            Entfernen<span className="visually-hidden">{`: ${entry.label}`}</span>
          </button>
        </form>
      </div>
    </li>
  );
};
