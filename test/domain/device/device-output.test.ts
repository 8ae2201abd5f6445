import { describe, expect, it } from 'vitest';
import {
  DEVICE_OUTPUTS,
  DEVICE_TYPES,
  deviceTypeOf,
  isAppOutput,
  isDeviceOutput,
  isDeviceType,
} from '../../../domain/device/device-output';

describe('device output', () => {
  it('knows the five outputs and three device types of SPEC §3', () => {
    expect(DEVICE_OUTPUTS).toEqual(['desktop', 'mobile', 'tablet', 'app', 'tabletapp']);
    expect(DEVICE_TYPES).toEqual(['desktop', 'mobile', 'tablet']);
    expect(isDeviceOutput('tabletapp')).toBe(true);
    expect(isDeviceOutput('Desktop')).toBe(false);
    expect(isDeviceOutput(undefined)).toBe(false);
    expect(isDeviceType('app')).toBe(false);
    expect(isDeviceType('tablet')).toBe(true);
  });

  it('maps the app outputs to their device and marks them as app', () => {
    expect(DEVICE_OUTPUTS.map(deviceTypeOf)).toEqual([
      'desktop',
      'mobile',
      'tablet',
      'mobile',
      'tablet',
    ]);
    expect(DEVICE_OUTPUTS.filter(isAppOutput)).toEqual(['app', 'tabletapp']);
  });
});
