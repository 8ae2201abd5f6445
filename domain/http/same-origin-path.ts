/** Longer return addresses are no page of the portal. */
const MAX_RETURN_TO_LENGTH = 2048;

/**
 * A return address after login: only a path on the portal itself. It is parsed against the
 * public URL and must keep that origin; backslashes, control characters and paths that a browser
 * would read as another host ('//evil', also after dot-segment removal as in '/%2e%2e//evil')
 * are refused. Answers the normalised path with query and fragment, or null.
 */
export const sameOriginPath = (publicUrl: string, raw: string): string | null => {
  if (raw.length > MAX_RETURN_TO_LENGTH || !raw.startsWith('/')) return null;
  if (/[\\\p{Cc}\s]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, publicUrl);
  } catch {
    return null;
  }
  if (url.origin !== new URL(publicUrl).origin) return null;
  if (url.pathname.startsWith('//')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};
