import type { ApplicationForm } from './application-form';

/** The contract page's parameter for a retry: the reference whose hand-over was declined or failed. */
export const RETRY_OF_PARAMETER = 'retryOf';

/** 53-bit string hash (cyrb53), as 14 hex digits: no crypto needed, the key is only per owner. */
const hash53 = (text: string, seed: number): string => {
  let h1 = 0xdeadbeef ^ seed;
  let h2 = 0x41c6ce57 ^ seed;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
};

/**
 * The idempotency key /online-contract issues: the same draft for the same tariff and comparison
 * gives the same key, so going back from /thankyou and sending again is the first application,
 * not a second one. A retry after a declined or failed hand-over (`retryOf`, its reference) gets
 * a key of its own, once per such reference. The store counts a key once per owner, so the key
 * need not be secret or unique across owners.
 */
export const contractIdempotencyKey = (
  draft: ApplicationForm,
  choice: { readonly tariffId: string; readonly query: string },
  retryOf: string | null,
): string => {
  const text = JSON.stringify([draft, choice.tariffId, choice.query, retryOf ?? '']);
  return `c-${hash53(text, 1)}${hash53(text, 2)}`;
};
