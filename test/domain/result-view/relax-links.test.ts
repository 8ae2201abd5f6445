import { describe, expect, it } from 'vitest';
import { relaxLinks, resetFiltersUrl } from '../../../domain/result-view/relax-links';

const SEARCH = {
  searchData: { productType: 'schicht3', birthday: '1985-04-12', sortedBy: 'grade' },
  filters: { tariffGradeFilter: '1.5', onlineContractEnabled: true, insuranceFilter: [1, 4] },
} as const;

describe('the empty state’s relax links', () => {
  it('offers one link per active filter that removes only that filter', () => {
    expect(relaxLinks('/result', SEARCH)).toEqual([
      {
        field: 'tariffGradeFilter',
        label: 'Note: Sehr gut (bis 1,5)',
        url: '/result?bd=1985-04-12&pt=schicht3&sort=grade&oce=1&if=1,4',
      },
      {
        field: 'insuranceFilter',
        label: 'Versicherer: 2 ausgewählt',
        url: '/result?bd=1985-04-12&pt=schicht3&sort=grade&oce=1&tg=1.5',
      },
      {
        field: 'onlineContractEnabled',
        label: 'Online-Abschluss möglich',
        url: '/result?bd=1985-04-12&pt=schicht3&sort=grade&tg=1.5&if=1,4',
      },
    ]);
  });

  it('ignores filters set to "all" or false and resets all filters but keeps the sort', () => {
    expect(
      relaxLinks('/result', {
        searchData: {},
        filters: {
          tariffGradeFilter: 'all',
          possibleEtfSelectionDesired: false,
          insuranceFilter: [],
        },
      }),
    ).toEqual([]);
    expect(resetFiltersUrl('/result', SEARCH)).toBe('/result?bd=1985-04-12&pt=schicht3&sort=grade');
  });
});
