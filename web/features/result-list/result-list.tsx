import type { ReactElement } from 'react';
import type { ComparisonAnswer } from '../../../ports/use-cases/compare-tariffs.use-case';
import { countText, PAY_IN_ERROR_TEXTS, rowTexts } from './result-texts';
import './result-list.css';

/** Issue 7 step 5, first version: the engine's rows for the URL's search data. */
export const ResultList = ({ answer }: { readonly answer: ComparisonAnswer }): ReactElement => (
  <div className="results">
    <p className="results__count" data-testid="result-count">
      {countText(answer.shown, answer.total)}
    </p>
    {answer.demo ? (
      <p className="results__demo" data-testid="demo-label">
        Demo-Daten: Versicherer und Tarife sind erfunden und dienen nur zur Veranschaulichung.
      </p>
    ) : null}
    <ol className="results__list">
      {answer.results.map((row) => {
        const t = rowTexts(row);
        return (
          <li key={row.tariffId} className="result" data-tariff-id={row.tariffId}>
            <div className="result__head">
              <p className="result__insurer">{row.insurerName}</p>
              <h2 className="result__tariff">{row.tariffName}</h2>
              <p className="result__grade">
                <span className="result__grade-value">{t.grade}</span>
                <span className="result__grade-label">Note</span>
              </p>
            </div>
            {row.payInError === null ? null : (
              <p className="result__error" role="note">
                {PAY_IN_ERROR_TEXTS[row.payInError]}
              </p>
            )}
            <dl className="result__figures">
              <div>
                <dt>Beitrag</dt>
                <dd>{t.contribution}</dd>
              </div>
              <div>
                <dt>Garantierte Rente</dt>
                <dd>{t.guaranteedPension}</dd>
              </div>
              <div>
                <dt>Mögliche Rente</dt>
                <dd className="result__projected">{t.projectedPension}</dd>
              </div>
              <div>
                <dt>Kapital zum Rentenbeginn</dt>
                <dd>{t.capital}</dd>
              </div>
              <div>
                <dt>Effektivkosten</dt>
                <dd>{t.effectiveCosts}</dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ol>
  </div>
);
