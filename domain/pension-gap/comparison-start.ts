import { PERSONAL_DATA_START } from '../entry/entry-target';
import { encodeSearchQuery } from '../search-data/encode';
import type { PensionGap } from './pension-gap';

/**
 * "Jetzt Vergleich starten": the comparison flow with the pension start age (ra) and the monthly
 * saving that closes the gap (mp, rounded up to whole euros so it does close it) filled in; no
 * mp when there is no gap. A private Rentenversicherung (schicht3), the product of the check.
 */
export const comparisonStartUrl = (gap: PensionGap): string => {
  const query = encodeSearchQuery({
    searchData: {
      productType: 'schicht3',
      retirementAge: gap.input.retireAt,
      ...(gap.monthlySaving > 0 ? { monthlyPayment: Math.ceil(gap.monthlySaving) } : {}),
    },
  });
  return `${PERSONAL_DATA_START}?${query}`;
};
