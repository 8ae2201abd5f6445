/** SPEC §9: the partner set (wpset) a visit came with, kept for later visits. */
export const WPSET_COOKIE = 'rk_wpset';

/** 30 days: a partner link keeps counting for a month (our choice; the spec names no age). */
export const WPSET_COOKIE_MAX_AGE_S = 2_592_000;

/** The value of a cookie in a `Cookie` header or `document.cookie`, or null. */
export const cookieValueOf = (header: string | null, name: string): string | null => {
  if (header === null) return null;
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return value.join('=');
    }
  }
  return null;
};
