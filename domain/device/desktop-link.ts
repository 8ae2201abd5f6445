import { type DeviceOutput, deviceTypeOf } from './device-output';

// SPEC §2: the pages whose mobile version hides the link to the desktop version.
export const PAGES_WITHOUT_DESKTOP_LINK: readonly string[] = ['/thankyou', '/personal-login'];

const withoutTrailingSlash = (path: string): string =>
  path.length > 1 ? path.replace(/\/+$/, '') : path;

/**
 * SPEC §2: the mobile header links to the desktop version everywhere except on the mobile
 * thank-you and personal-login pages; a desktop page is already the desktop version, so it has
 * no such link.
 */
export const showsDesktopLink = (path: string, deviceOutput: DeviceOutput): boolean => {
  if (deviceOutput === 'desktop') return false;
  const onHiddenPage = PAGES_WITHOUT_DESKTOP_LINK.includes(withoutTrailingSlash(path));
  return !(onHiddenPage && deviceTypeOf(deviceOutput) === 'mobile');
};

/**
 * SPEC §2: the same page with `deviceoutput=desktop`; the other query parameters stay as they
 * are, an earlier `deviceoutput` is replaced. `search` may start with '?' or be empty.
 */
export const desktopVersionHref = (path: string, search: string): string => {
  const kept = search
    .replace(/^\?/, '')
    .split('&')
    .filter((pair) => pair !== '' && pair.split('=')[0]!.toLowerCase() !== 'deviceoutput');
  return `${path}?${[...kept, 'deviceoutput=desktop'].join('&')}`;
};
