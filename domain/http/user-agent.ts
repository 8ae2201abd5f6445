/** SPEC §7: the custom user-agent of the portal's API calls, `Rentenkompass/<version> (+portal)`. */
export const portalUserAgent = (version: string, brandName = 'Rentenkompass'): string =>
  `${brandName}/${version} (+portal)`;

/** Browsers forbid a script to set User-Agent: the web app sends its user-agent in this header. */
export const BROWSER_USER_AGENT_HEADER = 'x-rk-user-agent';
