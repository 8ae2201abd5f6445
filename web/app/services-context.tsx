import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import type { AppServices } from '../../ports/app-services';

const ServicesContext = createContext<AppServices | null>(null);

/** Hands the services to every component below (ARCHITECTURE.md: React never sees the container). */
export const ServicesProvider = ({
  services,
  children,
}: {
  readonly services: AppServices;
  readonly children: ReactNode;
}): ReactElement => <ServicesContext value={services}>{children}</ServicesContext>;

export const useServices = (): AppServices => {
  const services = useContext(ServicesContext);
  if (services === null) throw new Error('useServices outside ServicesProvider');
  return services;
};
