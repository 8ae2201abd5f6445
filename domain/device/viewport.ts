import { type DeviceOutput, deviceTypeOf } from './device-output';

// SPEC §9: on mobile fixed to the device width with no zoom; on desktop 1024 wide.
export const VIEWPORTS = {
  mobile: 'width=device-width, initial-scale=1, maximum-scale=1, user-scalable=no',
  desktop: 'width=1024',
} as const;

/** The viewport meta content for an output; tablets get the 1024-wide desktop layout. */
export const viewportFor = (output: DeviceOutput): string =>
  deviceTypeOf(output) === 'mobile' ? VIEWPORTS.mobile : VIEWPORTS.desktop;
