import type { ReactElement } from 'react';
import { PUBLIC_SUPPORT_ELIGIBILITY_LABELS } from '../../../domain/application/public-support';
import { formatEuroFigure } from '../../../domain/format/figure';
import type { ProductOffers } from '../../../domain/onboarding/product-offers';
import { PRODUCT_TYPE_LABELS } from '../../../domain/products/product-profile';
import { ChoiceField, type FieldContext } from '../../components/form/form-fields';

const RiesterText = ({ offers }: { readonly offers: ProductOffers }): ReactElement => {
  const offer = offers.riester;
  if (offer === null) {
    return (
      <>Geben Sie im ersten Schritt Ihre berufliche Situation an, dann zeigen wir Ihre Zulagen.</>
    );
  }
  const a = offer.allowances;
  const label = PUBLIC_SUPPORT_ELIGIBILITY_LABELS[offer.eligibility];
  if (offer.eligibility === 'nein') {
    return (
      <>
        <strong>{label}.</strong> Nach Ihren Angaben erhalten Sie keine Riester-Zulagen.
      </>
    );
  }
  const parts = [
    `Grundzulage ${formatEuroFigure(a.basicAllowance)}`,
    ...(a.childAllowances > 0 ? [`Kinderzulagen ${formatEuroFigure(a.childAllowances)}`] : []),
    ...(a.starterBonus > 0 ? [`Berufseinsteigerbonus ${formatEuroFigure(a.starterBonus)}`] : []),
  ];
  return (
    <>
      <strong>{label}.</strong> Ihre Zulagen: {parts.join(', ')}, zusammen{' '}
      <strong data-testid="riester-allowances">{formatEuroFigure(a.maximumAllowances)}</strong> im
      Jahr, wenn Sie mindestens{' '}
      <strong data-testid="riester-minimum">{formatEuroFigure(a.minimumOwnContribution)}</strong> im
      Jahr selbst einzahlen.
    </>
  );
};

const RuerupText = ({ offers }: { readonly offers: ProductOffers }): ReactElement => {
  const r = offers.ruerup;
  return (
    <>
      Bei {formatEuroFigure(r.contribution)} Beitrag im Jahr (
      {formatEuroFigure(r.contribution / 12)} im Monat) sparen Sie {r.year} rund{' '}
      <strong data-testid="ruerup-saving">{formatEuroFigure(r.taxSaving)}</strong> Einkommensteuer.
      Absetzbar sind bis zu {formatEuroFigure(r.maximumDeductible)} im Jahr.
    </>
  );
};

/** SPEC §2 /onboarding-product-selection: what each product means for this customer. */
export const ProductChoiceFields = ({
  ctx,
  offers,
}: {
  readonly ctx: FieldContext;
  readonly offers: ProductOffers;
}): ReactElement => (
  <ChoiceField
    ctx={ctx}
    name="productType"
    legend="Welche Altersvorsorge möchten Sie vergleichen?"
    cards
    choices={[
      {
        value: 'schicht3',
        label: PRODUCT_TYPE_LABELS.schicht3,
        description:
          'Flexibel vorsorgen ohne staatliche Förderung: Beitrag anpassen, Geld entnehmen, zum Rentenbeginn Rente oder Kapital wählen.',
      },
      {
        value: 'riester',
        label: PRODUCT_TYPE_LABELS.riester,
        description: <RiesterText offers={offers} />,
      },
      {
        value: 'ruerup',
        label: PRODUCT_TYPE_LABELS.ruerup,
        description: <RuerupText offers={offers} />,
      },
    ]}
  />
);
