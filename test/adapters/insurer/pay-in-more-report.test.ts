import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpInsurerGateway } from '../../../adapters/insurer/http-insurer-gateway.adapter';
import type { PayInMoreReport } from '../../../ports/insurer-gateway.port';
import { freePort } from '../../support/free-port';
import { demoInsurerWithGateway } from '../server/applications/application-kit';

// A pay-in-more request over HTTP to the demo insurer: the idempotency key
// `<reference>.pay-in-more.<requestId>` makes a resent request one request there.

const REPORT: PayInMoreReport = {
  reference: 'RK-2026-ABCDEFGH',
  requestId: 'p-1',
  oneTimeCents: 200_000,
  monthlyIncreaseCents: 2_550,
  requestedAt: '2026-12-01T09:00:00.000Z',
};

let insurer: Awaited<ReturnType<typeof demoInsurerWithGateway>>['insurer'];
let gateway: HttpInsurerGateway;
let close: () => Promise<void>;

beforeAll(async () => {
  ({ insurer, gateway, close } = await demoInsurerWithGateway());
});
afterAll(() => close());

describe('reporting a pay-in-more request to the insurer', () => {
  it('is received once however often it is sent', async () => {
    expect(await gateway.reportPayInMore(REPORT)).toEqual({ kind: 'received' });
    expect(await gateway.reportPayInMore(REPORT)).toEqual({ kind: 'received' });
    const key = 'RK-2026-ABCDEFGH.pay-in-more.p-1';
    expect([...insurer.ledger.payInMore.keys()]).toEqual([key]);
    expect(insurer.ledger.payInMore.get(key)).toEqual(REPORT);
    expect(insurer.ledger.deliveries.get(key)).toBe(2);
    expect(await gateway.reportPayInMore({ ...REPORT, requestId: 'p-2' })).toEqual({
      kind: 'received',
    });
    expect(insurer.ledger.payInMore.size).toBe(2);
  });

  it('is refused by the insurer with a key that does not fit the request, or without an amount', async () => {
    const sent = (body: unknown, key: string): Promise<Response> =>
      fetch(`${insurer.url}/applications/${REPORT.reference}/pay-in-more`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      });
    expect((await sent(REPORT, 'RK-2026-ABCDEFGH.pay-in-more.p-9')).status).toBe(400);
    const empty = { ...REPORT, requestId: 'p-3', oneTimeCents: null, monthlyIncreaseCents: null };
    expect((await sent(empty, 'RK-2026-ABCDEFGH.pay-in-more.p-3')).status).toBe(400);
    expect(insurer.ledger.payInMore.has('RK-2026-ABCDEFGH.pay-in-more.p-3')).toBe(false);
  });

  it('is unavailable while the insurer does not answer, to be sent again later', async () => {
    const down = new HttpInsurerGateway(`http://127.0.0.1:${await freePort()}`, 2_000);
    try {
      expect((await down.reportPayInMore(REPORT)).kind).toBe('unavailable');
    } finally {
      await down.close();
    }
  });
});
