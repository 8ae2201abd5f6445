import { AGE_LIMITS } from '../age/check-birthday';
import type { CalendarDay } from '../calendar/calendar-day';
import { PRODUCT_PROFILES } from '../products/product-profile';
import type { ProductType } from '../products/product-type';
import { checkBirthdayInput } from './birthday-entry';
import { entryTargetUrl } from './entry-target';

/** The sentence beside the link, with the Sofortrente's age limit (SPEC §5, §9: 80). */
export const SOFORT_ALTERNATIVE_TEXT = `Für eine Sofortrente gegen Einmalbeitrag gilt ein Höchstalter von ${AGE_LIMITS.maxSinglePremium} Jahren.`;
export const SOFORT_ALTERNATIVE_LINK = 'Sofortrente vergleichen';

/**
 * Where a visitor too old for the monthly products (over 62, SPEC §5) can still go: the
 * Sofortrente comparison with the birth date, when the date is within its limit of 80; null for
 * every other case (a valid date, too young, too old for both, no date, the Sofortrente itself).
 */
export const sofortAlternativeUrl = (
  input: string,
  product: ProductType,
  today: CalendarDay,
): string | null => {
  if (PRODUCT_PROFILES[product].immediatePayout) return null;
  const own = checkBirthdayInput(input, product, today);
  if (own.state !== 'invalid' || own.reason !== 'MAX_AGE_VIOLATED') return null;
  const single = checkBirthdayInput(input, 'sofort', today);
  if (single.state !== 'valid' || single.iso === null) return null;
  return entryTargetUrl({ product: 'sofort', birthday: single.iso, jobSituation: null });
};
