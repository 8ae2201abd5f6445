import type { ReactElement } from 'react';
import type { YearRow } from '../../../domain/comparison/year-table';
import { formatPrice } from '../../../domain/format/price';

/** Modellrechnung: every contract year with the guaranteed, projected and § 154 VVG values. */
export const YearTableView = ({ rows }: { readonly rows: readonly YearRow[] }): ReactElement => {
  // Riester: the allowances are not the customer's own money, so they get their own column.
  const allowances = rows.some((r) => r.allowances > 0);
  return (
    <section
      className="table-scroll"
      aria-label="Modellrechnung je Vertragsjahr"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="year-table" data-testid="year-table">
        <thead>
          <tr>
            <th scope="col">Jahr</th>
            <th scope="col">Alter</th>
            <th scope="col">Eingezahlt</th>
            {allowances ? <th scope="col">davon Zulagen</th> : null}
            <th scope="col">Kosten</th>
            <th scope="col">Garantiert</th>
            <th scope="col">Prognose</th>
            <th scope="col">Bei 0,67 %</th>
            <th scope="col">Bei 1,67 %</th>
            <th scope="col">Bei 2,67 %</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.year}>
              <th scope="row">{r.year}</th>
              <td>{r.age}</td>
              <td>{formatPrice(r.paidIn)}</td>
              {allowances ? <td>{formatPrice(r.allowances)}</td> : null}
              <td>{formatPrice(r.costs)}</td>
              <td>{formatPrice(r.guaranteedCapital)}</td>
              <td>{formatPrice(r.projectedCapital)}</td>
              {r.capitalAtModelRates.map((v, i) => (
                <td key={['low', 'mid', 'high'][i]}>{formatPrice(v)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
};
