import { type MouseEvent, type SyntheticEvent, useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { prefetchPage } from '../prefetch';
import { pageForPath } from '../route-modules';
import { useServices } from '../services-context';
import { anchorOf, internalPathOf } from './internal-link';
import { samePageTargetOf, scrollToAnchorTarget } from './same-page-anchor';

/**
 * Plain <a href> links everywhere (also inside the Markdown HTML) become client-side navigations,
 * jumps within the page scroll smoothly (SPEC §9), and hovering, focusing or touching a link
 * prefetches the target's route chunk and content. `intercept` may take a link over first (the
 * app bridge's login); it answers true when it did.
 */
export const useInternalLinks = (
  intercept: (anchor: HTMLAnchorElement) => boolean = () => false,
): {
  readonly onClick: (event: MouseEvent<HTMLElement>) => void;
  readonly onIntent: (event: SyntheticEvent<HTMLElement>) => void;
} => {
  const navigate = useNavigate();
  const svc = useServices();
  const onClick = useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = anchorOf(event.target);
      if (anchor === null) return;
      if (intercept(anchor)) {
        event.preventDefault();
        return;
      }
      const target = samePageTargetOf(anchor, window.location);
      if (target !== null) {
        event.preventDefault();
        scrollToAnchorTarget(target);
        return;
      }
      const path = internalPathOf(anchor, window.location);
      if (path === null) return;
      event.preventDefault();
      navigate(path);
    },
    [navigate, intercept],
  );
  const onIntent = useCallback(
    (event: SyntheticEvent<HTMLElement>) => {
      const anchor = anchorOf(event.target);
      const path = anchor === null ? null : internalPathOf(anchor, window.location);
      if (path !== null) prefetchPage(svc, pageForPath(path), path);
    },
    [svc],
  );
  return { onClick, onIntent };
};
