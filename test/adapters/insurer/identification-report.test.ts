import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpInsurerGateway } from '../../../adapters/insurer/http-insurer-gateway.adapter';
import type { IdentificationReport } from '../../../ports/insurer-gateway.port';
import { freePort } from '../../support/free-port';
import { demoInsurerWithGateway } from '../server/applications/application-kit';

// The identification report over HTTP to the demo insurer: it accepts (DEMO), records the report
// once per idempotency key, and a down insurer is `unavailable` (the outbox tries again).

let insurer: Awaited<ReturnType<typeof demoInsurerWithGateway>>['insurer'];
let gateway: HttpInsurerGateway;
let close: () => Promise<void>;

const REPORT: IdentificationReport = {
  reference: 'RK-2026-IDENT001',
  type: 'ausweiskopie',
  status: 'inReview',
  identifiedAt: '2026-11-26T10:00:00.000Z',
};

beforeAll(async () => {
  ({ insurer, gateway, close } = await demoInsurerWithGateway());
});
afterAll(() => close());

describe('reportIdentification (HTTP gateway and demo insurer)', () => {
  it('is accepted and recorded under the reference’s identification key, once', async () => {
    expect(await gateway.reportIdentification(REPORT)).toEqual({ kind: 'accepted' });
    expect(await gateway.reportIdentification(REPORT)).toEqual({ kind: 'accepted' });
    expect(Object.fromEntries(insurer.ledger.identifications)).toEqual({
      'RK-2026-IDENT001.identification': REPORT,
    });
  });

  it('is unavailable while the insurer cannot be reached', async () => {
    const down = new HttpInsurerGateway(`http://127.0.0.1:${await freePort()}`, 2_000);
    try {
      expect((await down.reportIdentification(REPORT)).kind).toBe('unavailable');
    } finally {
      await down.close();
    }
  });
});
