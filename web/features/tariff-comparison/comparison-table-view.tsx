import type { ReactElement } from 'react';
import type { ComparisonSection } from '../../../domain/comparison-view/comparison-table';
import { withSoftHyphens } from '../../../domain/format/soft-hyphens';
import type { TariffPromotion } from '../../../domain/tariffs/promotion';
import { CheckResultMark } from '../../components/check-result-mark';
import { EntryActions } from '../../components/entry-actions';
import { PromotionBadge } from '../../components/promotion-badge';
import './tariff-comparison.css';

export interface ComparedTariff {
  readonly tariffId: string;
  readonly insurerName: string;
  readonly tariffName: string;
  /** SPEC §3: the insurer's promotion (the inflation premium), a badge in the column head. */
  readonly promotion: TariffPromotion | null;
  readonly detailsUrl: string;
  /** "Online abschließen" for this tariff, or null without an online contract. */
  readonly onlineUrl: string | null;
  /** „Beratung vereinbaren“: the booking page for this tariff. */
  readonly bookingUrl: string;
}

/**
 * Two or three tariffs side by side. A row whose values differ carries a "≠"
 * mark with words; the better value, where that is clear, is bold with "Bester Wert".
 */
export const ComparisonTableView = ({
  tariffs,
  sections,
  demo,
}: {
  readonly tariffs: readonly ComparedTariff[];
  readonly sections: readonly ComparisonSection[];
  readonly demo: boolean;
}): ReactElement => (
  <div className="comparison">
    {demo ? (
      <p className="comparison__demo" data-testid="demo-label">
        Demo-Daten: Versicherer und Tarife sind erfunden und dienen nur zur Veranschaulichung.
      </p>
    ) : null}
    <p className="comparison__legend">
      <span className="comparison__diff">≠</span> markiert Zeilen, in denen sich die Tarife
      unterscheiden; <strong>Bester Wert</strong> zeigt den besseren Wert, wo das eindeutig ist.
    </p>
    {tariffs.length > 2 ? (
      <p className="comparison__hint" data-testid="scroll-hint">
        Der dritte Tarif steht rechts daneben: Wischen Sie die Tabelle zur Seite.{' '}
        <span aria-hidden="true">→</span>
      </p>
    ) : null}
    <section
      className="comparison__scroll"
      aria-label="Tarife nebeneinander"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
      tabIndex={0}
    >
      <table className="comparison__table" data-testid="comparison-table">
        <caption className="visually-hidden">
          Vergleich von {tariffs.length} Tarifen: Leistungen, Kosten und Merkmale
        </caption>
        <thead>
          <tr>
            <td className="comparison__corner" />
            {tariffs.map((t) => (
              <th key={t.tariffId} scope="col" data-tariff-id={t.tariffId}>
                <span className="comparison__insurer">{withSoftHyphens(t.insurerName)}</span>
                <span className="comparison__tariff">{withSoftHyphens(t.tariffName)}</span>
                <PromotionBadge promotion={t.promotion} format={withSoftHyphens} />
                <a className="comparison__details" href={t.detailsUrl}>
                  Details<span className="visually-hidden"> zu {t.tariffName}</span>
                </a>
                <EntryActions
                  compact
                  onlineUrl={t.onlineUrl}
                  bookingUrl={t.bookingUrl}
                  tariffName={t.tariffName}
                />
              </th>
            ))}
          </tr>
        </thead>
        {sections.map((section) => (
          <tbody key={section.heading}>
            <tr className="comparison__section">
              <th scope="colgroup" colSpan={tariffs.length + 1}>
                {section.heading}
              </th>
            </tr>
            {section.rows.map((row) => (
              <tr
                key={row.label}
                className={row.differs ? 'comparison__row is-different' : 'comparison__row'}
                data-differs={row.differs ? 'true' : 'false'}
              >
                <th scope="row">
                  {withSoftHyphens(row.label)}
                  {row.differs ? (
                    <span className="comparison__diff">
                      {' '}
                      <span aria-hidden="true">≠</span>
                      <span className="visually-hidden">(unterschiedlich)</span>
                    </span>
                  ) : null}
                </th>
                {row.cells.map((cell, i) => (
                  <td
                    key={tariffs[i]?.tariffId ?? i}
                    className={cell.best ? 'is-best' : undefined}
                    data-best={cell.best ? 'true' : undefined}
                  >
                    {cell.result === undefined ? (
                      <span className="comparison__value">{withSoftHyphens(cell.text)}</span>
                    ) : (
                      <CheckResultMark result={cell.result} />
                    )}
                    {cell.best ? <span className="comparison__best">Bester Wert</span> : null}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </section>
  </div>
);
