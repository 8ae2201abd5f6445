import { describe, expect, it } from 'vitest';
import {
  DEVICE_OUTPUT_COOKIE_MAX_AGE_S,
  REN_REF_COOKIE_MAX_AGE_S,
} from '../../../domain/device/cookies';

describe('cookie max ages (SPEC §9)', () => {
  it('keeps renRef 180 days and the device output one day', () => {
    expect(REN_REF_COOKIE_MAX_AGE_S).toBe(15552000);
    expect(REN_REF_COOKIE_MAX_AGE_S).toBe(180 * 24 * 60 * 60);
    expect(DEVICE_OUTPUT_COOKIE_MAX_AGE_S).toBe(86400);
  });
});
