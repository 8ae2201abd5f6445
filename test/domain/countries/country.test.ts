import { describe, expect, it } from 'vitest';
import { COUNTRIES, countryByIsoCode, isRiskCountry } from '../../../domain/countries/country';
import { INTENDED_NAME_DIFFERENCES } from '../../fixtures/countries/cldr-name-differences';

// The 27 EU member states since 1 February 2020 (europa.eu, "EU countries").
const EU_27 = 'AT BE BG CY CZ DE DK EE ES FI FR GR HR HU IE IT LT LU LV MT NL PL PT RO SE SI SK';
const EEA_ONLY = ['CH', 'IS', 'LI', 'NO'];

const code = (iso: string) => {
  const country = countryByIsoCode(iso);
  if (country === null) throw new Error(`missing ${iso}`);
  return country;
};

describe('COUNTRIES', () => {
  it('holds all 249 ISO 3166-1 alpha-2 codes, each once and well-formed, with names', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((c) => c.isoCode)).size).toBe(249);
    for (const c of COUNTRIES) {
      expect(c.isoCode).toMatch(/^[A-Z]{2}$/);
      expect(c.name.trim()).not.toBe('');
      expect(c.name).toBe(c.name.trim());
    }
  });

  it('is sorted by German name with German collation', () => {
    const collator = new Intl.Collator('de');
    const names = COUNTRIES.map((c) => c.name);
    expect([...names].sort(collator.compare)).toEqual(names);
    expect(names[0]).toBe('Afghanistan');
    expect(names.indexOf('Ägypten')).toBeLessThan(names.indexOf('Albanien'));
    expect(names.indexOf('Österreich')).toBeLessThan(names.indexOf('Pakistan'));
  });

  it('marks exactly the 27 EU members as EU, and they are EEA', () => {
    const eu = COUNTRIES.filter((c) => c.isEu).map((c) => c.isoCode);
    expect(eu.sort()).toEqual(EU_27.split(' '));
    expect(COUNTRIES.filter((c) => c.isEu).every((c) => c.isEea)).toBe(true);
  });

  it('marks Iceland, Liechtenstein, Norway and (per the spec) Switzerland as EEA only', () => {
    const eeaOnly = COUNTRIES.filter((c) => c.isEea && !c.isEu).map((c) => c.isoCode);
    expect(eeaOnly.sort()).toEqual(EEA_ONLY);
    expect(code('GB').isEea).toBe(false);
  });

  it('flags the spec examples Afghanistan, Iran, Syria, Turkey and North Korea', () => {
    for (const iso of ['AF', 'IR', 'SY', 'TR', 'KP']) expect(isRiskCountry(code(iso))).toBe(true);
    expect(code('AF')).toMatchObject({ isBafinRisk: true, isFatfRisk: false });
    expect(code('TR')).toMatchObject({ isFatfRisk: true, isBafinRisk: false });
    for (const iso of ['IR', 'KP', 'MM', 'SY']) {
      expect(code(iso)).toMatchObject({ isFatfRisk: true, isBafinRisk: true });
    }
  });

  it('carries the FATF list of October 2025 (+TR) and the EU list as amended in 2025', () => {
    const fatf = COUNTRIES.filter((c) => c.isFatfRisk).map((c) => c.isoCode);
    expect(fatf.sort().join(' ')).toBe(
      'AO BG BO CD CI CM DZ HT IR KE KP LA LB MC MM NA NP SS SY TR VE VG VN YE',
    );
    const bafin = COUNTRIES.filter((c) => c.isBafinRisk).map((c) => c.isoCode);
    expect(bafin).toHaveLength(29);
    for (const removed2025 of ['AE', 'BB', 'GI', 'JM', 'PA', 'PH', 'SN', 'UG']) {
      expect(code(removed2025).isBafinRisk).toBe(false);
    }
  });

  it('leaves ordinary countries unflagged', () => {
    for (const iso of ['DE', 'AT', 'US', 'JP', 'CH']) expect(isRiskCountry(code(iso))).toBe(false);
    expect(code('DE')).toEqual({
      name: 'Deutschland',
      isoCode: 'DE',
      isEu: true,
      isEea: true,
      isFatfRisk: false,
      isBafinRisk: false,
    });
  });
});

describe('countryByIsoCode', () => {
  it('finds by code, case-insensitive, and returns null for unknown codes', () => {
    expect(countryByIsoCode('at')?.name).toBe('Österreich');
    expect(countryByIsoCode(' US ')?.name).toBe('Vereinigte Staaten');
    expect(countryByIsoCode('CI')?.name).toBe('Côte d’Ivoire');
    expect(countryByIsoCode('XK')).toBeNull();
    expect(countryByIsoCode('DEU')).toBeNull();
    expect(countryByIsoCode('')).toBeNull();
  });
});

describe('reference: Node Intl.DisplayNames (CLDR German region names)', () => {
  const cldr = new Intl.DisplayNames(['de'], { type: 'region' });

  it('agrees with CLDR for every code except the listed intended differences', () => {
    const differences = Object.fromEntries(
      COUNTRIES.filter((c) => cldr.of(c.isoCode) !== c.name).map((c) => [
        c.isoCode,
        { ours: c.name, cldr: cldr.of(c.isoCode) },
      ]),
    );
    expect(differences).toEqual(INTENDED_NAME_DIFFERENCES);
  });

  it('knows every code as a region (no typo produces a raw code)', () => {
    for (const c of COUNTRIES) expect(cldr.of(c.isoCode)).not.toBe(c.isoCode);
  });
});
