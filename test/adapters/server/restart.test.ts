import { describe, expect, it } from 'vitest';
import { call, cookieValue } from '../../support/api-call';
import { startTestServer } from '../../support/test-server';

describe('a restart of the server', () => {
  it('keeps the data in the SQLite file', async () => {
    const first = await startTestServer();
    const saved = await call(first, 'POST', '/api/bpm', {
      json: { birthday: '1985-07-14', jobSituation: 'Freiberufler/Selbstständiger' },
    });
    const cookie = `rk_visitor=${cookieValue(saved, 'rk_visitor')}`;
    await first.close();

    const second = await startTestServer({ dataDir: first.dataDir });
    try {
      expect(second.url).not.toBe('');
      const read = await call(second, 'GET', '/api/bpm', { headers: { cookie } });
      expect(read.status).toBe(200);
      expect(read.json).toEqual({
        birthday: '1985-07-14',
        jobSituation: 'Freiberufler/Selbstständiger',
      });
    } finally {
      await second.close();
    }
  });
});
