import { smoothScrollTo } from '../../features/smooth-scroll/smooth-scroll';

/** The element a same-page link (`#id` on the current path and query) points at, or null. */
export const samePageTargetOf = (
  anchor: HTMLAnchorElement,
  current: Location,
): HTMLElement | null => {
  if (anchor.target !== '' && anchor.target !== '_self') return null;
  const href = anchor.getAttribute('href');
  if (href === null) return null;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin || url.pathname !== current.pathname) return null;
  if (url.search !== current.search || url.hash.length < 2) return null;
  let id: string;
  try {
    id = decodeURIComponent(url.hash.slice(1));
  } catch {
    return null;
  }
  return document.getElementById(id);
};

/**
 * SPEC §9: scrolls to the target in 1000 ms out-circ (at once with prefers-reduced-motion), then
 * puts its hash in the address and the focus on it, as the browser's own jump would.
 */
export const scrollToAnchorTarget = (target: HTMLElement): void => {
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const top = Math.max(0, target.getBoundingClientRect().top + window.scrollY);
  smoothScrollTo(window, Math.round(top), reduced, () => {
    window.history.pushState(window.history.state, '', `#${encodeURIComponent(target.id)}`);
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  });
};
