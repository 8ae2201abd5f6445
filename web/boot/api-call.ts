import { correlationId } from '../../domain/http/correlation-id';
import { BROWSER_USER_AGENT_HEADER, portalUserAgent } from '../../domain/http/user-agent';
import { browserNow } from './browser-clock';

/** The web app's version, in the custom user-agent of its calls (SPEC §7). */
export const APP_VERSION = '0.1.0';

// SPEC §7: the custom user-agent, as the fetch client sends it (adapters/http).
const USER_AGENT = portalUserAgent(APP_VERSION);

/** The headers of a plain call to the portal API: JSON, a correlation id, the custom user-agent. */
export const apiHeaders = (json = false): Record<string, string> => ({
  accept: 'application/json',
  ...(json ? { 'content-type': 'application/json' } : {}),
  [BROWSER_USER_AGENT_HEADER]: USER_AGENT,
  'x-correlation-id': correlationId(
    browserNow(),
    globalThis.crypto.randomUUID().replaceAll('-', ''),
  ),
});

/** A string field of a JSON answer, or null on any failure (as the portal API adapter answers). */
export const getStringField = async (url: string, field: string): Promise<string | null> => {
  try {
    const answer = await fetch(url, { headers: apiHeaders(), credentials: 'same-origin' });
    if (!answer.ok) return null;
    const body: unknown = await answer.json();
    const value = typeof body === 'object' && body !== null ? Reflect.get(body, field) : null;
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
};

/**
 * SPEC §7, §9: GET /api/ren-ref on arrival sets the reference cookie. A plain fetch: neither the
 * ports chunk (inversify and the adapters) nor React is needed for it. Null on any failure.
 */
export const renRefOnArrival = (): Promise<string | null> =>
  getStringField('/api/ren-ref', 'renRef');
