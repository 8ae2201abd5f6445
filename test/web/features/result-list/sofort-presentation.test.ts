import { describe, expect, it } from 'vitest';
import { elementTexts, render } from '../../web-test-kit';
import { demoServices } from '../tariff-details/demo-services';

const SOFORT = '/result?pt=sofort&bd=1960-05-01&otp=50000&pgp=10&psi=1&pp=oneTime';
const SCHICHT3 = '/result?js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150&pp=monthly';

describe('the Sofortrente result list has its own presentation (issue 16 item 8)', () => {
  it('is titled "Sofort-Rente Vergleich" and shows no saving-phase figures or fund filters', async () => {
    const { status, html } = await render(SOFORT, await demoServices());
    expect(status).toBe(200);
    expect(elementTexts(html, 'title')).toEqual(['Sofort-Rente Vergleich']);
    expect(html).toContain('data-figure="projectedPension"');
    expect(html).not.toContain('Kapital zum Rentenbeginn');
    expect(html).not.toContain('<dt>Beitragsgarantie</dt>');
    expect(html).not.toContain('ETF-Auswahl möglich');
    expect(html).not.toContain('Grüne Fonds wählbar');
    expect(html).not.toContain('Nachhaltigkeit der Fonds');
    expect(html).not.toContain('Kapitalschutz');
  });

  it('keeps all of it for a private pension', async () => {
    const { html } = await render(SCHICHT3, await demoServices());
    expect(elementTexts(html, 'title')).toEqual(['Rentenversicherung Vergleich']);
    expect(html).toContain('Kapital zum Rentenbeginn');
    expect(html).toContain('<dt>Beitragsgarantie</dt>');
    expect(html).toContain('ETF-Auswahl möglich');
  });
});
