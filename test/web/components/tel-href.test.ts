import { describe, expect, it } from 'vitest';
import { telHrefOf } from '../../../web/components/tel-href';

describe('telHrefOf', () => {
  it('keeps digits and a leading plus only', () => {
    expect(telHrefOf('0800 123 45 67')).toBe('tel:08001234567');
    expect(telHrefOf(' +49 (0)800 / 123-45 ')).toBe('tel:+49080012345');
    expect(telHrefOf('089 1+2')).toBe('tel:08912');
  });
});
