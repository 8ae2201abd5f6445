import { useMatches } from 'react-router-dom';
import { isPageHandle, type PageHandle } from './page-handle';

/** The handle of the deepest matched page route, or null (root errors). */
export const usePageHandle = (): PageHandle | null => {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i]?.handle;
    if (isPageHandle(handle)) return handle;
  }
  return null;
};
