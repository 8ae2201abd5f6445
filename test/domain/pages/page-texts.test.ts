import { describe, expect, it } from 'vitest';
import { SEARCH_DESCRIPTION_LENGTH } from '../../../domain/pages/page-entry';
import { PAGES, pageByPath } from '../../../domain/pages/page-registry';
import { pageDescriptionOf, SEARCH_DESCRIPTIONS } from '../../../domain/pages/search-descriptions';

/** The pages with written content: their texts are what search engines and ad visitors see. */
const WRITTEN = PAGES.filter((p) => ['content', 'landing', 'subLanding'].includes(p.kind));

/** A page's description wherever it is kept (the registry, or search-descriptions.ts). */
const descriptionAt = (path: string): string => {
  const page = pageByPath(path);
  if (page === null) throw new Error(`no page ${path}`);
  return pageDescriptionOf(page);
};

describe('the page texts: domain/pages is their one source', () => {
  it.each(PAGES.map((page) => [page.path, page] as const))(
    '%s has a heading and a description',
    (_, page) => {
      for (const text of [page.heading, pageDescriptionOf(page)]) {
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
      const description = pageDescriptionOf(page);
      expect(description.length).toBeGreaterThanOrEqual(SEARCH_DESCRIPTION_LENGTH.min);
      expect(description.length).toBeLessThanOrEqual(SEARCH_DESCRIPTION_LENGTH.max);
    },
  );

  it('keeps each description in one place: the registry, or apart for a written page', () => {
    // The browser's route table carries the registry; descriptions kept apart come with the
    // page's content. A written page that shows its description (a tool's lead) keeps it in the
    // registry (test/web/app/routes.test.ts).
    for (const page of PAGES) {
      const apart = SEARCH_DESCRIPTIONS.has(page.path);
      expect(apart, page.path).toBe(page.description === null);
      if (apart) expect(WRITTEN.map((p) => p.path)).toContain(page.path);
    }
    expect([...SEARCH_DESCRIPTIONS.keys()].filter((path) => pageByPath(path) === null)).toEqual([]);
    expect(SEARCH_DESCRIPTIONS.size).toBeGreaterThan(60);
  });

  it('gives no two pages the same heading', () => {
    const headings = PAGES.map((p) => p.heading);
    expect(headings.filter((h, i) => headings.indexOf(h) !== i)).toEqual([]);
  });

  it('writes the product names as the portal does', () => {
    for (const page of PAGES) {
      const texts = `${page.heading} ${pageDescriptionOf(page)}`;
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
      pageDescriptionOf(p).replace(
        /Rentenversicherung|Riester-Rente|Rürup-Rente|Riester|Rürup/g,
        '·',
      ),
    );
    expect(shapes.filter((s, i) => shapes.indexOf(s) !== i)).toEqual([]);
    expect(descriptionAt('/riester-rente/sl/tuev')).toBe(
      'Was einen Riester-Vergleich vertrauenswürdig macht, was Zertifizierung und Prüfsiegel bedeuten – und warum das Siegel bei Rentenkompass nur ein Beispiel ist.',
    );
  });
});
