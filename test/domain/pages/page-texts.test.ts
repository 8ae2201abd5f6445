import { describe, expect, it } from 'vitest';
import { SEARCH_DESCRIPTION_LENGTH } from '../../../domain/pages/page-entry';
import { PAGES, pageByPath } from '../../../domain/pages/page-registry';

/** The pages with written content: their texts are what search engines and ad visitors see. */
const WRITTEN = PAGES.filter((p) => ['content', 'landing', 'subLanding'].includes(p.kind));

describe('the page texts: the registry is their one source', () => {
  it.each(PAGES.map((page) => [page.path, page] as const))(
    '%s has a heading and a description',
    (_, page) => {
      for (const text of [page.heading, page.description]) {
        expect(text.trim()).toBe(text);
        expect(text.length).toBeGreaterThan(3);
        // Figures are resolved in content files only; a registry text is shown as written.
        expect(text).not.toMatch(/\{\{|\}\}/);
        expect(text).not.toMatch(/\s{2}/);
      }
    },
  );

  it.each(WRITTEN.map((page) => [page.path, page] as const))(
    '%s has a meta description of the length search engines show',
    (_, page) => {
      expect(page.description.length).toBeGreaterThanOrEqual(SEARCH_DESCRIPTION_LENGTH.min);
      expect(page.description.length).toBeLessThanOrEqual(SEARCH_DESCRIPTION_LENGTH.max);
    },
  );

  it('gives no two pages the same heading', () => {
    const headings = PAGES.map((p) => p.heading);
    expect(headings.filter((h, i) => headings.indexOf(h) !== i)).toEqual([]);
  });

  it('writes the product names as the portal does', () => {
    for (const page of PAGES) {
      const texts = `${page.heading} ${page.description}`;
      expect(texts, page.path).not.toMatch(/Ruerup|Rurup|Reister|Rentenversicherung-/);
    }
  });

  it('gives each generated sub-landing page a description of its own, not a product template', () => {
    const subLanding = PAGES.filter((p) => p.kind === 'subLanding');
    // SPEC §2: seven endings for each of the three products, two more for the Riester-Rente.
    const common = [
      'rentenluecke-schliessen',
      'fuer-wen-sinnvoll',
      'online-vergleichen',
      'rechner',
      'online-abschliessen',
      'tuev',
      'steuern-sparen',
    ];
    expect(subLanding.map((p) => p.path).sort()).toEqual(
      [
        ...common.map((slug) => `/rentenversicherung/sl/${slug}`),
        ...[...common, 'foerderung-sichern', 'zulagen-sichern'].map(
          (slug) => `/riester-rente/sl/${slug}`,
        ),
        ...common.map((slug) => `/ruerup-rente/sl/${slug}`),
      ].sort(),
    );
    const shapes = subLanding.map((p) =>
      p.description.replace(/Rentenversicherung|Riester-Rente|Rürup-Rente|Riester|Rürup/g, '·'),
    );
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([]);
    expect(pageByPath('/riester-rente/sl/tuev')?.description).toBe(
      'Was einen Riester-Vergleich vertrauenswürdig macht, was Zertifizierung und Prüfsiegel bedeuten – und warum das Siegel bei Rentenkompass nur ein Beispiel ist.',
    );
  });
});
