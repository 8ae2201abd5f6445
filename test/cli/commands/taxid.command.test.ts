import { describe, expect, it } from 'vitest';
import { rente } from '../run-cli';

describe('rente taxid', () => {
  it('accepts the official examples, separators ignored', async () => {
    const run = await rente(['taxid', '86095742719', '47 036 892 816', '65/929/970/489', '--json']);
    expect(run.code).toBe(0);
    expect(run.json()).toEqual([
      { input: '86095742719', valid: true, reason: null },
      { input: '47 036 892 816', valid: true, reason: null },
      { input: '65/929/970/489', valid: true, reason: null },
    ]);
  });

  it('rejects with a kind per failure and exit 1', async () => {
    const run = await rente([
      'taxid',
      '65299970480',
      '86095742710',
      '06095742719',
      '123',
      '--json',
    ]);
    expect(run.code).toBe(1);
    expect(run.json()).toEqual([
      { input: '65299970480', valid: false, reason: 'tax-id/three-in-a-row' },
      { input: '86095742710', valid: false, reason: 'tax-id/checksum' },
      { input: '06095742719', valid: false, reason: 'tax-id/leading-zero' },
      { input: '123', valid: false, reason: 'tax-id/format' },
    ]);
    expect(run.stderr).toBe('4 of 4 tax ids are invalid\n');
  });

  it('prints one line per id and the reason for a single invalid one on stderr', async () => {
    const run = await rente(['taxid', '86095742719', '86095742710']);
    expect(run.code).toBe(1);
    expect(run.stdout.split('\n')[1]).toMatch(/^86095742719\s+valid$/);
    expect(run.stderr.split('\n')).toHaveLength(2);
    expect(run.stderr.startsWith('86095742710: ')).toBe(true);
  });

  it('needs at least one id', async () => {
    expect((await rente(['taxid'])).code).toBe(2);
  });
});
