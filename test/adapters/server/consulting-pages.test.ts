import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ApiAnswer, call } from '../../support/api-call';
import { outboxMails } from '../../support/mail-outbox';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../support/test-server';

// /beratung/termin and /beratung/termin-absagen on the real server (built pages, a real SQLite
// file, the .eml outbox): every form posts as a document, so this is the page without JavaScript.

const FORM = { 'content-type': 'application/x-www-form-urlencoded', origin: PUBLIC_ORIGIN };
const ENTRY = 'origin=tariff&product=ruerup&tariffId=demo-tariff';
const PAGE = `/beratung/termin?${ENTRY}`;
const VALID = {
  name: 'Jürgen Weiß',
  phoneNumber: '030 1234567',
  email: 'juergen@example.org',
  topic: 'Rürup-Rente',
};

const at = (wall: string): string =>
  Temporal.PlainDateTime.from(wall).toZonedDateTime('Europe/Berlin').toInstant().toString();
const html = (text: string): string => text.replaceAll('&amp;', '&');
const form = (fields: Readonly<Record<string, string>>): string =>
  new URLSearchParams(fields).toString();
const post = (pagePath: string, fields: Readonly<Record<string, string>>): Promise<ApiAnswer> =>
  call(server, 'POST', pagePath, { headers: FORM, body: form(fields) });
const location = (answer: ApiAnswer): string => String(answer.headers.location ?? '');
const holdIdOf = (text: string): string => /name="holdId" value="([^"]+)"/.exec(text)?.[1] ?? '';
/** The error summary's heading and its list items (links to the fields). */
const summaryOf = (text: string): { heading: string; items: string[] } => {
  const box = /data-testid="error-summary">([\s\S]*?)<\/ul>/.exec(text)?.[1] ?? '';
  return {
    heading: /<h2[^>]*>([^<]*)<\/h2>/.exec(box)?.[1] ?? '',
    items: [...box.matchAll(/<a href="#[^"]+">([^<]*)<\/a>/g)].map((m) => m[1] ?? ''),
  };
};
const GENERAL_SUMMARY =
  'Bitte prüfen Sie Ihre Angaben – die markierten Felder sind noch nicht richtig ausgefüllt.';

const appointments = (): { source: string; status: string; topic: string }[] =>
  server.database
    .statement<[], { source: string; status: string; topic: string }>(
      'select source, status, topic from appointments',
    )
    .all();

const mailTexts = (): string[] => outboxMails(server.dataDir).map((mail) => mail.text);

let server: TestServer;

beforeAll(async () => {
  // Thursday 26 November 2026, 14:00 in Berlin.
  server = await startTestServer({
    clockAt: Temporal.Instant.from('2026-11-26T13:00:00Z'),
    removeDataDir: true,
  });
}, 60_000);
afterAll(async () => {
  await server.close();
});

/** Holds the half hour and returns the contact form's page. */
const holdAt = async (wall: string): Promise<ApiAnswer> =>
  post(`${PAGE}&date=${wall.slice(0, 10)}`, { intent: 'hold', start: at(wall) });

describe('/beratung/termin', () => {
  it('lists the next weekdays and the chosen day’s free half hours in Berlin time', async () => {
    const page = await call(server, 'GET', `${PAGE}&date=2026-11-27`);
    expect(page.status).toBe(200);
    const text = html(page.text);
    expect(text).toContain('1. Tag wählen');
    expect(text).toContain('Do, 26.11.');
    expect(text).toContain('Fr, 27.11.');
    // Saturday and Sunday are not offered.
    expect(text).not.toContain('Sa, 28.11.');
    expect(text).toContain('Freitag, 27.11.2026');
    expect(text).toContain(`value="${at('2026-11-27T08:00')}"`);
    expect(text).toContain('>19:30<');
    // „Rückruf statt Termin“ beside the half hours: a form that posts without JavaScript.
    expect(text).toContain('Rückruf statt Termin');
    const callbackForm =
      /<form [^>]*action="([^"]+)"[^>]*>(?:(?!<\/form>)[\s\S])*name="intent" value="callback"(?:(?!<\/form>)[\s\S])*<\/form>/.exec(
        text,
      );
    expect(callbackForm?.[1]).toBe(`${PAGE}&callback=1`);
    for (const name of ['name', 'phoneNumber', 'preferredTime', 'topic', 'dataProtection'])
      expect(callbackForm?.[0]).toContain(`name="${name}"`);
    expect(callbackForm?.[0]).toContain('Abend (Mo–Fr, 17–20 Uhr)');
    expect(callbackForm?.[0]).toContain('Art. 6 Abs. 1 lit. a DSGVO');
    expect(callbackForm?.[0]).toContain('<option value="Rürup-Rente" selected="">');
  });

  it('holds a half hour, says for how long, and books it; the confirmation names the demo consultant', async () => {
    const held = await holdAt('2026-11-27T10:00');
    expect(held.status).toBe(200);
    expect(held.text).toContain('Freitag, 27.11.2026, 10:00–10:30 Uhr');
    expect(held.text).toContain('Wir halten diesen Termin 5 Minuten für Sie frei (bis 14:05 Uhr)');
    expect(held.text).toContain('<option value="Rürup-Rente" selected="">');
    const holdId = holdIdOf(held.text);
    expect(holdId).not.toBe('');

    const wrong = await post(PAGE, { intent: 'book', holdId, ...VALID, phoneNumber: '12' });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toMatch(/id="cb[^"]*-phoneNumber-message"/);
    expect(wrong.text).toContain('value="Jürgen Weiß"');
    // The heading says what to do; the field's own message stands once, in the list.
    const summary = summaryOf(wrong.text);
    expect(summary.heading).toBe(GENERAL_SUMMARY);
    expect(summary.items).toHaveLength(1);
    expect(summary.items[0]).toMatch(/Telefonnummer/);

    // Issue 32, finding 9: every field's message at once, not one per post.
    const empty = await post(PAGE, {
      intent: 'book',
      holdId,
      name: '',
      phoneNumber: '',
      email: '',
      topic: '',
    });
    expect(empty.status).toBe(400);
    expect(summaryOf(empty.text).items).toHaveLength(4);
    for (const field of ['name', 'phoneNumber', 'email', 'topic']) {
      expect(empty.text).toMatch(new RegExp(`id="cb[^"]*-${field}-message"`));
    }

    const booked = await post(PAGE, { intent: 'book', holdId, ...VALID });
    expect(booked.status).toBe(303);
    expect(location(booked)).toMatch(/^\/beratung\/termin\?origin=tariff&.*appointment=.*&sig=/);
    const confirmation = await call(server, 'GET', location(booked));
    expect(confirmation.status).toBe(200);
    const text = html(confirmation.text);
    expect(text).toContain('Ihr Beratungstermin ist gebucht');
    expect(text).toContain('Freitag, 27.11.2026');
    expect(text).toContain('10:00–10:30 Uhr');
    expect(text).toMatch(/[A-ZÄÖÜ][^<]+ \(Demo\)/);
    expect(text).toContain('Demo-Beraterteam');
    expect(text).toContain('termin.ics');
    expect(appointments()).toContainEqual({
      source: 'appointmentBooking',
      status: 'booked',
      topic: 'Rürup-Rente',
    });
  });

  it('a hold that ran out is appointmentBookingIsTimedOut, with another slot and the callback as ways on', async () => {
    const held = await holdAt('2026-11-27T11:00');
    server.clock.advance({ minutes: 6 });
    try {
      const late = await post(PAGE, { intent: 'book', holdId: holdIdOf(held.text), ...VALID });
      expect(late.status).toBe(409);
      expect(late.text).toContain(
        'Die Zeit für die Terminbuchung ist abgelaufen. Bitte wählen Sie erneut einen Termin.',
      );
      expect(late.text).toContain('Einen anderen Termin wählen');
      expect(late.text).toContain('Rückruf anfordern');
    } finally {
      server.clock.set(Temporal.Instant.from('2026-11-26T13:00:00Z'));
    }
  });

  it('a half hour nobody can take any more shows the SPEC §3 message on the day list', async () => {
    const past = await holdAt('2026-11-26T09:00');
    expect(past.status).toBe(409);
    expect(past.text).toContain('Zurzeit ist leider kein Berater verfügbar.');
    expect(past.text).toContain('1. Tag wählen');
  });

  it('„Rückruf statt Termin“ stores a callback request with its own source, only with the consent', async () => {
    const rows = () =>
      server.database
        .statement<[], { topic: string; source: string; product: string; preferred_time: string }>(
          'select topic, source, product, preferred_time from callback_requests',
        )
        .all();
    const CALLBACK = {
      intent: 'callback',
      name: 'Jürgen Weiß',
      phoneNumber: '030 1234567',
      preferredTime: 'evening',
      topic: 'Betriebliche Altersvorsorge',
      dataProtection: '1',
    };
    const { dataProtection: _, ...withoutConsent } = CALLBACK;
    const refused = await post(`${PAGE}&callback=1`, withoutConsent);
    expect(refused.status).toBe(400);
    expect(refused.text).toMatch(/id="cb[^"]*-dataProtection-message"/);
    expect(refused.text).toContain(
      'Bitte stimmen Sie zu, dass wir Ihre Angaben für den Rückruf verwenden dürfen.',
    );
    expect(refused.text).toContain('value="Jürgen Weiß"');
    expect(summaryOf(refused.text).heading).toBe(GENERAL_SUMMARY);
    expect(summaryOf(refused.text).items).toHaveLength(1);
    const noTime = await post(`${PAGE}&callback=1`, { ...CALLBACK, preferredTime: '' });
    expect(noTime.status).toBe(400);
    expect(noTime.text).toContain('Bitte wählen Sie, wann wir Sie am besten erreichen.');
    expect(rows()).toEqual([]);

    const sent = await post(`${PAGE}&callback=1`, CALLBACK);
    expect(sent.status).toBe(303);
    expect(location(sent)).toBe(`${PAGE}&callback=sent`);
    const page = await call(server, 'GET', location(sent));
    expect(page.text).toContain('Vielen Dank, wir rufen Sie an');
    // A callback is no appointment: its own source, and no appointment was booked for it.
    expect(rows()).toEqual([
      {
        topic: 'Betriebliche Altersvorsorge',
        source: 'callbackRequest',
        product: 'ruerup',
        preferred_time: 'evening',
      },
    ]);
    expect(appointments().filter((a) => a.topic === 'Betriebliche Altersvorsorge')).toEqual([]);
  });

  it('a callback from the risk stop’s booking link keeps the online contract service’s source', async () => {
    const sent = await post('/beratung/termin?origin=riskStop&product=riester&callback=1', {
      intent: 'callback',
      name: 'Erika Mustermann',
      phoneNumber: '0171 7654321',
      preferredTime: 'morning',
      topic: 'Riester-Rente',
      dataProtection: '1',
    });
    expect(sent.status).toBe(303);
    const row = server.database
      .statement<[], { source: string }>(
        "select source from callback_requests where phone_number = '0171 7654321'",
      )
      .get();
    expect(row).toEqual({ source: 'onlineContractService' });
  });

  it('refuses a form post from a foreign origin (CSRF)', async () => {
    const answer = await call(server, 'POST', PAGE, {
      headers: { ...FORM, origin: 'https://evil.example' },
      body: form({ intent: 'hold', start: at('2026-11-27T12:00') }),
    });
    expect(answer.status).toBe(403);
  });
});

describe('one consultation entry per tariff: „Beratung vereinbaren“', () => {
  const SEARCH = 'js=Angestellter&bd=1985-04-12&pt=riester&ra=67&mp=150&pp=monthly';
  const consultationLinks = (text: string): string[] =>
    [...text.matchAll(/<a [^>]*href="([^"]+)"[^>]*data-testid="consultation-entry"/g)].map(
      (m) => m[1] ?? '',
    );

  it('the result list shows one consultation link per card, to the booking page with the tariff', async () => {
    const list = await call(server, 'POST', '/api/comparison', { json: { query: SEARCH } });
    const ids = (list.json as { facts: { tariffId: string }[] }).facts.map((f) => f.tariffId);
    expect(ids.length).toBeGreaterThan(1);
    // Every row shown (the page shows its first 10 rows, then pages of 50).
    const result = html((await call(server, 'GET', `/result?${SEARCH}&anzeigen=50`)).text);
    const cards = [...result.matchAll(/data-testid="entry-actions">([\s\S]*?)<\/div>/g)].map(
      (m) => m[1] ?? '',
    );
    expect(cards).toHaveLength(ids.length);
    for (const card of cards) {
      expect(card.match(/data-testid="consultation-entry"/g)).toHaveLength(1);
      expect(card).toContain('Beratung vereinbaren');
    }
    expect(consultationLinks(result)).toEqual(
      ids.map((id) => `/beratung/termin?origin=results&product=riester&tariffId=${id}`),
    );
    expect(result).not.toContain('/beratung-anfragen');
    expect(result).not.toContain('Beratung anfragen');
    expect(result).not.toContain('Beratungstermin vereinbaren');
  });

  it('the tariff details and the comparison show the one entry, too', async () => {
    const list = await call(server, 'POST', '/api/comparison', { json: { query: SEARCH } });
    const [first, second] = (list.json as { facts: { tariffId: string }[] }).facts.map(
      (f) => f.tariffId,
    );
    const details = html(
      (await call(server, 'GET', `/tariff-details?tariffId=${first}&${SEARCH}`)).text,
    );
    expect(consultationLinks(details)).toEqual([
      `/beratung/termin?origin=tariff&product=riester&tariffId=${first}`,
    ]);
    expect(details).toContain('Beratung vereinbaren');
    expect(details).not.toContain('Beratung anfragen');
    const comparison = html(
      (await call(server, 'GET', `/comparison?tariffIds=${first},${second}&${SEARCH}`)).text,
    );
    expect(consultationLinks(comparison)).toEqual([
      `/beratung/termin?origin=tariff&product=riester&tariffId=${first}`,
      `/beratung/termin?origin=tariff&product=riester&tariffId=${second}`,
    ]);
  });
});

describe('/beratung/termin-absagen', () => {
  it('the mail’s link shows the appointment, a GET cancels nothing, the POST cancels, then rebook', async () => {
    const held = await holdAt('2026-11-27T15:00');
    await post(PAGE, {
      intent: 'book',
      holdId: holdIdOf(held.text),
      ...VALID,
      email: 'absage@example.org',
    });
    // The outbox worker sends the mail within a second of the booking.
    const mailTo = (): string => mailTexts().find((m) => m.includes('absage@example.org')) ?? '';
    await expect.poll(mailTo, { timeout: 15_000 }).toContain('termin.ics');
    const mail = mailTo();
    const link = /https?:\/\/[^\s]+\/beratung\/termin-absagen\?id=[^\s]+/.exec(
      mail.replace(/=\r?\n/g, '').replaceAll('=3D', '='),
    )?.[0];
    expect(link).toBeDefined();
    const cancelPath = new URL(link ?? '').pathname + new URL(link ?? '').search;

    const ask = await call(server, 'GET', cancelPath);
    expect(ask.status).toBe(200);
    expect(ask.text).toContain('Möchten Sie diesen Termin absagen?');
    expect(ask.text).toContain('15:00–15:30 Uhr');
    expect(appointments().filter((a) => a.status === 'cancelled')).toEqual([]);

    const foreign = await call(server, 'POST', cancelPath, {
      headers: { ...FORM, origin: 'https://evil.example' },
      body: '',
    });
    expect(foreign.status).toBe(403);

    const cancelled = await post(cancelPath, {});
    expect(cancelled.status).toBe(303);
    const done = await call(server, 'GET', location(cancelled));
    expect(done.text).toContain('Ihr Termin ist abgesagt');
    expect(html(done.text)).toContain('href="/beratung/termin?origin=results&product=ruerup');
    expect(appointments().filter((a) => a.status === 'cancelled')).toHaveLength(1);
    // Issue 32, finding 9: the cancellation is confirmed by mail, through the outbox.
    const cancellationTo = (): string =>
      mailTexts().find((m) => m.includes('absage@example.org') && m.includes('abgesagt')) ?? '';
    await expect.poll(cancellationTo, { timeout: 15_000 }).toContain('15:00');
    // The calendar entry of the confirmation is called off (the same uid, iTIP CANCEL).
    expect(cancellationTo()).toContain('termin-abgesagt.ics');
    expect(cancellationTo()).toMatch(/text\/calendar; charset=utf-8; method=CANCEL/i);

    // The half hour is free again: it can be held at once.
    expect((await holdAt('2026-11-27T15:00')).status).toBe(200);
  });

  it('a forged or missing signature is a German 404 without a stack', async () => {
    for (const link of ['/beratung/termin-absagen?id=x&sig=forged', '/beratung/termin-absagen']) {
      const page = await call(server, 'GET', link);
      expect(page.status).toBe(404);
      expect(page.text).toContain('Dieser Link ist ungültig.');
      expect(page.text).not.toMatch(/at .*\.(ts|js):\d+/);
    }
    const post404 = await post('/beratung/termin-absagen?id=x&sig=forged', {});
    expect(post404.status).toBe(404);
  });
});
