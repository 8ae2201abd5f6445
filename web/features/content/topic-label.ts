/** The topic a path belongs to, shown above the page's heading. */
export const topicLabelOf = (path: string): string => {
  const root = path.split('/')[1] ?? '';
  switch (root) {
    case 'riester-rente':
      return 'Riester-Rente';
    case 'ruerup-rente':
      return 'Rürup-Rente';
    case 'altersvorsorge':
      return 'Altersvorsorge';
    default:
      return path.includes('sofortrente') ? 'Sofortrente' : 'Rentenversicherung';
  }
};

/** An id for a heading: lower case, umlauts spelled out, other characters as hyphens. */
export const anchorIdOf = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
