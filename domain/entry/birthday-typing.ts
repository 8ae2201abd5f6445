/**
 * Adds the dots of DD.MM.YYYY while a visitor types digits at the end of the input: after the
 * day and the month, and before a third digit typed without a dot. Deleting, typing elsewhere
 * than at the end, or a text with anything but digits and dots is left exactly as it is, so
 * the helper never fights the user; a dot typed right after an added one is not doubled.
 */
export const withBirthdayDots = (previous: string, next: string, caretAtEnd: boolean): string => {
  if (!caretAtEnd || next.length <= previous.length || !/^[\d.]*$/.test(next)) return next;
  // A dot typed right after one that was added for the visitor is the same dot.
  if (next === `${previous}.` && previous.endsWith('.')) return previous;
  if (/^\d{2}$/.test(next) || /^\d{1,2}\.\d{2}$/.test(next)) return `${next}.`;
  const dayOverflow = /^(\d{2})(\d)$/.exec(next);
  if (dayOverflow !== null) return `${dayOverflow[1]}.${dayOverflow[2]}`;
  const monthOverflow = /^(\d{1,2}\.\d{2})(\d)$/.exec(next);
  if (monthOverflow !== null) return `${monthOverflow[1]}.${monthOverflow[2]}`;
  return next;
};
