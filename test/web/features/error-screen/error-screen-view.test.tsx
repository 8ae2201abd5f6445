import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { errorScreenMessage } from '../../../../web/features/error-screen/error-screen-texts';
import { ErrorScreenView } from '../../../../web/features/error-screen/error-screen-view';

const textOf = (html: string): string =>
  html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, '\n')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '')
    .join(' ');

describe('ErrorScreenView (SPEC §2)', () => {
  const html = renderToString(
    <ErrorScreenView phone="0800 123 45 67" action={() => undefined} href="/home" />,
  );

  it('shows the heading, the text with the phone number and the button word for word', () => {
    expect(html).toContain(
      '<h1 id="rk-error-screen-title" class="rk-error-screen__title">Es ist leider ein Fehler aufgetreten!</h1>',
    );
    expect(textOf(html)).toContain(
      'Bitte gehen Sie zurück zum Vergleich oder rufen Sie uns kostenlos unter 0800 123 45 67 an.',
    );
    expect(html).toContain('>zurück zur Rentenversicherung</span>');
  });

  it('links the phone number for dialling and the button for use before hydration', () => {
    expect(html).toContain('href="tel:08001234567"');
    expect(html).toMatch(/<a class="rk-button rk-button--primary" href="\/home" aria-busy="false"/);
  });

  it('shows the illustration with a reserved size', () => {
    // Vite inlines small SVGs as data URIs (the CSP allows img-src data:), larger ones are files.
    expect(html).toMatch(
      /<img class="rk-error-screen__image" src="(data:image\/svg\+xml[^"]+|[^"]*error-illustration[^"]*\.svg)"/,
    );
    expect(html).toContain('width="320" height="220"');
  });

  it('words the message as the spec does', () => {
    expect(errorScreenMessage('0800 1')).toBe(
      'Bitte gehen Sie zurück zum Vergleich oder rufen Sie uns kostenlos unter 0800 1 an.',
    );
  });
});
