import type { ReactElement } from 'react';
import { PRODUCT_TYPE_LABELS } from '../../../domain/products/product-profile';
import type { ProductType } from '../../../domain/products/product-type';

/** Above an application form: the way back to the tariff details and the tariff applied for. */
export const ApplicationTariffHead = ({
  detailsUrl,
  label,
  product,
}: {
  readonly detailsUrl: string;
  readonly label: string;
  readonly product: ProductType;
}): ReactElement => (
  <>
    <p className="step__back">
      <a href={detailsUrl}>← Zurück zu den Tarifdetails</a>
    </p>
    <p className="app-tariff" data-testid="application-tariff">
      Ihr Antrag für: <strong>{label}</strong> ({PRODUCT_TYPE_LABELS[product]})
    </p>
  </>
);
