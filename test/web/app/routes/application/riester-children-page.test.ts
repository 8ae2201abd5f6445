import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { MemoryTariffCatalogue } from '../../../../../adapters/memory/memory-tariff-catalogue.adapter';
import { applicationFormInputOf } from '../../../../../domain/application/application-fields';
import { checkApplicationForSigning } from '../../../../../domain/application/check-application-for-signing';
import type { AppServices } from '../../../../../ports/app-services';
import { makeTariffDetailsQuery } from '../../../../../ports/use-cases/tariff-details.use-case';
import { renderPage } from '../../../../../web/app/render-page';
import { RIESTER_FAMILY_CHOICE } from '../../../../fixtures/application/riester-family';
import { demoCatalogue } from '../../../../fixtures/application/sample-application';
import { VALID_RIESTER_INPUT } from '../../../../fixtures/application-form-input';
import { fakeServices, TEST_ASSETS, TEST_CONFIG, textOf, withHtml } from '../../../web-test-kit';

// Issue 29, finding 6: /personal-data asks a Riester saver for the Kinderzulage's children. The
// buttons post the form, so adding, removing and the messages work before hydration too.

const NOW = Temporal.Instant.from('2026-11-26T10:00:00Z');
const PATH = `/personal-data?tariffId=${RIESTER_FAMILY_CHOICE.tariffId}&${RIESTER_FAMILY_CHOICE.searchQuery}`;
const TODAY = { year: 2026, month: 11, day: 26 };

const services = (): AppServices => {
  const details = makeTariffDetailsQuery({
    catalogue: new MemoryTariffCatalogue(demoCatalogue()),
    clock: { now: () => NOW },
  });
  return fakeServices({
    now: () => NOW.epochMilliseconds,
    tariffDetails: async (tariffId, query) => details(tariffId, query),
    // The real check, as the server's use case runs it; nothing stored.
    saveApplicationDraft: async (product, fields) => {
      const checked = checkApplicationForSigning(applicationFormInputOf(fields), product, TODAY);
      return checked.ok ? { kind: 'saved' } : { kind: 'invalid', error: checked.error };
    },
  });
};

const page = async (body?: Readonly<Record<string, string>>) => {
  const request =
    body === undefined
      ? new Request(`${TEST_CONFIG.publicUrl}${PATH}`)
      : new Request(`${TEST_CONFIG.publicUrl}${PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams(body).toString(),
        });
  const rendered = withHtml(
    await renderPage({ services: services(), request, assets: TEST_ASSETS }),
  );
  return { ...rendered, text: textOf(rendered.html) };
};

const LENA = {
  'children.0.firstName': 'Lena',
  'children.0.lastName': 'Weiß',
  'children.0.birthDate': '03.05.2012',
  'children.0.kindergeldRecipient': 'ich',
};

describe('/personal-data for Riester: the Kinderzulage’s children', () => {
  it('offers „Kinder“ with „Kind hinzufügen“ and the yearly Kinderzulage', async () => {
    const { status, html, text } = await page();
    expect(status).toBe(200);
    expect(text).toContain('Kinder');
    expect(html).toMatch(/<button[^>]*value="addChild"[^>]*name="intent"[^>]*>Kind hinzufügen/);
    expect(text).toContain('Kinderzulage: 0,00\u00a0€ im Jahr');
    // Enter in a field saves: the first submit button of the form is the save.
    const first = /<form[\s\S]*?<button([^>]*)>/.exec(html)?.[1] ?? '';
    expect(first).toContain('value="save"');
  });

  it('„Kind hinzufügen“ keeps the children typed and adds an empty one, with its labelled fields', async () => {
    const { status, html, text } = await page({
      ...VALID_RIESTER_INPUT,
      ...LENA,
      intent: 'addChild',
    });
    expect(status).toBe(200);
    expect(html).toContain('value="Lena"');
    expect(html).toMatch(
      /<label[^>]*for="[^"]*-children\.1\.firstName"[^>]*>Vorname des 2\. Kindes/,
    );
    expect(html).toMatch(
      /<label[^>]*for="[^"]*-children\.1\.birthDate"[^>]*>Geburtsdatum des 2\. Kindes/,
    );
    expect(text).toContain('Wer erhält das Kindergeld?');
    expect(text).toContain('Der andere Elternteil');
    expect(html).toMatch(/value="removeChild:1"[^>]*>Kind entfernen/);
    expect(text).toContain('Kinderzulage: 300,00\u00a0€ im Jahr');
    // Nothing is checked yet: no messages.
    expect(text).not.toContain('Bitte geben Sie den Vornamen des Kindes an.');
  });

  it('„Kind entfernen“ takes that child out and moves the next one up', async () => {
    const { html, text } = await page({
      ...VALID_RIESTER_INPUT,
      ...LENA,
      'children.1.firstName': 'Jonas',
      'children.1.lastName': 'Weiß',
      'children.1.birthDate': '21.12.2004',
      'children.1.kindergeldRecipient': 'zugeordnet',
      intent: 'removeChild:0',
    });
    expect(html).not.toContain('value="Lena"');
    expect(html).toMatch(
      /id="[^"]*-children\.0\.firstName"[^>]*value="Jonas"|value="Jonas"[^>]*id="[^"]*-children\.0\.firstName"/,
    );
    expect(text).toContain('Kinderzulage: 185,00\u00a0€ im Jahr');
  });

  it('saving shows each child’s German message at its field and keeps every child', async () => {
    const { status, html, text } = await page({
      ...VALID_RIESTER_INPUT,
      ...LENA,
      'children.1.firstName': '',
      'children.1.lastName': 'Weiß',
      'children.1.birthDate': '01.01.2030',
      intent: 'save',
    });
    expect(status).toBe(400);
    expect(html).toContain('value="Lena"');
    expect(html).toMatch(
      /id="[^"]*-children\.1\.firstName-message"[^>]*>Bitte geben Sie den Vornamen des Kindes an\./,
    );
    expect(html).toMatch(
      /id="[^"]*-children\.1\.birthDate-message"[^>]*>Das Geburtsdatum des Kindes darf nicht in der Zukunft liegen\./,
    );
    expect(text).toContain('Bitte wählen Sie, wer das Kindergeld für dieses Kind erhält.');
  });

  it('asks for no children on another product', async () => {
    const path =
      '/personal-data?tariffId=nordlicht-leben-privatrente-etf&js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150';
    const rendered = withHtml(
      await renderPage({
        services: services(),
        request: new Request(`${TEST_CONFIG.publicUrl}${path}`),
        assets: TEST_ASSETS,
      }),
    );
    expect(rendered.status).toBe(200);
    expect(rendered.html).not.toContain('Kind hinzufügen');
  });
});
