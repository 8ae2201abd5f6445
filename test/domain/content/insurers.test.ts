import { describe, expect, it } from 'vitest';
import { AWARDS } from '../../../domain/content/awards';
import { CAROUSEL_INSURERS } from '../../../domain/content/insurers';

describe('carousel content', () => {
  it('lists 22 insurers with unique names and kebab-case svg logos (SPEC §1)', () => {
    expect(CAROUSEL_INSURERS).toHaveLength(22);
    expect(new Set(CAROUSEL_INSURERS.map((i) => i.name)).size).toBe(22);
    expect(new Set(CAROUSEL_INSURERS.map((i) => i.logo)).size).toBe(22);
    for (const insurer of CAROUSEL_INSURERS) expect(insurer.logo).toMatch(/^[a-z0-9-]+\.svg$/);
    expect(CAROUSEL_INSURERS).toContainEqual({
      name: 'Mainbrücke Lebensversicherung',
      logo: 'mainbruecke-lebensversicherung.svg',
    });
  });

  it('has 4 awards, each labelled as a demo', () => {
    expect(AWARDS).toHaveLength(4);
    for (const award of AWARDS) {
      expect(award.name).toMatch(/\(Demo\)$/);
      expect(award.alt).toMatch(/^Demo-Auszeichnung: /);
      expect(award.filename).toMatch(/^award-[a-z0-9-]+\.svg$/);
    }
    expect(new Set(AWARDS.map((a) => a.filename)).size).toBe(4);
  });
});

describe('carousel insurers are demo data', () => {
  it('include every insurer of the demo tariff catalogue and name no real company', async () => {
    const { default: catalogue } = await import('../../../adapters/catalogue/demo-catalogue.json');
    const names = new Set(CAROUSEL_INSURERS.map((i) => i.name));
    for (const tariff of catalogue.tariffs) expect(names).toContain(tariff.insurerName);
    const real =
      /allianz|ergo|axa|debeka|leipziger|stuttgarter|nürnberger|swiss life|zurich|signal|gothaer|hdi|volkswohl|continentale|canada life|condor|hannoversche|1871|bayerische|hansemerkur|wwk|r\+v/i;
    for (const name of names) expect(name).not.toMatch(real);
  });
});
