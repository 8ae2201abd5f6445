import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { MemoryLogger } from '../../../adapters/memory/memory-logger.adapter';
import {
  addRequestLine,
  fastifyLoggerFor,
  logsAt,
  pathOf,
} from '../../../adapters/server/fastify-logger';

describe('fastifyLoggerFor', () => {
  it('maps the pino levels onto the port and drops lines below the level', () => {
    const port = new MemoryLogger();
    const log = fastifyLoggerFor(port, 'info');
    log.trace('t');
    log.debug('d');
    log.info('i');
    log.warn('w');
    log.error('e');
    log.fatal('f');
    expect(port.entries.map((e) => [e.level, e.message])).toEqual([
      ['info', 'i'],
      ['warn', 'w'],
      ['error', 'e'],
      ['error', 'f'],
    ]);
  });

  it('keeps of a request only method and path, of a reply the status, of an error name, message and stack', () => {
    const port = new MemoryLogger();
    const child = fastifyLoggerFor(port, 'debug').child({ reqId: 'req-1' });
    const error = new Error('kaputt');
    child.error(
      {
        req: {
          method: 'POST',
          url: '/api/auth/callback?email=max@example.de',
          headers: { cookie: 'rk_session=geheim', authorization: 'Bearer x' },
          body: { birthday: '1980-01-01' },
        },
        res: { statusCode: 500, headers: { 'set-cookie': 'a=b' } },
        err: error,
        body: { password: 'geheim' },
        responseTime: 12.5,
      },
      'request errored',
    );
    expect(port.entries).toEqual([
      {
        level: 'error',
        message: 'request errored',
        meta: {
          reqId: 'req-1',
          method: 'POST',
          path: '/api/auth/callback',
          statusCode: 500,
          errorName: 'Error',
          errorMessage: 'kaputt',
          stack: error.stack,
          responseTime: 12.5,
        },
      },
    ]);
    expect(JSON.stringify(port.entries)).not.toMatch(/geheim|example\.de|1980|Bearer/);
  });

  it('takes the message from the second argument, from obj.msg, or leaves it empty', () => {
    const port = new MemoryLogger();
    const log = fastifyLoggerFor(port, 'debug');
    log.info({ msg: 'inline' });
    log.info({ a: 1 });
    log.warn(new Error('boom'));
    expect(port.entries.map((e) => e.message)).toEqual(['inline', '', '']);
    expect(port.entries[2]?.meta).toMatchObject({ errorMessage: 'boom' });
  });

  it('says its level and has a silent method', () => {
    const log = fastifyLoggerFor(new MemoryLogger(), 'warn');
    expect(log.level).toBe('warn');
    expect(() => log.silent('x')).not.toThrow();
  });
});

describe('pathOf', () => {
  it('drops the query', () => {
    expect(pathOf('/api/ren-ref?renRef=1')).toBe('/api/ren-ref');
    expect(pathOf('/api/bpm')).toBe('/api/bpm');
  });
});

describe('addRequestLine', () => {
  const served = async (logLevel: 'info' | 'warn'): Promise<MemoryLogger> => {
    const logger = new MemoryLogger();
    const app = Fastify();
    app.decorateRequest('correlationId', 'c-1');
    addRequestLine(app, { logger, config: { logLevel } });
    app.get('/api/bpm', async () => ({}));
    await app.inject({ method: 'GET', url: '/api/bpm?email=max@example.de' });
    await app.close();
    return logger;
  };

  it('writes one line per answer at info: method, path without the query, status, correlation id', async () => {
    const lines = (await served('info')).entries.filter((e) => e.message === 'request');
    expect(lines).toHaveLength(1);
    expect(lines[0]?.meta).toMatchObject({
      method: 'GET',
      path: '/api/bpm',
      statusCode: 200,
      correlationId: 'c-1',
    });
    expect(typeof lines[0]?.meta.durationMs).toBe('number');
  });

  it('adds no hook below info, so nothing is built for the logger to drop', async () => {
    expect((await served('warn')).entries).toEqual([]);
  });
});

describe('logsAt', () => {
  it('is true for the level itself and those above it', () => {
    expect(logsAt('info', 'info')).toBe(true);
    expect(logsAt('info', 'warn')).toBe(true);
    expect(logsAt('warn', 'info')).toBe(false);
    expect(logsAt('error', 'warn')).toBe(false);
    expect(logsAt('debug', 'debug')).toBe(true);
  });
});
