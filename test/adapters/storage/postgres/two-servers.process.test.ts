import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkSignerOfSessionSecret } from '../../../../adapters/system/hmac-link-signer.adapter';
import { FAILED_BOOKING_MESSAGES } from '../../../../domain/consulting/appointment-source';
import { makeGuestLinks } from '../../../../ports/use-cases/guest-link.use-case';
import {
  ALL_CONSENTS,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
} from '../../../fixtures/application/sample-application';
import { type ApiAnswer, call } from '../../../support/api-call';
import { type BuiltServer, startBuiltServer } from '../../../support/built-server';
import { freePort } from '../../../support/free-port';
import { createPostgresDatabase } from '../../../support/postgres-server';
import { adminApplicationOf, startDemoInsurer } from '../../server/applications/application-kit';
import { Browser } from '../../server/auth/auth-test-server';
import { ERIKA, followCallback, startLogin, userDataOf } from '../../server/auth/login-steps';
import { postgresCluster } from '../postgres-subject';

// Two built server processes on one PostgreSQL, as behind a load balancer: one PUBLIC_URL (the
// first server's origin), one SESSION_SECRET, one insurer. Whatever one server writes, the other
// must see; whatever both do, must happen once.
const ADMIN_TOKEN = 'admin-token-with-at-least-thirty-two-characters';
const SESSION_SECRET = 'a-shared-session-secret-of-at-least-32-characters';
const TOO_MANY = 'Zu viele Anmeldeversuche. Bitte versuchen Sie es in einigen Minuten erneut.';
const APPLICATIONS = 6;

let insurer: Awaited<ReturnType<typeof startDemoInsurer>>;
let first: BuiltServer;
let second: BuiltServer;

/** The same path on the other server: what a load balancer does with the next request. */
const on = (server: BuiltServer, path: string): string => `${server.url}${path}`;

interface SlotJson {
  readonly start: string;
  readonly freeConsultants: number;
}

const slotsOn = async (server: BuiltServer, date: string): Promise<readonly SlotJson[]> =>
  ((await call(server, 'GET', `/api/consulting/slots?date=${date}`)).json as { slots: SlotJson[] })
    .slots;

/** A working day from the day after tomorrow on (the servers run on the real clock) with slots. */
const bookableDay = async (): Promise<{ date: string; slots: readonly SlotJson[] }> => {
  const today = Temporal.Now.zonedDateTimeISO('Europe/Berlin').toPlainDate();
  for (let days = 2; days < 30; days++) {
    const date = today.add({ days }).toString();
    const slots = await slotsOn(first, date);
    if (slots.length >= 2) return { date, slots };
  }
  throw new Error('no bookable day in the next four weeks');
};

// Not the sample application's number: an application with it would make a booking an online
// inquiry (SPEC §5 phone search).
const CONTACT = {
  name: 'Erika Mustermann',
  phoneNumber: '0171 7654321',
  email: 'erika@example.org',
  topic: 'Riester-Rente',
};
const FAILURES: readonly string[] = Object.values(FAILED_BOOKING_MESSAGES);

const holdOn = (server: BuiltServer, start: string): Promise<ApiAnswer> =>
  call(server, 'POST', '/api/consulting/holds', {
    headers: { origin: first.url },
    json: { start },
  });

const bookOn = (server: BuiltServer, holdId: string): Promise<ApiAnswer> =>
  call(server, 'POST', '/api/consulting/appointments', {
    headers: { origin: first.url },
    json: { holdId, origin: 'tariff', ...CONTACT, product: 'ruerup' },
  });

/** The ids of the appointments booked at `start`, as the support sees them on `server`. */
const bookedAt = async (
  server: BuiltServer,
  date: string,
  start: string,
): Promise<readonly string[]> => {
  const listed = (await adminGet(server, `/api/admin/appointments?date=${date}`)) as {
    appointments: { id: string; slotStart: string; status: string }[];
  };
  return listed.appointments
    .filter((a) => a.status === 'booked' && Temporal.Instant.compare(a.slotStart, start) === 0)
    .map((a) => a.id)
    .sort();
};

const holdIdOf = (answer: ApiAnswer): string => (answer.json as { hold: { id: string } }).hold.id;

const messageOf = (answer: ApiAnswer): string =>
  (answer.json as { error: { message: string } }).error.message;

const adminGet = async (server: BuiltServer, path: string): Promise<unknown> =>
  (await call(server, 'GET', path, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).json;

beforeAll(async () => {
  // An empty database on the run's cluster: the first server migrates it.
  const databaseUrl = await createPostgresDatabase(postgresCluster().port);
  insurer = await startDemoInsurer(await freePort());
  const firstPort = String(await freePort());
  const env = {
    DATABASE_URL: databaseUrl,
    SESSION_SECRET,
    PUBLIC_URL: `http://127.0.0.1:${firstPort}`,
    ADMIN_TOKEN,
    INSURER_URL: insurer.url,
  };
  // One after the other: both would migrate the fresh database at once otherwise.
  first = await startBuiltServer({ env: { ...env, PORT: firstPort } });
  second = await startBuiltServer({ env });
}, 300_000);

afterAll(async () => {
  await Promise.all([first?.stop(), second?.stop()]);
  await insurer?.app.close();
});

describe('two servers on one PostgreSQL', () => {
  it('a login begun on one server, finished on the other, is valid on both', async () => {
    const browser = new Browser(first.url);
    const prepared = await startLogin(browser);
    // The login service's form is posted to the second server; the callback reaches the first.
    const fromLoginService = await browser.postForm(on(second, '/login/auth/register'), {
      ...prepared.hidden,
      ...ERIKA,
    });
    expect(fromLoginService.status).toBe(302);
    const returned = await followCallback(browser, fromLoginService);
    expect(returned.status).toBe(302);
    expect(await userDataOf(browser)).toMatchObject({ isLoggedIn: true });
    const onSecond = await browser.get(on(second, '/api/auth/user/data'));
    expect(await onSecond.json()).toMatchObject({
      isLoggedIn: true,
      ssoUserData: { loginEmail: ERIKA.email },
    });
    // Logged out on the second, the session is gone on the first too.
    expect((await browser.postJson(on(second, '/api/auth/logout'))).status).toBe(204);
    expect(await userDataOf(browser)).toMatchObject({ isLoggedIn: false });
  }, 120_000);

  it('an application submitted on either is handed over exactly once while both workers run', async () => {
    const references: string[] = [];
    for (let i = 0; i < APPLICATIONS; i++) {
      const server = i % 2 === 0 ? first : second;
      const answer = await call(server, 'POST', '/api/applications', {
        headers: { origin: first.url },
        json: {
          form: SAMPLE_FORM,
          choice: SAMPLE_CHOICE,
          consents: ALL_CONSENTS,
          idempotencyKey: `two-servers-key-${i}-0123456789`,
        },
      });
      expect(answer.status).toBe(200);
      references.push((answer.json as { reference: string }).reference);
    }
    for (const reference of references) {
      // Asked of the server that did not take it: the status is shared too.
      await expect
        .poll(() => adminApplicationOf(second, reference, ADMIN_TOKEN), { timeout: 60_000 })
        .toMatchObject({ status: 'handedOver' });
    }
    // Every hand-over that reached the insurer counts, a repeated one too: each came once.
    expect(insurer.ledger.applications).toBe(APPLICATIONS);
    for (const reference of references) expect(insurer.ledger.deliveries.get(reference)).toBe(1);
  }, 180_000);

  it('a guest link signed by one server opens on the other; a withdrawal there is told once', async () => {
    const guest = new Browser(first.url);
    const submitted = await guest.postJson('/api/applications', {
      form: SAMPLE_FORM,
      choice: SAMPLE_CHOICE,
      consents: ALL_CONSENTS,
      idempotencyKey: 'two-servers-guest-0123456789',
    });
    expect(submitted.status).toBe(200);
    const { reference } = (await submitted.json()) as { reference: string };
    await expect
      .poll(() => adminApplicationOf(second, reference, ADMIN_TOKEN), { timeout: 60_000 })
      .toMatchObject({ status: 'handedOver' });
    // The link as the confirmation mail carries it, signed with the servers' one secret.
    const links = makeGuestLinks({
      signer: linkSignerOfSessionSecret(SESSION_SECRET),
      clock: { now: () => Temporal.Now.instant() },
      publicUrl: first.url,
    });
    const link = new URL(links.linkFor(reference).url);
    // Another device behind the load balancer: every request of it reaches the second server
    // (its pages post with the portal's one origin).
    const phone = new Browser(first.url);
    const opened = await phone.get(on(second, `${link.pathname}${link.search}`));
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/kundenbereich/antrag?antrag=${reference}`);
    const page = await phone.get(on(second, `/kundenbereich/antrag?antrag=${reference}`));
    expect(await page.text()).toContain(`data-reference="${reference}"`);
    // Withdrawn on the second server: both workers run, the insurer hears of it once.
    const withdrawn = await phone.postJson(
      on(second, `/api/customer/applications/${reference}/withdrawal`),
      { confirmed: true },
    );
    expect(withdrawn.status).toBe(200);
    await expect
      .poll(() => adminApplicationOf(first, reference, ADMIN_TOKEN), { timeout: 60_000 })
      .toMatchObject({ status: 'withdrawn' });
    await expect
      .poll(() => insurer.ledger.withdrawals.has(reference), { timeout: 60_000 })
      .toBe(true);
    await expect
      .poll(
        async () => {
          const history = (await adminGet(first, `/api/admin/applications/${reference}`)) as {
            history: { kind: string }[];
          };
          return history.history.map((event) => event.kind);
        },
        { timeout: 60_000 },
      )
      .toEqual(['submitted', 'handedOver', 'withdrawn', 'withdrawalConfirmed']);
    expect(insurer.ledger.deliveries.get(`${reference}.withdrawal`)).toBe(1);
  }, 180_000);

  it('a hold made on one server is seen by the other, which books it', async () => {
    const { date, slots } = await bookableDay();
    const slot = slots[0] as SlotJson;
    const held = await holdOn(first, slot.start);
    expect(held.status).toBe(201);
    const onSecond = (await slotsOn(second, date)).find((s) => s.start === slot.start);
    expect(onSecond?.freeConsultants ?? 0).toBe(slot.freeConsultants - 1);
    const booked = await bookOn(second, holdIdOf(held));
    expect(booked.status).toBe(201);
    const { id } = (booked.json as { appointment: { id: string } }).appointment;
    // The booking dropped the hold on both: booking it again on the first finds it gone.
    const again = await bookOn(first, holdIdOf(held));
    expect(again.status).toBe(409);
    expect(messageOf(again)).toBe(FAILED_BOOKING_MESSAGES.appointmentBookingIsTimedOut);
    const listed = (await adminGet(first, `/api/admin/appointments?date=${date}`)) as {
      appointments: { id: string; status: string }[];
    };
    expect(listed.appointments).toContainEqual(expect.objectContaining({ id, status: 'booked' }));
  }, 120_000);

  it('a slot cannot be booked twice: one hold and one booking win, spread over both servers', async () => {
    const { date, slots } = await bookableDay();
    // The slot with the fewest free consultants; all but one of them held first.
    const slot = [...slots].sort((a, b) => a.freeConsultants - b.freeConsultants)[0] as SlotJson;
    const bookedBefore = await bookedAt(first, date, slot.start);
    for (let i = 1; i < slot.freeConsultants; i++) {
      expect((await holdOn(i % 2 === 0 ? first : second, slot.start)).status).toBe(201);
    }
    const holds = await Promise.all(
      Array.from({ length: 8 }, (_, i) => holdOn(i % 2 === 0 ? first : second, slot.start)),
    );
    const won = holds.filter((answer) => answer.status === 201);
    expect(won).toHaveLength(1);
    for (const lost of holds.filter((answer) => answer.status !== 201)) {
      expect(lost.status).toBe(409);
      expect(FAILURES).toContain(messageOf(lost));
    }
    // The customer presses „Termin buchen“ on both servers at once, three times on each.
    const holdId = holdIdOf(won[0] as ApiAnswer);
    const bookings = await Promise.all(
      Array.from({ length: 6 }, (_, i) => bookOn(i % 2 === 0 ? first : second, holdId)),
    );
    const bookedOnce = bookings.filter((answer) => answer.status === 201);
    expect(bookedOnce).toHaveLength(1);
    for (const lost of bookings.filter((answer) => answer.status !== 201)) {
      expect(lost.status).toBe(409);
      expect(FAILURES).toContain(messageOf(lost));
    }
    const bookedAtSlot = await bookedAt(first, date, slot.start);
    const { appointment } = (bookedOnce[0] as ApiAnswer).json as { appointment: { id: string } };
    expect(bookedAtSlot).toContain(appointment.id);
    for (const server of [first, second]) {
      expect((await slotsOn(server, date)).map((s) => s.start)).not.toContain(slot.start);
      expect(await bookedAt(server, date, slot.start)).toEqual(bookedAtSlot);
    }
    expect(bookedAtSlot).toHaveLength(bookedBefore.length + 1);
  }, 120_000);

  it('a callback request made on one server is found by the support on the other', async () => {
    const phoneNumber = '0172 5550199';
    const answer = await call(second, 'POST', '/api/consulting/callbacks', {
      headers: { origin: first.url },
      json: {
        origin: 'thankyou',
        ...CONTACT,
        phoneNumber,
        product: 'riester',
        preferredTime: 'afternoon',
        dataProtection: true,
      },
    });
    expect(answer.status).toBe(201);
    const { id } = (answer.json as { callbackRequest: { id: string } }).callbackRequest;
    const found = (await adminGet(
      first,
      `/api/admin/inquiries?phone=${encodeURIComponent(phoneNumber)}`,
    )) as { callbackRequests: { id: string }[] };
    expect(found.callbackRequests.map((request) => request.id)).toEqual([id]);
  }, 120_000);

  it('the anonymous registrations of one ip count on both servers together', async () => {
    const browser = new Browser(first.url);
    const body = { login: { email: 'max@example.org', phoneNumber: '030 1234567' } };
    for (let i = 0; i < 10; i++) {
      const server = i % 2 === 0 ? first : second;
      const answer = await browser.postJson(on(server, '/api/auth/register-anonymous'), body);
      expect(answer.status).toBe(200);
    }
    for (const server of [first, second]) {
      const refused = await browser.postJson(on(server, '/api/auth/register-anonymous'), body);
      expect(refused.status).toBe(429);
    }
  }, 120_000);

  // Last: it spends the ip's budget of both servers (they see one client ip, 127.0.0.1).
  it('the login rate limits count the attempts on both servers together', async () => {
    const browser = new Browser(first.url);
    const prepared = await startLogin(browser);
    const login = (
      server: BuiltServer,
      password: string,
      email: string = ERIKA.email,
    ): Promise<Response> =>
      browser.postForm(on(server, '/login/auth/login'), { ...prepared.hidden, email, password });
    // Per account: 5 failures, spread over both, block the right password on either.
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = await login(attempt % 2 === 0 ? first : second, `falsch-${attempt}-passwort`);
      expect(answer.status).toBe(401);
    }
    const blocked = await login(first, ERIKA.password);
    expect(blocked.status).toBe(429);
    expect(await blocked.text()).toContain(TOO_MANY);
    // Per ip: 10 attempts in 10 minutes on the two together. The first test's registration and
    // the six logins above were 7; three more on the second server, then the eleventh is refused.
    for (let attempt = 1; attempt <= 3; attempt++) {
      const answer = await login(second, 'falsches-Passwort', `person${attempt}@example.de`);
      expect(answer.status).toBe(401);
    }
    const eleventh = await browser.postForm(on(first, '/login/auth/anonymous'), {
      ...prepared.hidden,
      email: 'max@example.org',
      phone: '030 1234567',
    });
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers.get('retry-after'))).toBeGreaterThan(0);
  }, 120_000);
});
