/** Paths the server answers itself (API, login service, files): always a full page load. */
const SERVER_PATHS = /^\/(api|login)(\/|$)|\.[A-Za-z0-9]+$/;

/**
 * The in-app path (path, query, hash) an anchor leads to, or null when the browser should
 * follow it itself: other origins, other targets, downloads, the API and login pages, files.
 */
export const internalPathOf = (anchor: HTMLAnchorElement, current: Location): string | null => {
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  if (anchor.hasAttribute('download') || anchor.getAttribute('href') === null) return null;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin || SERVER_PATHS.test(url.pathname)) return null;
  // A jump within the page stays with the browser.
  if (url.pathname === current.pathname && url.search === current.search && url.hash !== '') {
    return null;
  }
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The anchor an event started in, if any. */
export const anchorOf = (target: EventTarget | null): HTMLAnchorElement | null =>
  target instanceof Element ? target.closest('a') : null;
