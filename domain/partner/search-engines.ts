// SPEC §9: search engines whose referrer makes a visit "natural" (organic search traffic).
export interface SearchEngine {
  readonly name: string;
  /** Registrable domains or search hosts; a referrer matches one exactly or as a subdomain. */
  readonly domains: readonly string[];
  /** Query parameters carrying the search words, in the order they are tried. */
  readonly keywordParameters: readonly string[];
}

const GOOGLE_TLDS = 'de com at ch li lu nl be fr it es pl dk cz co.uk com.tr'.split(' ');

export const SEARCH_ENGINES: readonly SearchEngine[] = [
  { name: 'Google', domains: GOOGLE_TLDS.map((tld) => `google.${tld}`), keywordParameters: ['q'] },
  { name: 'Bing', domains: ['bing.com'], keywordParameters: ['q'] },
  {
    name: 'Yahoo',
    domains: ['search.yahoo.com', 'search.yahoo.de'],
    keywordParameters: ['p', 'q'],
  },
  { name: 'DuckDuckGo', domains: ['duckduckgo.com'], keywordParameters: ['q'] },
  { name: 'Ecosia', domains: ['ecosia.org'], keywordParameters: ['q'] },
  { name: 'Qwant', domains: ['qwant.com'], keywordParameters: ['q'] },
  // Only the search hosts: t-online.de, web.de and gmx.net are also news and mail portals.
  { name: 'T-Online Suche', domains: ['suche.t-online.de'], keywordParameters: ['q'] },
  { name: 'Web.de', domains: ['suche.web.de'], keywordParameters: ['q', 'su'] },
  {
    name: 'GMX',
    domains: ['suche.gmx.net', 'suche.gmx.de', 'search.gmx.com'],
    keywordParameters: ['q', 'su'],
  },
  { name: 'Startpage', domains: ['startpage.com'], keywordParameters: ['query', 'q'] },
  {
    name: 'Yandex',
    domains: ['yandex.ru', 'yandex.com', 'yandex.de', 'ya.ru'],
    keywordParameters: ['text'],
  },
  { name: 'Baidu', domains: ['baidu.com'], keywordParameters: ['wd', 'word'] },
];

/** Lower case, without a trailing root dot (`google.de.` is `google.de`). */
export const normalHost = (hostname: string): string => hostname.toLowerCase().replace(/\.$/, '');

/** Whether a host is the domain itself or one of its subdomains (label boundary, no substring). */
export const isHostOf = (hostname: string, domain: string): boolean => {
  const host = normalHost(hostname);
  return host === domain || host.endsWith(`.${domain}`);
};

/** The engine a referrer host belongs to, or null. */
export const searchEngineOf = (hostname: string): SearchEngine | null =>
  SEARCH_ENGINES.find((engine) => engine.domains.some((d) => isHostOf(hostname, d))) ?? null;

/** The search words of a search-engine referrer, or null when the engine hid them. */
export const searchKeywordOf = (engine: SearchEngine, url: URL): string | null => {
  for (const name of engine.keywordParameters) {
    const value = url.searchParams.get(name);
    if (value !== null && value.trim() !== '') return value;
  }
  return null;
};
