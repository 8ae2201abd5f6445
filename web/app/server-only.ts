import type { AppServices } from '../../ports/app-services';

/** The page services only the server has: the application journey, the customer area, consulting. */
export type ServerOnlyArea = 'application' | 'customerArea' | 'consulting';

const NEEDS_SERVER: Readonly<Record<ServerOnlyArea, string>> = {
  application: 'Die Antragsseiten brauchen die Dienste des Servers.',
  customerArea: 'Der Kundenbereich braucht die Dienste des Servers.',
  consulting: 'Die Beratungsseiten brauchen die Dienste des Servers.',
};

/**
 * An area's page services, which live on the server only: there the page services have them; in
 * the browser (a client-side navigation, back or forward) the page loads as a document instead —
 * replacing the history entry the browser already moved to, or adding one for a link — and this
 * never settles. A server without them is a bug: it throws.
 */
export const serverOnly = async <A extends ServerOnlyArea>(
  svc: AppServices,
  area: A,
  request: Request,
): Promise<NonNullable<AppServices[A]>> => {
  const services = svc[area];
  if (services !== undefined) return services as NonNullable<AppServices[A]>;
  if (typeof window === 'undefined') throw new Error(NEEDS_SERVER[area]);
  if (window.location.href === request.url) window.location.replace(request.url);
  else window.location.assign(request.url);
  return new Promise<never>(() => undefined);
};
