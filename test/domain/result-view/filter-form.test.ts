import { describe, expect, it } from 'vitest';
import { filtersOfForm, readFilterForm } from '../../../domain/result-view/filter-form';
import { decodeSearchQuery } from '../../../domain/search-data/decode';
import { encodeSearchQuery } from '../../../domain/search-data/encode';

const SEARCH = 'pt=schicht3&bd=1985-04-12&mp=150';

describe('the filter form ↔ the URL (SPEC §3 codec)', () => {
  it('reads every control into the filters and drops "all" and unticked boxes', () => {
    const params = new URLSearchParams(
      `filtern=1&${SEARCH}&sort=grade&ts=exzellent&tg=1.5&cp=all&isf=ESG_strikt&oce=1&pes=1&ins=4&ins=1&ins=999`,
    );
    const read = readFilterForm(params);
    expect(read.ok && read.value).toEqual({
      searchData: {
        productType: 'schicht3',
        birthday: '1985-04-12',
        monthlyPayment: 150,
        sortedBy: 'grade',
      },
      filters: {
        tariffSustainabilityFilter: 'exzellent',
        tariffGradeFilter: '1.5',
        insuranceSustainabilityFilter: 'ESG_strikt',
        onlineContractEnabled: true,
        possibleEtfSelectionDesired: true,
        insuranceFilter: [1, 4],
      },
    });
    expect(read.ok && encodeSearchQuery(read.value)).toBe(
      'bd=1985-04-12&pt=schicht3&mp=150&sort=grade&oce=1&pes=1&ts=exzellent&tg=1.5&if=1,4&isf=ESG_strikt',
    );
  });

  it('round-trips: the canonical URL decodes to the filters the form sent', () => {
    const read = readFilterForm(new URLSearchParams(`${SEARCH}&tg=2.5&ecs=1&ins=11`));
    expect(read.ok).toBe(true);
    if (!read.ok) return;
    const decoded = decodeSearchQuery(encodeSearchQuery(read.value));
    expect(decoded.ok && decoded.value.filters).toEqual(read.value.filters);
  });

  it('leaves the default sort and unknown values out, and replaces the old sort', () => {
    expect(filtersOfForm(new URLSearchParams('sort=projectedPension&tg=9&ts=bogus'))).toEqual({
      filters: {},
      sortedBy: undefined,
    });
    const read = readFilterForm(new URLSearchParams(`${SEARCH}&sort=effectiveCosts`));
    expect(read.ok && read.value.searchData.sortedBy).toBe('effectiveCosts');
  });

  it('refuses carried search data the codec refuses', () => {
    const read = readFilterForm(new URLSearchParams('pt=schicht3&bd=1985-13-45'));
    expect(read.ok).toBe(false);
  });
});
