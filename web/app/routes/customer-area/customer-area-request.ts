import type { AppServices } from '../../../../ports/app-services';
import type { CustomerAreaPageServices } from '../../../../ports/customer-area-page-services';

/**
 * The customer area's data lives on the server only: there the page services have it; in the
 * browser (a client-side navigation, back or forward) the page loads as a document instead and
 * this never settles.
 */
export const serverCustomerArea = async (
  svc: AppServices,
  request: Request,
): Promise<CustomerAreaPageServices> => {
  if (svc.customerArea !== undefined) return svc.customerArea;
  if (typeof window === 'undefined') {
    throw new Error('Der Kundenbereich braucht die Dienste des Servers.');
  }
  if (window.location.href === request.url) window.location.replace(request.url);
  else window.location.assign(request.url);
  return new Promise<never>(() => undefined);
};
