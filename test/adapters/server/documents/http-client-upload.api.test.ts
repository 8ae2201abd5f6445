import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FetchHttpClient } from '../../../../adapters/http/fetch-http-client.adapter';
import { MemoryLogger } from '../../../../adapters/memory/memory-logger.adapter';
import { portalUserAgent } from '../../../../domain/http/user-agent';
import { startTestServer, type TestServer } from '../../../support/test-server';
import { submit, visitorCookieOf } from '../applications/application-kit';

// SPEC §7: the browser's HTTP helper uploads with a meta part and a content part; the portal's
// upload route takes exactly that form.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ removeDataDir: true });
});
afterAll(async () => server.close());

describe('the browser HTTP client’s multipart upload against POST /api/customer/documents', () => {
  it('uploads a PNG with its meta part and reads the list back', async () => {
    const applied = await submit(server);
    const cookie = visitorCookieOf(applied);
    const { reference } = applied.json as { reference: string };
    const client = new FetchHttpClient(
      {
        baseUrl: `${server.url}/api`,
        userAgent: portalUserAgent('0.1.0'),
        defaultTimeoutMs: 30_000,
      },
      new MemoryLogger(),
    );
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);
    const answer = await client.upload<{ id: string; contentType: string; sizeBytes: number }>(
      '/customer/documents',
      {
        meta: { reference, kind: 'ausweisRueckseite' },
        content: { bytes: png, fileName: 'Rückseite.png', contentType: 'image/png' },
      },
      { headers: { cookie } },
    );
    expect(answer.ok).toBe(true);
    if (!answer.ok) return;
    expect(answer.value.status).toBe(201);
    expect(answer.value.body).toMatchObject({
      contentType: 'image/png',
      sizeBytes: png.length,
      name: 'Rückseite.png',
    });
    const list = await client.get<{ documents: { id: string }[] }>(
      `/customer/documents?antrag=${reference}`,
      { headers: { cookie } },
    );
    expect(list.ok && list.value.body.documents.map((d) => d.id)).toEqual([answer.value.body.id]);
  });
});
