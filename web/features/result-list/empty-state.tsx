import type { ReactElement } from 'react';
import { RESULT_PATH } from '../../../domain/onboarding/flow-steps';
import type { ResultSearch } from '../../../domain/result-view/filter-form';
import { relaxLinks, resetFiltersUrl } from '../../../domain/result-view/relax-links';

/** No tariff passes the filters: one link per active filter that removes it, and a reset. */
export const EmptyState = ({ search }: { readonly search: ResultSearch }): ReactElement => {
  const links = relaxLinks(RESULT_PATH, search);
  return (
    <div className="results__empty" data-testid="result-empty">
      <h2>Kein Tarif passt zu allen Filtern</h2>
      <p>Lockern Sie einen Filter, um wieder Tarife zu sehen:</p>
      {links.length === 0 ? null : (
        <ul className="results__relax">
          {links.map((link) => (
            <li key={link.field}>
              <a href={link.url}>{`„${link.label}“ entfernen`}</a>
            </li>
          ))}
        </ul>
      )}
      <p>
        <a className="rk-button rk-button--primary" href={resetFiltersUrl(RESULT_PATH, search)}>
          Alle Filter zurücksetzen
        </a>
      </p>
    </div>
  );
};
