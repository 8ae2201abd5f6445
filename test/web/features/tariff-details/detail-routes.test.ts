import { beforeAll, describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../domain/format/price';
import type { AppServices } from '../../../../ports/app-services';
import { render, textOf } from '../../web-test-kit';
import { demoServices, SCHICHT3 } from './demo-services';

const ETF = 'ostseewind-leben-privatrente-etf';
const OTHERS = ['kranichstein-leben-privatrente-etf', 'alpenblick-versicherung-privatrente-etf'];

let svc: AppServices;
beforeAll(async () => {
  svc = await demoServices();
});

describe('/tariff-details rendered on the server', () => {
  it('shows the figures of the use case, the chart as SVG, features and a way back', async () => {
    const { status, html } = await render(`/tariff-details?tariffId=${ETF}&${SCHICHT3}`, svc);
    expect(status).toBe(200);
    const answer = await svc.tariffDetails(ETF, SCHICHT3);
    if (!answer.ok) throw new Error(answer.error.message);
    const text = textOf(html);
    expect(text).toContain(formatPrice(answer.value.row.projectedPension));
    expect(text).toContain(formatPrice(answer.value.row.capitalAtRetirement));
    for (const heading of ['Leistungen', 'Kosten', 'Modellrechnung', 'Merkmale', 'Dokumente']) {
      expect(html).toContain(`>${heading}</h2>`);
    }
    expect(html).toMatch(/<svg class="capital-chart__svg"[^>]*role="img"/);
    expect(html).toContain('<title id=');
    expect(html).toMatch(/class="capital-chart__y-label">50\.000\u00a0€</);
    expect((html.match(/data-result=/g) ?? []).length).toBe(22);
    expect(text).toContain(answer.value.modelCalculationNote);
    expect(html).toContain(`href="/result?${SCHICHT3.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('action="/comparison"');
  });

  it('answers 404 with a German message and a way back for an unknown tariff', async () => {
    const { status, html } = await render(
      `/tariff-details?tariffId=gibt-es-nicht&${SCHICHT3}`,
      svc,
    );
    expect(status).toBe(404);
    expect(textOf(html)).toContain('Diesen Tarif gibt es nicht.');
    expect(html).toContain('Zur Ergebnisliste');
  });

  it('shows the codec message and a repaired URL for an invalid value', async () => {
    const { status, html } = await render(
      `/tariff-details?tariffId=${ETF}&${SCHICHT3}&mp=viel`,
      svc,
    );
    expect(status).toBe(400);
    expect(textOf(html)).toContain('Die Adresse enthält einen ungültigen Wert');
    expect(html).toContain('Ohne diese Angabe fortfahren');
  });
});

describe('/comparison rendered on the server', () => {
  it('puts three tariffs side by side and marks rows that differ and the better value', async () => {
    const ids = [ETF, ...OTHERS].join(',');
    const { status, html } = await render(`/comparison?tariffIds=${ids}&${SCHICHT3}`, svc);
    expect(status).toBe(200);
    expect((html.match(/<th scope="col" data-tariff-id=/g) ?? []).length).toBe(3);
    expect(html).toContain('data-differs="true"');
    expect(html).toContain('Bester Wert');
    const projected = /Mögliche Rente \(mtl\.\)[\s\S]*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(projected).toContain('data-best="true"');
  });

  it('makes one canonical list of the details form’s repeated keys', async () => {
    const { status, location } = await render(
      `/comparison?tariffIds=${ETF}&tariffIds=${OTHERS[0]}&${SCHICHT3}`,
      svc,
    );
    expect(status).toBe(302);
    expect(location).toBe(`/comparison?tariffIds=${ETF},${OTHERS[0]}&${SCHICHT3}`);
  });

  it('refuses one id, four ids and an unknown id with a German message', async () => {
    const one = await render(`/comparison?tariffIds=${ETF}&${SCHICHT3}`, svc);
    expect(one.status).toBe(400);
    expect(textOf(one.html)).toContain('mindestens zwei verschiedene Tarife');
    const four = await render(
      `/comparison?tariffIds=${ETF},${OTHERS.join(',')},x&${SCHICHT3}`,
      svc,
    );
    expect(textOf(four.html)).toContain('höchstens drei Tarife');
    const unknown = await render(`/comparison?tariffIds=${ETF},x&${SCHICHT3}`, svc);
    expect(unknown.status).toBe(404);
    expect(textOf(unknown.html)).toContain('Den Tarif „x“ gibt es nicht.');
  });
});

describe('the insurer lists rendered on the server', () => {
  it('lists the insurers of the regular and the single-premium products with the demo label', async () => {
    const regular = await render('/insurance-list', svc);
    expect(regular.status).toBe(200);
    expect(textOf(regular.html)).toContain('15 Versicherer mit');
    expect(regular.html).toContain('data-testid="demo-label"');
    const single = await render('/sofort-insurance-list', svc);
    expect(single.status).toBe(200);
    expect(textOf(single.html)).toContain('Sofortrente');
    expect(single.html).toContain('href="/onboarding-sofort"');
  });
});
