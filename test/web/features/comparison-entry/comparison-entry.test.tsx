import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BIRTHDAY_MESSAGES } from '../../../../domain/age/check-birthday';
import { ok } from '../../../../domain/result';
import { ComparisonEntry } from '../../../../web/features/comparison-entry/comparison-entry';
import type { EntryData } from '../../../../web/features/comparison-entry/entry-data';
import type { EntryEnvironment } from '../../../../web/features/comparison-entry/entry-environment';

const TODAY = { year: 2026, month: 3, day: 15 };

const envOf = (data: Partial<EntryData> & Pick<EntryData, 'prefill'>): EntryEnvironment => ({
  data: { today: TODAY, message: null, ...data },
  save: async () => ok(null),
  navigate: () => undefined,
});

const html = (env: EntryEnvironment): string => renderToString(<ComparisonEntry env={env} />);

describe('ComparisonEntry at the server (works before hydration)', () => {
  it('is a POST form (issue 13: it saves) with the two cards, the date field and the five job situations', () => {
    const out = html(envOf({ prefill: { product: 'schicht3', birthday: '', jobSituation: null } }));
    expect(out).toMatch(/<form class="entry"[^>]*method="post"/);
    expect(out).toContain('<input type="hidden" name="entry" value="1"/>');
    expect(out).toMatch(/name="productType" checked="" value="schicht3"/);
    expect(out).toContain('Rentenversicherung');
    expect(out).toContain('Einmalbeitrag- und Sofort-Rente');
    expect(out).toMatch(/inputMode="numeric"/);
    expect(out.match(/<option value="[^"]+"/g)).toHaveLength(5);
    expect(out).toMatch(/<button type="submit"/);
    expect(out).not.toContain('autofocus');
  });

  it('shows the prefill; a prefilled date too old for the product shows its message', () => {
    const out = html(
      envOf({ prefill: { product: 'schicht3', birthday: '15.03.1956', jobSituation: 'Beamter' } }),
    );
    expect(out).toContain('value="15.03.1956"');
    expect(out).toMatch(/<option value="Beamter" selected="">/);
    expect(out).toContain(BIRTHDAY_MESSAGES.maxAge(62));
    expect(out).toContain('aria-invalid="true"');
    const sofort = html(
      envOf({ prefill: { product: 'sofort', birthday: '15.03.1956', jobSituation: null } }),
    );
    expect(sofort).not.toContain('Höchstalter');
    expect(sofort).toMatch(/name="productType" checked="" value="sofort"/);
  });

  it('at 63 points to the Sofortrente comparison (maximum age 80) beside the age message', () => {
    const at63 = html(
      envOf({ prefill: { product: 'schicht3', birthday: '15.03.1963', jobSituation: null } }),
    );
    expect(at63).toContain(BIRTHDAY_MESSAGES.maxAge(62));
    expect(at63).toContain(
      'Für eine Sofortrente gegen Einmalbeitrag gilt ein Höchstalter von 80 Jahren.',
    );
    expect(at63).toContain(
      '<a href="/onboarding-sofort?birthday=1963-03-15">Sofortrente vergleichen</a>',
    );
    // 81: too old for the Sofortrente as well; 62: no message at all.
    for (const birthday of ['14.03.1945', '16.03.1963']) {
      const out = html(envOf({ prefill: { product: 'schicht3', birthday, jobSituation: null } }));
      expect(out).not.toContain('Sofortrente vergleichen');
    }
  });

  it('a refused form comes back with the server message and the focus on the field', () => {
    const out = html(
      envOf({
        prefill: { product: 'schicht3', birthday: '31.02.1990', jobSituation: null },
        message: BIRTHDAY_MESSAGES.invalid,
      }),
    );
    expect(out).toContain(BIRTHDAY_MESSAGES.invalid);
    expect(out).toMatch(/<input[^>]*autofocus=""[^>]*name="birthday"/i);
  });
});
