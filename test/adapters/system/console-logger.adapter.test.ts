import { describe, expect, it } from 'vitest';
import { ConsoleLoggerAdapter } from '../../../adapters/system/console-logger.adapter';

const capture = (level: 'debug' | 'info' | 'warn' | 'error') => {
  const lines: string[] = [];
  const logger = new ConsoleLoggerAdapter(level, {
    sink: { write: (line) => lines.push(line) },
    now: () => 0,
    batch: false,
  });
  return { logger, lines };
};

describe('ConsoleLoggerAdapter', () => {
  it('writes one JSON object per line: time, level, msg, then the meta', () => {
    const { logger, lines } = capture('info');
    logger.log('warn', 'client log', { clientIp: '127.0.0.1', correlationId: '1-a' });
    expect(lines).toEqual([
      '{"time":"1970-01-01T00:00:00.000Z","level":"warn","msg":"client log","clientIp":"127.0.0.1","correlationId":"1-a"}\n',
    ]);
  });

  it('drops lines below its level', () => {
    const { logger, lines } = capture('warn');
    logger.log('debug', 'd');
    logger.log('info', 'i');
    logger.log('warn', 'w');
    logger.log('error', 'e');
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['w', 'e']);
    expect(logger.isEnabled('info')).toBe(false);
    expect(logger.isEnabled('error')).toBe(true);
  });

  it('never lets meta overwrite time, level or msg', () => {
    const { logger, lines } = capture('debug');
    logger.log('info', 'echt', { level: 'error', msg: 'falsch', time: 'gestern' });
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({
      time: '1970-01-01T00:00:00.000Z',
      level: 'info',
      msg: 'echt',
    });
  });

  it('writes a line even for meta that JSON cannot hold', () => {
    const { logger, lines } = capture('debug');
    const cycle: Record<string, unknown> = {};
    cycle.self = cycle;
    logger.log('error', 'zyklisch', { cycle, big: 1n });
    expect(JSON.parse(lines[0] ?? '')).toMatchObject({ level: 'error', msg: 'zyklisch' });
  });

  it('writes the lines of one event-loop turn in one go when batching', async () => {
    const writes: string[] = [];
    const logger = new ConsoleLoggerAdapter('info', {
      sink: { write: (text) => writes.push(text) },
      now: () => 0,
    });
    logger.log('info', 'eins');
    logger.log('debug', 'leise');
    logger.log('warn', 'zwei');
    expect(writes).toEqual([]);
    await new Promise((resolve) => setImmediate(resolve));
    expect(writes).toHaveLength(1);
    expect(writes[0]?.split('\n').map((l) => (l === '' ? null : JSON.parse(l).msg))).toEqual([
      'eins',
      'zwei',
      null,
    ]);
    logger.log('error', 'drei');
    logger.flush();
    expect(writes).toHaveLength(2);
  });

  it('writes a line without meta and escapes the message', () => {
    const { logger, lines } = capture('info');
    logger.log('info', 'ohne');
    logger.log('info', 'Zeile "eins"\nzwei', {});
    expect(lines).toEqual([
      '{"time":"1970-01-01T00:00:00.000Z","level":"info","msg":"ohne"}\n',
      '{"time":"1970-01-01T00:00:00.000Z","level":"info","msg":"Zeile \\"eins\\"\\nzwei"}\n',
    ]);
    expect(JSON.parse(lines[1] ?? '').msg).toBe('Zeile "eins"\nzwei');
  });

  it('gives every line the time of its own millisecond', () => {
    const TIMES = [0, 0, 1, 999, 1000, 1010, 86_400_000, 1, -1, -999, -1001, 1_772_359_200_123.9];
    let ms = 0;
    const lines: string[] = [];
    const logger = new ConsoleLoggerAdapter('info', {
      sink: { write: (line) => lines.push(line) },
      now: () => ms,
      batch: false,
    });
    for (const at of TIMES) {
      ms = at;
      logger.log('info', 'x', { n: null, ok: true });
    }
    expect(lines.map((l) => JSON.parse(l))).toEqual(
      TIMES.map((at) => ({
        time: new Date(at).toISOString(),
        level: 'info',
        msg: 'x',
        n: null,
        ok: true,
      })),
    );
  });
});
