import { type DeviceOutput, isDeviceOutput } from './device-output';

/** SPEC §3, §9: the query parameter that carries the device output (its cookie: cookies.ts). */
export const DEVICE_OUTPUT_PARAMETER = 'deviceoutput';

// User-agent detection, deliberately small: tablets first, because iPad and Android tablet
// agents may also say "Mobile"-ish things; an Android agent without "Mobile" is a tablet
// (Google's convention); every other phone agent says Mobi (Firefox, Chrome, Safari on iPhone),
// iPhone/iPod, Windows Phone, BlackBerry or Opera Mini.
const TABLET_AGENT = /iPad|Tablet|PlayBook|Silk|Kindle|Android(?!.*Mobi)/i;
const MOBILE_AGENT = /Mobi|iPhone|iPod|Android|Windows Phone|BlackBerry|Opera Mini/i;

/** The device a user agent describes: tablet, mobile, else desktop. */
export const deviceOutputOfAgent = (userAgent: string | null): DeviceOutput => {
  if (userAgent === null || userAgent === '') return 'desktop';
  if (TABLET_AGENT.test(userAgent)) return 'tablet';
  if (MOBILE_AGENT.test(userAgent)) return 'mobile';
  return 'desktop';
};

export interface DeviceOutputChoice {
  readonly output: DeviceOutput;
  /** True when the query parameter chose it: then it is kept in the cookie. */
  readonly fromQuery: boolean;
}

/** SPEC §3, §9: the `deviceoutput` query parameter, then its cookie, then the user agent. */
export const deviceOutputOf = (clues: {
  readonly query: string | null;
  readonly cookie: string | null;
  readonly userAgent: string | null;
}): DeviceOutputChoice => {
  const query = clues.query?.trim().toLowerCase() ?? null;
  if (isDeviceOutput(query)) return { output: query, fromQuery: true };
  const cookie = clues.cookie?.trim().toLowerCase() ?? null;
  if (isDeviceOutput(cookie)) return { output: cookie, fromQuery: false };
  return { output: deviceOutputOfAgent(clues.userAgent), fromQuery: false };
};
