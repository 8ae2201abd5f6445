import { describe, expect, it } from 'vitest';
import {
  PAGES,
  pageByPath,
  pagesOfKind,
  pagesOfType,
  titleFor,
} from '../../../domain/pages/page-registry';
import { NOT_FOUND_TRACKING_PATH, PAGE_TITLES } from '../../../domain/pages/page-rules';
import { pageDescriptionOf } from '../../../domain/pages/search-descriptions';
import {
  SPEC_CONTENT_PAGES,
  SPEC_FLOW_ROUTES,
  SPEC_LANDING_PAGES,
  SPEC_SUB_LANDING_PAGES,
} from '../../fixtures/pages/spec-routes';

const paths = (pages: readonly { path: string }[]) => pages.map((p) => p.path).sort();
/** The legal pages (Impressum, Datenschutz, AGB, Erstinformation, cookie settings) beside SPEC §2. */
const LEGAL = ['/agb', '/cookie-einstellungen', '/datenschutz', '/erstinformation', '/impressum'];
/** Beside SPEC §2: the consultation request of every tariff and the customer area, flow pages. */
const FLOW_BESIDE_SPEC = [
  '/beratung-anfragen',
  '/kundenbereich',
  '/kundenbereich/merkzettel',
  '/kundenbereich/dokumente',
  '/kundenbereich/identifizierung',
  '/beratung/termin',
  '/beratung/termin-absagen',
  '/kundenbereich/tarifanpassung',
  '/kundenbereich/zuzahlung',
  '/kundenbereich/widerruf',
  '/kundenbereich/antrag',
];
const SPEC_ALL = [
  ...SPEC_FLOW_ROUTES,
  ...SPEC_CONTENT_PAGES,
  ...SPEC_LANDING_PAGES,
  ...SPEC_SUB_LANDING_PAGES,
];

describe('PAGES: every route of SPEC §2, exactly once', () => {
  it('reads the spec lists to the expected counts', () => {
    expect(SPEC_FLOW_ROUTES).toHaveLength(19);
    expect(SPEC_CONTENT_PAGES).toHaveLength(40);
    expect(SPEC_LANDING_PAGES).toHaveLength(7);
    expect(SPEC_SUB_LANDING_PAGES).toHaveLength(23);
  });

  it('holds exactly the spec paths, the legal pages, the consultation request and the customer area, none twice', () => {
    expect(PAGES).toHaveLength(89 + LEGAL.length + FLOW_BESIDE_SPEC.length);
    expect(new Set(PAGES.map((p) => p.path)).size).toBe(PAGES.length);
    expect(paths(PAGES)).toEqual([...SPEC_ALL, ...LEGAL, ...FLOW_BESIDE_SPEC].sort());
  });

  it('sorts each page into its kind', () => {
    expect(paths([...pagesOfKind('flow'), ...pagesOfKind('error')])).toEqual(
      [...SPEC_FLOW_ROUTES, ...FLOW_BESIDE_SPEC].sort(),
    );
    expect(paths(pagesOfKind('error'))).toEqual(['/404', '/_error']);
    expect(paths(pagesOfKind('content'))).toEqual([...SPEC_CONTENT_PAGES].sort());
    expect(paths(pagesOfKind('landing'))).toEqual([...SPEC_LANDING_PAGES].sort());
    expect(paths(pagesOfKind('subLanding'))).toEqual([...SPEC_SUB_LANDING_PAGES].sort());
    expect(paths(pagesOfKind('legal'))).toEqual(LEGAL);
  });
});

describe('page attributes', () => {
  it('types /lp/ and /sl/ pages SEA, content PSSSEO, flow, error and legal pages other', () => {
    expect(paths(pagesOfType('SEA'))).toEqual(SPEC_ALL.filter((p) => /\/(lp|sl)\//.test(p)).sort());
    expect(paths(pagesOfType('PSSSEO'))).toEqual([...SPEC_CONTENT_PAGES].sort());
    expect(paths(pagesOfType('other'))).toEqual(
      [...SPEC_FLOW_ROUTES, ...LEGAL, ...FLOW_BESIDE_SPEC].sort(),
    );
    expect(pagesOfType('SEA')).toHaveLength(30);
  });

  it('gives the single-premium pages rente-ez and the Sofort-Rente title', () => {
    const singlePremium = [
      '/onboarding-sofort',
      '/rentenversicherung/sofortrente-einmalbeitrag',
      '/rentenversicherung/sofortrente-einmalbeitrag/lp/vergleichen',
      '/sofort-insurance-list',
    ];
    expect(paths(PAGES.filter((p) => p.productCategory === 'rente-ez'))).toEqual(singlePremium);
    expect(paths(PAGES.filter((p) => p.title === 'Sofort-Rente Vergleich'))).toEqual(singlePremium);
    expect(
      PAGES.filter((p) => !singlePremium.includes(p.path)).every(
        (p) => p.title === 'Rentenversicherung Vergleich',
      ),
    ).toBe(true);
  });

  it('gives the pension-gap check pages rlc and /altersvorsorge pages (and 404) avmix', () => {
    expect(paths(PAGES.filter((p) => p.productCategory === 'rlc'))).toEqual([
      '/rentenversicherung/lp/vergleichen/rentenlueckencheck',
      '/rentenversicherung/rentenlueckencheck',
    ]);
    expect(paths(PAGES.filter((p) => p.productCategory === 'avmix'))).toEqual([
      '/404',
      '/altersvorsorge',
      '/altersvorsorge/betriebliche-altersvorsorge',
      '/altersvorsorge/betriebliche-altersvorsorge/direktversicherung',
      '/altersvorsorge/lp/vergleichen',
      '/altersvorsorge/lp/vergleichen/a',
    ]);
    expect(PAGES.filter((p) => p.productCategory === 'rente')).toHaveLength(
      89 + LEGAL.length + FLOW_BESIDE_SPEC.length - 4 - 2 - 6,
    );
    expect(pageByPath('/rentenversicherung/rentenluecke')?.productCategory).toBe('rente');
  });

  it('tracks 404 under the altersvorsorge 404 path and all others under their own path', () => {
    expect(NOT_FOUND_TRACKING_PATH).toBe('/altersvorsorge/404');
    expect(pageByPath('/404')).toMatchObject({
      kind: 'error',
      pageType: 'other',
      trackingPath: '/altersvorsorge/404',
      areaId: 'rk_altersvorsorge_404',
    });
    expect(PAGES.filter((p) => p.trackingPath !== p.path).map((p) => p.path)).toEqual(['/404']);
  });

  it('derives unique provider-prefixed area ids from the path', () => {
    expect(pageByPath('/rentenversicherung/lp/vergleichen')?.areaId).toBe(
      'rk_rentenversicherung_lp_vergleichen',
    );
    expect(pageByPath('/riester-rente/sl/zulagen-sichern')?.areaId).toBe(
      'rk_riester_rente_sl_zulagen_sichern',
    );
    expect(pageByPath('/_error')?.areaId).toBe('rk_error');
    expect(new Set(PAGES.map((p) => p.areaId)).size).toBe(PAGES.length);
    for (const page of PAGES) expect(page.areaId).toMatch(/^rk_[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  it('has a German heading and a one-sentence description on every page', () => {
    for (const page of PAGES) {
      expect(page.heading.length).toBeGreaterThan(3);
      expect(pageDescriptionOf(page)).toMatch(/^[A-ZÄÖÜ].{20,160}[.!?]$/);
    }
    expect(pageByPath('/_error')?.heading).toBe('Es ist leider ein Fehler aufgetreten!');
    expect(pageByPath('/riester-rente/foerderung')?.heading).toBe(
      'Riester-Förderung: Zulagen und Steuervorteil im Überblick',
    );
    expect(pageByPath('/riester-rente/sl/foerderung-sichern')?.heading).toBe(
      'Riester-Förderung sichern: fünf Regeln für die volle Förderung',
    );
    expect(new Set(PAGES.map(pageDescriptionOf)).size).toBe(PAGES.length);
  });
});

describe('lookups', () => {
  it('finds a page ignoring a trailing slash, query and fragment', () => {
    expect(pageByPath('/riester-rente/')?.path).toBe('/riester-rente');
    expect(pageByPath('/result?pt=riester&bd=1980-01-01')?.path).toBe('/result');
    expect(pageByPath('/ruerup-rente/rechner/?a=1#top')?.path).toBe('/ruerup-rente/rechner');
    expect(pageByPath('/home')).toBeNull();
    expect(pageByPath('/Riester-Rente')).toBeNull();
  });

  it('titles pages by the single-premium rule, also for unknown paths', () => {
    expect(PAGE_TITLES).toEqual({
      normal: 'Rentenversicherung Vergleich',
      singlePremium: 'Sofort-Rente Vergleich',
    });
    expect(titleFor('/onboarding-sofort?bd=1950-01-01')).toBe('Sofort-Rente Vergleich');
    expect(titleFor('/rentenversicherung/sofortrente-einmalbeitrag/')).toBe(
      'Sofort-Rente Vergleich',
    );
    expect(titleFor('/onboarding-personal-data')).toBe('Rentenversicherung Vergleich');
    expect(titleFor('/home')).toBe('Rentenversicherung Vergleich');
  });
});
