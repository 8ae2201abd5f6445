import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../../../adapters/memory/fixed-clock.adapter';
import { MemoryTariffCatalogue } from '../../../../../adapters/memory/memory-tariff-catalogue.adapter';
import { searchFromUrl } from '../../../../../domain/search-data/search-from-url';
import { makeCompareTariffs } from '../../../../../ports/use-cases/compare-tariffs.use-case';
import { SMALL_CATALOGUE } from '../../../../fixtures/comparison/small-catalogue';
import { fakeServices, render, textOf } from '../../../web-test-kit';

// The real comparison behind the page, as the API runs it (numbers outside their range).
const compare = makeCompareTariffs({
  catalogue: new MemoryTariffCatalogue(SMALL_CATALOGUE),
  clock: new FixedClockAdapter(Temporal.Instant.from('2026-03-10T10:00:00Z')),
});
const services = fakeServices({
  compareTariffs: async (query) => {
    const search = searchFromUrl(query);
    if (!search.ok) return search;
    return compare(search.value.searchData, search.value.filters);
  },
});

const RIESTER = 'js=Angestellter&bd=1985-04-12&pt=riester&pi=1&egs=40000&mp=100&si=klassisch';

describe('flow pages with numbers outside their range (issue 13)', () => {
  it.each([
    [
      `${RIESTER}&noc=30000000`,
      'Die Anzahl der Kinder mit Zulagenanspruch muss zwischen 0 und 15 liegen.',
    ],
    [
      `${RIESTER}&noc=1e300`,
      'Die Anzahl der Kinder mit Zulagenanspruch muss zwischen 0 und 15 liegen.',
    ],
    [
      RIESTER.replace('mp=100', 'mp=1e308'),
      'Der monatliche Beitrag muss zwischen 0 und 10.000.000 € liegen.',
    ],
  ])('/result?%s shows the German message, not the error screen', async (query, message) => {
    const { status, html } = await render(`/result?${query}`, services);
    expect(status).toBeLessThan(500);
    expect(textOf(html)).toContain(message);
    expect(html).not.toContain('Es ist leider ein Fehler aufgetreten!');
  });

  it('leads "Angaben ändern" to the step that asks for the value', async () => {
    const link = async (query: string): Promise<string | undefined> => {
      const { html } = await render(`/result?${query}`, services);
      return /href="([^"]*)"[^>]*>Angaben ändern</.exec(html)?.[1]?.split('?')[0];
    };
    expect(await link(`${RIESTER}&noc=16`)).toBe('/onboarding-personal-data');
    expect(await link(RIESTER.replace('mp=100', 'mp=1e308'))).toBe('/onboarding-contribution');
    expect(await link('bd=1960-05-01&pt=sofort&otp=1e308')).toBe('/onboarding-sofort');
  });

  it('renders the product step for a count of children no comparison accepts', async () => {
    const { status, html } = await render(
      '/onboarding-product-selection?js=Angestellter&bd=1985-04-12&pi=1&pct=0&egs=60000&im=0&noc=1e300',
      services,
    );
    expect(status).toBe(200);
    expect(html).not.toContain('Es ist leider ein Fehler aufgetreten!');
  });
});
