import { describe, expect, it } from 'vitest';
import { RUERUP_CALCULATOR_MESSAGES } from '../../../../../domain/calculators/ruerup-calculator';
import { fakeServices, render, textOf } from '../../../web-test-kit';

// The calculator answers for the Berlin year of the services' clock: 2026.
const services = fakeServices({ now: () => Date.parse('2026-11-29T12:00:00Z') });
const PAGE = '/ruerup-rente/rechner';

const cell = (html: string, testId: string): string | null => {
  const match = new RegExp(`data-testid="${testId}">([^<]*)<`).exec(html);
  return match === null ? null : textOf(match[1] ?? '').replaceAll('\u00a0', ' ');
};

describe('the Rürup-Rechner page (/ruerup-rente/rechner)', () => {
  it('asks for the spouse’s income and insurance, revealed for married couples', async () => {
    const { status, html } = await render(PAGE, services);
    expect(status).toBe(200);
    expect(html).toContain('class="step-reveal step-reveal--spouse"');
    expect(html).toContain('Bruttojahreseinkommen oder Gewinn Ihres Ehepartners (€)');
    expect(html).toContain('Wie ist Ihr Ehepartner beschäftigt?');
    expect(html).toContain('Beamter, Richter oder Berufssoldat mit Anspruch auf Pension');
    // Defaults: single, both employees.
    expect(html).toMatch(/name="spouseEmployee" checked="" value="1"/);
  });

  it('counts both spouses’ pension contributions (issue 32: 44.912 €, not 52.352 €)', async () => {
    // 61,652 − 9,300 − 7,440 = 44,912 €; saving 3,064 € (test/domain/calculators/ruerup-calculator.test.ts).
    const { status, html } = await render(
      `${PAGE}?contribution=10.000&gross=50.000&employee=1&married=1&spouseGross=40.000&spouseEmployee=1`,
      services,
    );
    expect(status).toBe(200);
    expect(cell(html, 'ruerup-maximum')).toBe('44.912 €');
    expect(cell(html, 'ruerup-saving')).toBe('3.064 €');
    expect(textOf(html)).toContain('bei Ehepaaren die beider Ehepartner');
    // Without the spouse's income the old answer: 61,652 − 9,300 = 52,352 €.
    const alone = await render(
      `${PAGE}?contribution=10.000&gross=50.000&employee=1&married=1&spouseGross=0`,
      services,
    );
    expect(cell(alone.html, 'ruerup-maximum')).toBe('52.352 €');
  });

  it('shows the message at the spouse’s field of a married couple', async () => {
    const { html } = await render(
      `${PAGE}?contribution=10.000&gross=50.000&married=1&spouseGross=viel`,
      services,
    );
    expect(cell(html, 'ruerup-maximum')).toBeNull();
    expect(textOf(html)).toContain(RUERUP_CALCULATOR_MESSAGES.spouseGross);
  });

  it('takes a Beamter’s fictitious pension contribution from the Höchstbetrag (§ 10 Abs. 3 Satz 3 EStG)', async () => {
    // 30,826 − 18.6 % · 60,000 = 19,666 € (test/domain/calculators/ruerup-calculator.test.ts).
    const { status, html } = await render(
      `${PAGE}?contribution=25.000&gross=60.000&employee=beamter&married=0`,
      services,
    );
    expect(status).toBe(200);
    expect(cell(html, 'ruerup-maximum')).toBe('19.666 €');
    expect(cell(html, 'ruerup-deductible')).toBe('19.666 €');
    expect(textOf(html)).toContain('(nach Abzug der fiktiven Rentenversicherungsbeiträge)');
    expect(textOf(html)).toContain('ohne eigene Beiträge erwerben (§ 10 Abs. 3 Satz 3 EStG)');
    expect(html).toMatch(/name="employee" checked="" value="beamter"/);
  });
});
