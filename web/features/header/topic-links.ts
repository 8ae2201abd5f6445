export interface NavLink {
  readonly href: string;
  readonly label: string;
}

/** The four topic areas of SPEC §2's content pages. */
export const HEADER_TOPIC_LINKS: readonly NavLink[] = [
  { href: '/rentenversicherung', label: 'Rentenversicherung' },
  { href: '/riester-rente', label: 'Riester-Rente' },
  { href: '/ruerup-rente', label: 'Rürup-Rente' },
  { href: '/altersvorsorge', label: 'Altersvorsorge' },
];

/** A topic link is current on its own page and every page below it. */
export const isCurrentTopic = (linkHref: string, path: string): boolean =>
  path === linkHref || path.startsWith(`${linkHref}/`);

/** The topic link current on a path, or null (the markup of the topic navigation depends on it alone). */
export const currentTopicOf = (path: string): string | null =>
  HEADER_TOPIC_LINKS.find((link) => isCurrentTopic(link.href, path))?.href ?? null;
