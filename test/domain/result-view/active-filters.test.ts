import { describe, expect, it } from 'vitest';
import { activeFilterCount, filterSheetLabel } from '../../../domain/result-view/active-filters';

describe('the filter sheet button', () => {
  it('counts the filters that narrow the list, an insurer choice once', () => {
    expect(activeFilterCount({})).toBe(0);
    expect(activeFilterCount({ tariffGradeFilter: 'all', onlineContractEnabled: false })).toBe(0);
    expect(
      activeFilterCount({
        tariffGradeFilter: '2.5',
        onlineContractEnabled: true,
        insuranceFilter: [1, 2, 3],
      }),
    ).toBe(3);
  });

  it('names the sheet and the active filters in German', () => {
    expect(filterSheetLabel({})).toBe('Filter und Sortierung');
    expect(filterSheetLabel({ possibleEtfSelectionDesired: true })).toBe(
      'Filter und Sortierung (1 aktiv)',
    );
  });
});
