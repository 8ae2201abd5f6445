import { describe, expect, it } from 'vitest';
import { riesterEligibility } from '../../../domain/tax/riester-eligibility';

const employee = { jobSituation: 'Angestellter', hasPublicInsurance: true } as const;
const versorgungswerk = { jobSituation: 'Angestellter', hasPublicInsurance: false } as const;
const civilServant = { jobSituation: 'Beamter', hasPublicInsurance: false } as const;
const uninsuredSelfEmployed = {
  jobSituation: 'Freiberufler/Selbstständiger',
  hasPublicInsurance: false,
} as const;
const homemaker = {
  jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
  hasPublicInsurance: false,
} as const;

describe('Riester eligibility, § 10a Abs. 1, § 79 EStG', () => {
  it('is unmittelbar for the compulsorily insured and for civil servants', () => {
    expect(riesterEligibility(employee)).toBe('unmittelbar');
    expect(riesterEligibility(civilServant)).toBe('unmittelbar');
    expect(riesterEligibility({ jobSituation: 'Auszubildender', hasPublicInsurance: true })).toBe(
      'unmittelbar',
    );
    expect(
      riesterEligibility({
        jobSituation: 'Freiberufler/Selbstständiger',
        hasPublicInsurance: true,
      }),
    ).toBe('unmittelbar');
    expect(
      riesterEligibility({
        jobSituation: 'Nicht oder geringfügig Erwerbstätiger',
        hasPublicInsurance: true,
      }),
    ).toBe('unmittelbar');
  });

  it('is nein for the uninsured without an eligible spouse', () => {
    expect(riesterEligibility(versorgungswerk)).toBe('nein');
    expect(riesterEligibility(uninsuredSelfEmployed)).toBe('nein');
    expect(riesterEligibility(homemaker, uninsuredSelfEmployed)).toBe('nein');
  });

  it('is mittelbar through a directly eligible spouse', () => {
    expect(riesterEligibility(homemaker, employee)).toBe('mittelbar');
    expect(riesterEligibility(versorgungswerk, civilServant)).toBe('mittelbar');
    expect(riesterEligibility(employee, homemaker)).toBe('unmittelbar');
  });
});
