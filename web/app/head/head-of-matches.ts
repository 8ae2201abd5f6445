import type { PublicConfig } from '../../../ports/app-services';
import { isPageHandle } from '../page-handle';
import { type HeadData, headFor } from './head-data';

/** A matched route as both the static handler and useMatches() can describe it. */
export interface MatchedRoute {
  readonly handle: unknown;
  /**
   * The route's loader data; a `pageTitle` in it replaces the registry title, a `content` brings
   * the page's description.
   */
  readonly data?: unknown;
}

/** A loader's own title for its page (the result list of a single premium), or undefined. */
const pageTitleOf = (data: unknown): string | undefined =>
  typeof data === 'object' &&
  data !== null &&
  'pageTitle' in data &&
  typeof data.pageTitle === 'string'
    ? data.pageTitle
    : undefined;

/**
 * The meta description a page's written content brings (content-loader.ts: the registry keeps
 * none for content, landing and sub-landing pages), or undefined.
 */
const contentDescriptionOf = (data: unknown): string | undefined => {
  if (typeof data !== 'object' || data === null || !('content' in data)) return undefined;
  const { content } = data;
  return typeof content === 'object' &&
    content !== null &&
    'description' in content &&
    typeof content.description === 'string'
    ? content.description
    : undefined;
};

/** The head of the deepest matched page route; null when no page route matched. */
export const headOfMatches = (
  matches: readonly MatchedRoute[],
  config: PublicConfig,
): HeadData | null => {
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const match = matches[i];
    if (match === undefined || !isPageHandle(match.handle)) continue;
    const { page, canonicalPath, indexable } = match.handle;
    const title = pageTitleOf(match.data);
    const description = contentDescriptionOf(match.data);
    return headFor({
      page,
      ...(title === undefined ? {} : { title }),
      ...(description === undefined ? {} : { description }),
      ...(canonicalPath === undefined ? {} : { canonicalPath }),
      ...(indexable === undefined ? {} : { indexable }),
      publicUrl: config.publicUrl,
      siteName: config.brandName,
    });
  }
  return null;
};
