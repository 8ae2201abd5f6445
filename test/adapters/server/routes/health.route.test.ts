import { describe, expect, it } from 'vitest';
import { MemoryHealth } from '../../../../adapters/memory/memory-health.adapter';
import { call } from '../../../support/api-call';
import { startTestServer } from '../../../support/test-server';

describe('GET /api/health', () => {
  it('answers 200 ok while the SQLite database answers', async () => {
    const server = await startTestServer();
    try {
      const answer = await call(server, 'GET', '/api/health');
      expect(answer.status).toBe(200);
      expect(answer.json).toEqual({ status: 'ok' });
    } finally {
      await server.close();
    }
  });

  it('answers 503 when the database is unreachable, and logs it', async () => {
    const server = await startTestServer({ overrides: { health: new MemoryHealth(false) } });
    try {
      const answer = await call(server, 'GET', '/api/health');
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({ status: 'unavailable' });
      expect(server.logger.entries.filter((e) => e.level === 'error')).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it('answers 503 after the SQLite database was closed', async () => {
    const server = await startTestServer();
    try {
      await server.database.close();
      const answer = await call(server, 'GET', '/api/health');
      expect(answer.status).toBe(503);
    } finally {
      await server.close();
    }
  });
});
