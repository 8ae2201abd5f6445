import fc from 'fast-check';
import type { ApplicationTariffChoice } from '../../domain/application/application-form';
import { PRODUCT_TYPES } from '../../domain/products/product-type';
import type { TariffCatalogue } from '../../domain/tariffs/tariff';

// Mostly a choice whose product is the search's and a tariff of the catalogue, so the figures
// are reached; now and then a mismatch, an unknown tariff or a search out of range.
export const applicationChoices = (
  catalogue: TariffCatalogue,
): fc.Arbitrary<ApplicationTariffChoice> =>
  fc
    .record({
      product: fc.constantFrom(...PRODUCT_TYPES),
      otherProduct: fc.oneof(
        { weight: 8, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom(...PRODUCT_TYPES) },
      ),
      tariffId: fc.oneof(
        { weight: 12, arbitrary: fc.constantFrom(...catalogue.tariffs.map((t) => t.id)) },
        { weight: 1, arbitrary: fc.constant('x') },
      ),
      bd: fc.constantFrom('1950-01-01', '1965-07-15', '1985-04-12', '1995-03-03', '2015-01-01'),
      mp: fc.constantFrom('10', '25', '50', '150', '300', '2000', '99999'),
      op: fc.constantFrom('5000', '25000', '100000', '9999999'),
      js: fc.constantFrom('Angestellter', 'Beamter', 'Selbstständiger'),
      dv: fc.boolean(),
    })
    .map(({ product, otherProduct, tariffId, bd, mp, op, js, dv }) => ({
      product,
      tariffId,
      searchQuery: [
        `js=${js}`,
        `bd=${bd}`,
        `pt=${otherProduct ?? product}`,
        product === 'sofort' || product === 's3einmalzahlung' ? `op=${op}` : `mp=${mp}`,
        ...(dv ? ['dv=mobile'] : []),
      ].join('&'),
    }));
