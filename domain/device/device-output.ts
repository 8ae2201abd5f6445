import { isOneOf } from '../value-set';

// SPEC §3: device output (the `deviceoutput` query parameter and cookie).
export const DEVICE_OUTPUTS = ['desktop', 'mobile', 'tablet', 'app', 'tabletapp'] as const;
export type DeviceOutput = (typeof DEVICE_OUTPUTS)[number];
export const isDeviceOutput = (input: unknown): input is DeviceOutput =>
  isOneOf(DEVICE_OUTPUTS, input);

// SPEC §3: the device type is desktop, mobile or tablet.
export const DEVICE_TYPES = ['desktop', 'mobile', 'tablet'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];
export const isDeviceType = (input: unknown): input is DeviceType => isOneOf(DEVICE_TYPES, input);

/** The app outputs run inside the provider's phone or tablet app (SPEC §4: login via app event). */
export const isAppOutput = (output: DeviceOutput): boolean =>
  output === 'app' || output === 'tabletapp';

/** The device an output renders for: the phone app is mobile, the tablet app is tablet. */
export const deviceTypeOf = (output: DeviceOutput): DeviceType => {
  switch (output) {
    case 'app':
      return 'mobile';
    case 'tabletapp':
      return 'tablet';
    default:
      return output;
  }
};
