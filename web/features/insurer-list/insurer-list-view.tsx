import type { ReactElement } from 'react';
import { INVESTMENT_TYPE_TEXTS, type InsurerList } from '../../../domain/insurer-list/insurer-list';
import { PRODUCT_TYPE_LABELS } from '../../../domain/products/product-profile';
import { gradeLabel } from '../../../domain/tariffs/grade';
import './insurer-list.css';

/** SPEC §2 /insurance-list, /sofort-insurance-list: each insurer with the tariffs we compare. */
export const InsurerListView = ({
  list,
  compareUrl,
}: {
  readonly list: InsurerList;
  readonly compareUrl: string;
}): ReactElement => {
  const tariffCount = list.insurers.reduce((n, i) => n + i.tariffs.length, 0);
  return (
    <div className="insurers">
      <p className="insurers__count" data-testid="insurer-count">
        {list.insurers.length} Versicherer mit {tariffCount} Tarifen
      </p>
      {list.demo ? (
        <p className="insurers__demo" data-testid="demo-label">
          Demo-Daten: Versicherer und Tarife sind erfunden und dienen nur zur Veranschaulichung.
        </p>
      ) : null}
      <ul className="insurers__list">
        {list.insurers.map((insurer) => (
          <li key={insurer.insurerId} className="insurer" data-insurer-id={insurer.insurerId}>
            <h2 className="insurer__name">{insurer.insurerName}</h2>
            <ul className="insurer__tariffs">
              {insurer.tariffs.map((t) => (
                <li key={t.tariffId} className="insurer__tariff" data-tariff-id={t.tariffId}>
                  <span className="insurer__tariff-name">{t.tariffName}</span>
                  <span className="insurer__tariff-facts">
                    {INVESTMENT_TYPE_TEXTS[t.investmentType]} ·{' '}
                    {t.productTypes.map((p) => PRODUCT_TYPE_LABELS[p]).join(', ')} · Note{' '}
                    {gradeLabel(t.grade)}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p>
        <a className="rk-button rk-button--primary" href={compareUrl}>
          {list.singlePremium ? 'Sofortrenten vergleichen' : 'Jetzt Tarife vergleichen'}
        </a>
      </p>
    </div>
  );
};
