import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../../support/pdf-text';
import { startTestServer, type TestServer } from '../../../support/test-server';
import { submit, visitorCookieOf } from './application-kit';

// Issue 31, finding 4: an application's documents are made once, when one is first opened, from
// the signed record, then kept and served from the store — the same bytes every time, also after
// a restart of the server on the same data folder.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rk-documents-kept-'));
const servers: TestServer[] = [];
afterAll(async () => {
  for (const server of servers) await server.close().catch(() => undefined);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const started = async (): Promise<TestServer> => {
  const server = await startTestServer({ dataDir });
  servers.push(server);
  return server;
};

const download = async (server: TestServer, reference: string, id: string, cookie: string) => {
  const answer = await fetch(`${server.url}/application/${reference}/documents/${id}`, {
    headers: { cookie },
  });
  expect(answer.status).toBe(200);
  return Buffer.from(await answer.arrayBuffer());
};

const keptRows = (server: TestServer, reference: string) =>
  server.database.db
    .selectFrom('application_documents')
    .select(['id', 'bytes'])
    .where('reference', '=', reference)
    .orderBy('position')
    .execute();

describe('an application’s documents', () => {
  it('are made on the first opening, kept, and served byte-identical, after a restart too', async () => {
    const first = await started();
    const submitted = await submit(first);
    const { reference } = submitted.json as { reference: string };
    const cookie = visitorCookieOf(submitted);
    expect(await keptRows(first, reference)).toEqual([]);

    const antrag = await download(first, reference, 'antrag', cookie);
    expect(antrag.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await pdfText(new Uint8Array(antrag))).toContain(reference);
    const kept = await keptRows(first, reference);
    expect(kept.map((row) => row.id)).toEqual([
      'antrag',
      'produktinformationsblatt',
      'versicherungsbedingungen',
      'kosteninformation',
    ]);
    expect(Buffer.from(kept[0]?.bytes ?? []).equals(antrag)).toBe(true);
    const costs = await download(first, reference, 'kosteninformation', cookie);
    expect(Buffer.from(kept[3]?.bytes ?? []).equals(costs)).toBe(true);
    expect((await download(first, reference, 'antrag', cookie)).equals(antrag)).toBe(true);
    await first.close();

    const second = await started();
    expect((await download(second, reference, 'antrag', cookie)).equals(antrag)).toBe(true);
    expect((await download(second, reference, 'kosteninformation', cookie)).equals(costs)).toBe(
      true,
    );
    expect((await keptRows(second, reference)).length).toBe(4);
  });
});
