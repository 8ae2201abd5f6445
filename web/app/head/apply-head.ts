import type { HeadData } from './head-data';

const setMeta = (selector: string, attribute: 'content' | 'href', value: string | null): void => {
  const element = document.head.querySelector(selector);
  if (element === null) return;
  if (value === null) element.remove();
  else element.setAttribute(attribute, value);
};

/** After a client-side navigation: the new page's title and meta tags (the server wrote the first). */
export const applyHead = (head: HeadData): void => {
  if (document.title !== head.title) document.title = head.title;
  setMeta('meta[name="description"]', 'content', head.description);
  setMeta('link[rel="canonical"]', 'href', head.canonicalUrl);
  setMeta('meta[property="og:title"]', 'content', head.title);
  setMeta('meta[property="og:description"]', 'content', head.description);
  setMeta('meta[property="og:url"]', 'content', head.canonicalUrl);
  const robots = document.head.querySelector('meta[name="robots"]');
  if (head.noindex && robots === null) {
    const meta = document.createElement('meta');
    meta.name = 'robots';
    meta.content = 'noindex, follow';
    document.head.append(meta);
  } else if (!head.noindex) robots?.remove();
};
