import { describe, expect, it } from 'vitest';
import { MemoryAccountStore } from '../../../adapters/memory/memory-account-store.adapter';
import { MemoryApplicationDraftStore } from '../../../adapters/memory/memory-application-draft-store.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryLoginSessionStore } from '../../../adapters/memory/memory-login-session-store.adapter';
import { makeKnownPersonalValuesOf } from '../../../ports/use-cases/known-personal-values.use-case';
import { SAMPLE_FORM } from '../../fixtures/application/sample-application';

const setUp = async () => {
  const sessions = new MemoryLoginSessionStore();
  const accounts = new MemoryAccountStore();
  const drafts = new MemoryApplicationDraftStore();
  await accounts.create({
    id: 'acc-1',
    email: 'erika@example.de',
    passwordHash: 'x',
    salutation: null,
    firstName: 'Erika',
    lastName: 'Mustermann',
    phoneNumber: '030 1234567',
    points: false,
    createdAt: '2026-01-01T00:00:00Z',
  });
  await sessions.create({
    id: 'session-1',
    accountId: 'acc-1',
    anonymous: false,
    email: 'erika@example.de',
    phoneNumber: null,
    createdAt: '2026-01-01T00:00:00Z',
    lastSeenAt: '2026-01-01T00:00:00Z',
  });
  await drafts.save('visitor:v-1', {
    product: 'schicht3',
    form: SAMPLE_FORM,
    updatedAt: '2026-01-01T00:00:00Z',
  });
  const knownOf = makeKnownPersonalValuesOf({
    sessions,
    accounts,
    drafts,
    applications: new MemoryApplicationStore(),
  });
  return { knownOf, sessions };
};

describe('makeKnownPersonalValuesOf', () => {
  it("knows the visitor's draft and the session's account, without touching the session", async () => {
    const { knownOf, sessions } = await setUp();
    const values = (await knownOf({ sessionId: 'session-1', visitorId: 'v-1' })).map(
      (v) => v.value,
    );
    expect(values).toEqual(
      expect.arrayContaining([
        'Jürgen',
        'Müßig-Özdemir',
        'Marienplatz 8',
        'Marienplatz',
        '80331',
        'München',
        'Augsburg',
        'DE89370400440532013000',
        'Erika',
        'Mustermann',
        'erika@example.de',
      ]),
    );
    expect((await sessions.find('session-1'))?.lastSeenAt).toBe('2026-01-01T00:00:00Z');
  });

  it('knows nothing of a request without cookies or with unknown ones', async () => {
    const { knownOf } = await setUp();
    expect(await knownOf({ sessionId: null, visitorId: null })).toEqual([]);
    expect(await knownOf({ sessionId: 'nope', visitorId: 'nobody' })).toEqual([]);
  });
});
