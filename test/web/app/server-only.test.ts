import { describe, expect, it } from 'vitest';
import { serverOnly } from '../../../web/app/server-only';
import { fakeServices } from '../web-test-kit';

// The one guard of the server-only page services (application journey, customer area, consulting).
describe('serverOnly', () => {
  const request = new Request('https://www.rentenkompass.test/kundenbereich');

  it("answers the area's page services where the server has them", async () => {
    const svc = fakeServices();
    expect(await serverOnly(svc, 'customerArea', request)).toBe(svc.customerArea);
    expect(await serverOnly(svc, 'consulting', request)).toBe(svc.consulting);
  });

  it('fails on a server without them, naming the area (a wiring bug, no page)', async () => {
    const svc = fakeServices({ customerArea: undefined, consulting: undefined });
    await expect(serverOnly(svc, 'customerArea', request)).rejects.toThrow(
      'Der Kundenbereich braucht die Dienste des Servers.',
    );
    await expect(serverOnly(svc, 'consulting', request)).rejects.toThrow(
      'Die Beratungsseiten brauchen die Dienste des Servers.',
    );
    await expect(serverOnly(svc, 'application', request)).rejects.toThrow(
      'Die Antragsseiten brauchen die Dienste des Servers.',
    );
  });
});
