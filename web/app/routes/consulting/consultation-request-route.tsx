import type { ReactElement } from 'react';
import { type LoaderFunctionArgs, redirect } from 'react-router-dom';
import { bookingUrlOf } from '../../../../domain/consulting/consulting-paths';
import { isProductType } from '../../../../domain/products/product-type';
import type { AppServices } from '../../../../ports/app-services';
import { bookingEntryOf } from './consulting-request';

/**
 * /beratung-anfragen is no page of its own any more (issue 29 finding 9: one consultation path).
 * Old links and bookmarks (`?tariffId=…&<search>`) lead to „Rückruf statt Termin“ on the booking
 * page, with the tariff and its product; a form posted from a page cached before is not stored
 * (its fields are not the new form's) but leads there as well, to be sent again.
 */
const callbackUrlOf = (url: URL): string => {
  // The search's product (`pt`) and the tariff id as the booking page accepts them.
  const product = url.searchParams.get('pt');
  const { tariffId } = bookingEntryOf(url);
  return bookingUrlOf(
    { origin: 'tariff', product: isProductType(product) ? product : null, tariffId },
    { callback: '1' },
  );
};

/** GET: a permanent redirect (301), so search engines and bookmarks move on, too. */
export const loader =
  (_svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<never> => {
    throw redirect(callbackUrlOf(new URL(request.url)), 301);
  };

/** POST: 303 to the callback form (a GET), never storing the old form's fields. */
export const action =
  (_svc: AppServices) =>
  async ({ request }: LoaderFunctionArgs): Promise<never> => {
    throw redirect(callbackUrlOf(new URL(request.url)), 303);
  };

/** Never rendered: the loader and the action always redirect. */
export const Component = (): ReactElement | null => null;
