import { sign } from '@fastify/cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, cookieValue, setCookies } from '../../../support/api-call';
import { PUBLIC_ORIGIN, startTestServer, type TestServer } from '../../../support/test-server';

// The clock stands at 15 March 2026 (Berlin): born 16 March 1963 is 62, born 15 March 1963 is 63.
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const rowCount = async (): Promise<number> => {
  const row = await server.database.db
    .selectFrom('business_process')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
};

/** A signed visitor id as the Set-Cookie header carries it: id, dot, URL-encoded HMAC. */
const SIGNED_ID = /^[A-Za-z0-9_-]{24}\.[A-Za-z0-9%]{43,}$/;

const post = (json: unknown, cookie?: string) =>
  call(server, 'POST', '/api/bpm', {
    json,
    headers: { origin: PUBLIC_ORIGIN, ...(cookie === undefined ? {} : { cookie }) },
  });

describe('GET /api/bpm and POST /api/bpm', () => {
  it('answers {} for a visitor without cookie and sets none', async () => {
    const answer = await call(server, 'GET', '/api/bpm');
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({});
    expect(setCookies(answer)).toEqual([]);
  });

  it('stores a valid birthday and job situation, sets the visitor cookie and reads them back', async () => {
    const saved = await post({ birthday: '1963-03-16', jobSituation: 'Beamter' });
    expect(saved.status).toBe(200);
    expect(saved.json).toEqual({ birthday: '1963-03-16', jobSituation: 'Beamter' });
    const visitor = cookieValue(saved, 'rk_visitor');
    // The id, a dot and its HMAC with the session secret (URL-encoded base64).
    expect(visitor).toMatch(SIGNED_ID);
    const line = setCookies(saved).find((c) => c.startsWith('rk_visitor='));
    expect(line).toContain('HttpOnly');
    expect(line).toContain('SameSite=Lax');
    expect(line).toContain('Path=/');
    expect(line).toContain('Max-Age=15552000');

    const read = await call(server, 'GET', '/api/bpm', {
      headers: { cookie: `rk_visitor=${visitor}` },
    });
    expect(read.json).toEqual({ birthday: '1963-03-16', jobSituation: 'Beamter' });
  });

  it('merges: a later post with one field keeps the other; null and empty fields are not stored', async () => {
    const first = await post({ jobSituation: 'Angestellter' });
    const cookie = `rk_visitor=${cookieValue(first, 'rk_visitor')}`;
    const second = await post({ birthday: '1990-01-31', jobSituation: null }, cookie);
    expect(second.json).toEqual({ birthday: '1990-01-31', jobSituation: 'Angestellter' });
    expect(setCookies(second)).toEqual([]);
    const third = await post({ birthday: '', jobSituation: null }, cookie);
    expect(third.json).toEqual({ birthday: '1990-01-31', jobSituation: 'Angestellter' });
    const fourth = await post({ birthday: '..' }, cookie);
    expect(fourth.json).toEqual({ birthday: '1990-01-31', jobSituation: 'Angestellter' });
  });

  it('checks the birthday against the product: 70 is too old for schicht3, fine for sofort', async () => {
    expect((await post({ birthday: '1956-01-01', productType: 'sofort' })).status).toBe(200);
    const answer = await post({ birthday: '1956-01-01', productType: 'schicht3' });
    expect(answer.status).toBe(400);
  });

  it.each([
    ['1963-03-15', 'age/too-old', 'Das Höchstalter beträgt 62 Jahre'],
    ['2008-03-16', 'age/too-young', 'Bitte geben Sie ein Mindestalter von 18 Jahren an'],
    ['15.03.1980', 'age/invalid', 'Bitte geben Sie ein gültiges Geburtsdatum an'],
    ['1980-02-30', 'age/invalid', 'Bitte geben Sie ein gültiges Geburtsdatum an'],
    ['2030-01-01', 'age/invalid', 'Bitte geben Sie ein gültiges Geburtsdatum an'],
  ])('refuses birthday %s with 400 %s and stores nothing', async (birthday, kind, message) => {
    const before = await rowCount();
    const answer = await post({ birthday, jobSituation: 'Beamter' });
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { kind, message } });
    expect(setCookies(answer)).toEqual([]);
    expect(await rowCount()).toBe(before);
  });

  it('refuses an unknown job situation and keeps the stored data unchanged', async () => {
    const first = await post({ jobSituation: 'Beamter' });
    const cookie = `rk_visitor=${cookieValue(first, 'rk_visitor')}`;
    const answer = await post({ birthday: '1980-01-01', jobSituation: 'Astronaut' }, cookie);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({
      error: {
        kind: 'bpm/job-situation',
        message: 'Bitte wählen Sie Ihre berufliche Situation aus.',
      },
    });
    const read = await call(server, 'GET', '/api/bpm', { headers: { cookie } });
    expect(read.json).toEqual({ jobSituation: 'Beamter' });
  });

  it.each([
    [{ birthday: 19800101 }, 'Das Feld „birthday“ hat den falschen Typ.'],
    [{ jobSituation: ['Beamter'] }, 'Das Feld „jobSituation“ hat den falschen Typ.'],
    [{ birthday: '1980-01-01', extra: 1 }, 'Das Feld „extra“ ist hier nicht erlaubt.'],
    [{ productType: 'bauspar' }, 'Das Feld „productType“ hat einen unzulässigen Wert.'],
    [['1980-01-01'], 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.'],
    [null, 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.'],
  ])('refuses the body %j with 400 and stores nothing', async (json, message) => {
    const before = await rowCount();
    const answer = await post(json);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: { kind: 'request/validation', message } });
    expect(await rowCount()).toBe(before);
  });

  it('refuses a body over 1 MB with 413, invalid JSON and a foreign content type with 400', async () => {
    const before = await rowCount();
    const big = JSON.stringify({ birthday: '1980-01-01', jobSituation: 'x'.repeat(1_100_000) });
    const tooLarge = await call(server, 'POST', '/api/bpm', {
      body: big,
      headers: { 'content-type': 'application/json' },
    });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.json).toEqual({
      error: { kind: 'request/too-large', message: 'Die Anfrage ist zu groß (höchstens 1 MB).' },
    });
    const broken = await call(server, 'POST', '/api/bpm', {
      body: '{"birthday":',
      headers: { 'content-type': 'application/json' },
    });
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({ error: { kind: 'request/json' } });
    const xml = await call(server, 'POST', '/api/bpm', {
      body: '<bpm/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(xml.status).toBe(400);
    expect(xml.json).toMatchObject({ error: { kind: 'request/content-type' } });
    expect(await rowCount()).toBe(before);
  });

  it('ignores a malformed visitor cookie (answers {} and hands out a fresh id on save)', async () => {
    const read = await call(server, 'GET', '/api/bpm', { headers: { cookie: 'rk_visitor=x' } });
    expect(read.json).toEqual({});
    const saved = await post({ jobSituation: 'Auszubildender' }, 'rk_visitor=x');
    expect(cookieValue(saved, 'rk_visitor')).toMatch(SIGNED_ID);
  });
});

describe('the visitor cookie is signed with the session secret (issue 13)', () => {
  it('a forged, unsigned or foreign-signed id reads nothing and overwrites nothing', async () => {
    const saved = await post({ birthday: '1985-04-12', jobSituation: 'Angestellter' });
    const signed = decodeURIComponent(cookieValue(saved, 'rk_visitor') ?? '');
    const id = signed.slice(0, signed.lastIndexOf('.'));
    expect(sign(id, server.deps.config.sessionSecret)).toBe(signed);
    for (const forged of [
      id,
      `${id}.`,
      `${id}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`,
      sign(id, 'another-secret-with-more-than-32-characters'),
      sign('abcdefghijklmnopqrstuvwx', 'another-secret-with-more-than-32-characters'),
    ]) {
      const cookie = `rk_visitor=${encodeURIComponent(forged)}`;
      const read = await call(server, 'GET', '/api/bpm', { headers: { cookie } });
      expect({ forged, json: read.json }).toEqual({ forged, json: {} });
      const written = await post({ jobSituation: 'Beamter' }, cookie);
      expect(written.status).toBe(200);
      // Treated as no visitor: a new signed id, not the forged one.
      const issued = decodeURIComponent(cookieValue(written, 'rk_visitor') ?? '');
      expect(issued).toMatch(/^[A-Za-z0-9_-]{24}\./);
      expect(issued.startsWith(`${id}.`)).toBe(false);
    }
    const owner = await call(server, 'GET', '/api/bpm', {
      headers: { cookie: `rk_visitor=${encodeURIComponent(signed)}` },
    });
    expect(owner.json).toEqual({ birthday: '1985-04-12', jobSituation: 'Angestellter' });
  });

  it('a remembered valid cookie does not let an altered one through (the signer keeps verified values)', async () => {
    const saved = await post({ birthday: '1990-01-02', jobSituation: 'Beamter' });
    const signed = decodeURIComponent(cookieValue(saved, 'rk_visitor') ?? '');
    const read = (value: string) =>
      call(server, 'GET', '/api/bpm', {
        headers: { cookie: `rk_visitor=${encodeURIComponent(value)}`, 'accept-encoding': 'br' },
      });
    // Twice: verified, then answered from what the signer remembers.
    for (let i = 0; i < 2; i++) {
      const owner = await read(signed);
      expect(owner.json).toEqual({ birthday: '1990-01-02', jobSituation: 'Beamter' });
      // A few hundred bytes: sent as they are, whatever the client accepts.
      expect(owner.headers['content-encoding']).toBeUndefined();
    }
    const last = signed.at(-1) === 'A' ? 'B' : 'A';
    for (const altered of [`${signed.slice(0, -1)}${last}`, `${signed}A`, `x${signed}`]) {
      expect({ altered, json: (await read(altered)).json }).toEqual({ altered, json: {} });
    }
  });
});
