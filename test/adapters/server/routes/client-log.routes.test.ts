import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_LOG_LIMIT_PER_MINUTE } from '../../../../adapters/server/routes/client-log.routes';
import { VISITOR_COOKIE } from '../../../../domain/device/cookies';
import { SAMPLE_FORM } from '../../../fixtures/application/sample-application';
import { call } from '../../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const clientLines = () => server.logger.entries.filter((e) => e.message === 'client log');

describe('POST /api/info, /api/warn, /api/error', () => {
  it('answers 204 and writes one line per call: ip, correlation id, the meta without personal data', async () => {
    const personal = 'Kontakt max@example.de, 0171 1234567, geboren 12.04.1985';
    for (const level of ['info', 'warn', 'error'] as const) {
      const answer = await call(server, 'POST', `/api/${level}`, {
        headers: { origin: PUBLIC_ORIGIN, 'x-correlation-id': `1700000000000-${level}` },
        json: {
          message: personal,
          meta: {
            appName: 'portal',
            userAgent: 'Mozilla/5.0',
            url: 'https://portal.test/personal-data?pt=riester&email=max@example.de&lastName=Mustermann',
            errorName: 'TypeError',
            message: `IBAN DE89370400440532013000, Steuer-Id 86095742719`,
            stack: `TypeError: x\n    at save (https://portal.test/assets/app.js:12:345)`,
            correlationId: null,
          },
        },
      });
      expect(answer.status).toBe(204);
      expect(answer.text).toBe('');
    }
    const expected = (level: string) => ({
      level,
      message: 'client log',
      meta: {
        source: 'client',
        clientIp: '127.0.0.1',
        correlationId: `1700000000000-${level}`,
        message: 'Kontakt [E-Mail], [Nummer], geboren [Datum]',
        appName: 'portal',
        userAgent: 'Mozilla/5.0',
        url: 'https://portal.test/personal-data?pt=riester&email=[E-Mail]&lastName=[entfernt]',
        errorName: 'TypeError',
        errorMessage: 'IBAN [IBAN], Steuer-Id [Nummer]',
        stack: 'TypeError: x\n    at save (https://portal.test/assets/app.js:12:345)',
      },
    });
    expect(clientLines()).toEqual([expected('info'), expected('warn'), expected('error')]);
    expect(JSON.stringify(server.logger.entries)).not.toMatch(
      /Mustermann|example\.de|0171|1985|DE8937|86095742719/,
    );
  });

  it("replaces the owner's draft names and address wherever they stand, however written", async () => {
    const visitorId = 'client-log-visitor-0000001';
    const form = {
      ...SAMPLE_FORM,
      personal: {
        ...SAMPLE_FORM.personal,
        firstName: 'Hans-Jürgen',
        lastName: 'Müßig-Özdemir',
        address: { postalCode: '80331', city: 'München', street: 'Marienplatz', houseNumber: '8' },
      },
      placeOfBirth: 'Garmisch-Partenkirchen',
      accountHolder: 'Hans-Jürgen Müßig-Özdemir',
    };
    await server.deps.applicationDrafts.save(`visitor:${visitorId}`, {
      product: 'schicht3',
      form,
      updatedAt: '2026-03-15T10:00:00Z',
    });
    const before = clientLines().length;
    const cookie = `${VISITOR_COOKIE}=${encodeURIComponent(server.app.signCookie(visitorId))}`;
    const answer = await call(server, 'POST', '/api/error', {
      headers: { cookie },
      json: {
        message:
          'Speichern fehlgeschlagen für Hans-Jürgen Müßig-Özdemir … Marienplatz 8, 80331 München',
        meta: {
          errorName: 'Error',
          message:
            'HANS-JUERGEN MUESSIG-OEZDEMIR, geboren in garmisch-partenkirchen, wohnt in MUNCHEN',
          // A decomposed ü, as some keyboards send it.
          stack: 'Error: Mu\u0308ßig\n    at save (https://portal.test/assets/app.js:1:2)',
        },
      },
    });
    expect(answer.status).toBe(204);
    const line = clientLines()[before];
    expect(line?.meta).toMatchObject({
      // The account holder's whole name is one value: one placeholder.
      message: 'Speichern fehlgeschlagen für [Name] … [Adresse], [Adresse]',
      errorMessage: '[Name], geboren in [Adresse], wohnt in [Adresse]',
      stack: 'Error: [Name]\n    at save (https://portal.test/assets/app.js:1:2)',
    });
    const written = JSON.stringify(clientLines().slice(before)).normalize('NFC').toLowerCase();
    for (const secret of [
      'jürgen',
      'juergen',
      'müßig',
      'muessig',
      'özdemir',
      'oezdemir',
      'marienplatz',
      '80331',
      'münchen',
      'munchen',
      'garmisch',
    ]) {
      expect(written).not.toContain(secret);
    }
  });

  it('still writes the line, redacted by the patterns, when the lookup of the owner fails', async () => {
    const own = await startTestServer({
      overrides: {
        applicationDrafts: {
          get: async () => {
            throw new Error('database locked');
          },
          save: async () => undefined,
        },
      },
    });
    try {
      const cookie = `${VISITOR_COOKIE}=${encodeURIComponent(own.app.signCookie('client-log-visitor-0000002'))}`;
      const answer = await call(own, 'POST', '/api/warn', {
        headers: { cookie },
        json: { message: 'Erika Musterfrau, Hauptstraße 12a, 10115 Berlin' },
      });
      expect(answer.status).toBe(204);
      const line = own.logger.entries.find((e) => e.message === 'client log');
      // Without the owner's values a name is not known as one; the address patterns still hold.
      expect(line?.meta.message).toBe('Erika Musterfrau, [Adresse], [Adresse]');
      expect(own.logger.entries.map((e) => e.message)).toContain('client log: known values failed');
    } finally {
      await own.close();
    }
  });

  it('bounds the line: 20,000 characters in every field write at most 7,500', async () => {
    const before = clientLines().length;
    const huge = 'x'.repeat(20_000);
    const answer = await call(server, 'POST', '/api/error', {
      json: {
        message: huge,
        meta: {
          appName: huge,
          userAgent: huge,
          url: huge,
          errorName: huge,
          message: huge,
          stack: huge,
        },
      },
    });
    expect(answer.status).toBe(204);
    const line = clientLines()[before];
    const texts = Object.entries(line?.meta ?? {})
      .filter(([key]) => !['source', 'clientIp', 'correlationId'].includes(key))
      .map(([, value]) => String(value));
    expect(texts).toHaveLength(7);
    expect(texts.join('').length).toBeLessThanOrEqual(7_500);
  });

  it('prefers the correlation id the browser names in meta', async () => {
    const before = clientLines().length;
    await call(server, 'POST', '/api/warn', {
      json: { message: 'x', meta: { correlationId: '1700000000001-abc' } },
    });
    expect(clientLines()[before]?.meta.correlationId).toBe('1700000000001-abc');
  });

  it.each([
    [{}, 'Das Feld „message“ fehlt.'],
    [{ message: 1 }, 'Das Feld „message“ hat den falschen Typ.'],
    [{ message: 'x', meta: { password: 'geheim' } }, 'Das Feld „password“ ist hier nicht erlaubt.'],
  ])('refuses %j with 400 and logs no client line', async (json, message) => {
    const before = clientLines().length;
    const answer = await call(server, 'POST', '/api/error', { json });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { kind: 'request/validation', message } });
    expect(clientLines()).toHaveLength(before);
  });

  it(`limits one ip to ${CLIENT_LOG_LIMIT_PER_MINUTE} lines a minute (429 afterwards)`, async () => {
    const own = await startTestServer();
    try {
      const statuses: number[] = [];
      for (let i = 0; i <= CLIENT_LOG_LIMIT_PER_MINUTE; i++) {
        statuses.push((await call(own, 'POST', '/api/info', { json: { message: 'x' } })).status);
      }
      expect(statuses.slice(0, -1).every((s) => s === 204)).toBe(true);
      const last = await call(own, 'POST', '/api/info', { json: { message: 'x' } });
      expect(last.status).toBe(429);
      expect(last.json).toMatchObject({ error: { kind: 'request/rate-limit' } });
      expect(statuses.at(-1)).toBe(429);
    } finally {
      await own.close();
    }
  });
});
