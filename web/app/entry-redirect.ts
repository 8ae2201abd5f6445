import { carryQueryParameters } from '../../domain/partner/carried-parameters';
import { ENTRY_SUBMIT_FIELD } from '../features/comparison-entry/entry-data';

/**
 * SPEC §9 for the landing widget sent without JavaScript (issue 32, finding 12): its redirect
 * into the steps takes the page's partner parameters (wpset, wp1, wp2) and 'stay' along, as the
 * widget with JavaScript does. Done here, on the server only: the loaders every page loads in
 * the browser stay as small as they are (the result page's JS budget). `sentForm` is a posted
 * form's body (null for a GET, whose query holds the widget's old GET form); any other redirect,
 * and one leaving the site, keeps its target.
 */
export const entryRedirectTarget = (
  requestUrl: URL,
  sentForm: URLSearchParams | null,
  location: string | null,
): string | null => {
  if (location === null || !location.startsWith('/') || location.startsWith('//')) return location;
  const fields = sentForm ?? requestUrl.searchParams;
  if (fields.get(ENTRY_SUBMIT_FIELD.name) !== ENTRY_SUBMIT_FIELD.value) return location;
  return carryQueryParameters(Object.fromEntries(requestUrl.searchParams), location);
};
