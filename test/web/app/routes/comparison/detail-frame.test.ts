import { beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../../../../ports/app-services';
import { demoServices, SCHICHT3 } from '../../../features/tariff-details/demo-services';
import { render, textOf } from '../../../web-test-kit';

// DetailFrame: the one frame of /tariff-details and /comparison — notice, back link, problem.

const ETF = 'ostseewind-leben-privatrente-etf';
const OTHER = 'kranichstein-leben-privatrente-etf';
const BACK = `data-testid="back-to-results"`;

let svc: AppServices;
beforeAll(async () => {
  svc = await demoServices();
});

const PAGES = [
  {
    name: '/tariff-details',
    ok: `/tariff-details?tariffId=${ETF}&${SCHICHT3}`,
    unknown: `/tariff-details?tariffId=unbekannt&${SCHICHT3}`,
    title: 'Dieser Tarif kann nicht angezeigt werden',
    link: 'Zur Ergebnisliste',
  },
  {
    name: '/comparison',
    ok: `/comparison?tariffIds=${ETF},${OTHER}&${SCHICHT3}`,
    unknown: `/comparison?tariffIds=${ETF},unbekannt&${SCHICHT3}`,
    title: 'Dieser Vergleich kann nicht angezeigt werden',
    link: 'Tarife in der Ergebnisliste wählen',
  },
] as const;

describe.each(PAGES)('DetailFrame on $name', (page) => {
  it('shows the content under the link back to the result list, no problem', async () => {
    const { status, html } = await render(page.ok, svc);
    expect(status).toBe(200);
    expect(html).toContain(`href="/result?${SCHICHT3.replaceAll('&', '&amp;')}" ${BACK}`);
    expect(textOf(html)).toContain('← Zurück zur Ergebnisliste');
    expect(textOf(html)).not.toContain(page.title);
  });

  it('shows the problem with its title and a link to the result list', async () => {
    const { status, html } = await render(page.unknown, svc);
    expect(status).toBe(404);
    expect(html).toContain(BACK);
    expect(textOf(html)).toContain(page.title);
    expect(textOf(html)).toContain(page.link);
  });

  it('shows only the codec notice for a broken URL value, no back link', async () => {
    const { status, html } = await render(`${page.ok}&mp=viel`, svc);
    expect(status).toBe(400);
    expect(textOf(html)).toContain('Die Adresse enthält einen ungültigen Wert');
    expect(html).not.toContain(BACK);
    expect(textOf(html)).not.toContain(page.title);
  });
});
