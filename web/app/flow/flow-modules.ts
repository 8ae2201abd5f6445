import type { ComponentType } from 'react';
import type { ActionFunction, LoaderFunction, RouteObject } from 'react-router-dom';
import type { AppServices } from '../../../ports/app-services';

/** What a flow step's own module exports: its component and, optionally, loader/action factories. */
export interface FlowRouteModule {
  readonly Component: ComponentType;
  readonly loader?: (svc: AppServices) => LoaderFunction;
  readonly action?: (svc: AppServices) => ActionFunction;
}

/** The route part a flow module resolves to (react-router `lazy`). */
export type FlowLazyRoute = Pick<RouteObject, 'Component' | 'loader' | 'action'>;

export interface FlowModule {
  /** The module's source path: the key of its chunk in the Vite manifest. */
  readonly file: string;
  /** Loads the module alone (the server preloads every chunk at start). */
  readonly load: () => Promise<FlowRouteModule>;
  /** The route's `lazy`: the module with its loader and action bound to the services. */
  readonly routeOf: (svc: AppServices) => () => Promise<FlowLazyRoute>;
}

/** A flow module from its source path and its dynamic import. */
export const flowModule = (file: string, load: () => Promise<FlowRouteModule>): FlowModule => ({
  file,
  load,
  routeOf: (svc) => async () => {
    const module = await load();
    return {
      Component: module.Component,
      ...(module.loader === undefined ? {} : { loader: module.loader(svc) }),
      ...(module.action === undefined ? {} : { action: module.action(svc) }),
    };
  },
});

/**
 * One lazily loaded module (own chunk) per flow path (SPEC §2 flow routes); a flow path without
 * an entry keeps the placeholder page. The file must name the module the import loads.
 */
export const FLOW_MODULES: Readonly<Record<string, FlowModule>> = {
  '/onboarding-personal-data': flowModule(
    'web/app/flow/personal-data-route.tsx',
    () => import('./personal-data-route'),
  ),
  '/onboarding-product-selection': flowModule(
    'web/app/flow/product-selection-route.tsx',
    () => import('./product-selection-route'),
  ),
  '/onboarding-contribution': flowModule(
    'web/app/flow/contribution-route.tsx',
    () => import('./contribution-route'),
  ),
  '/onboarding-investment-selection': flowModule(
    'web/app/flow/investment-selection-route.tsx',
    () => import('./investment-selection-route'),
  ),
  '/onboarding-sofort': flowModule('web/app/flow/sofort-route.tsx', () => import('./sofort-route')),
  '/result': flowModule('web/app/flow/result-route.tsx', () => import('./result-route')),
  '/comparison': flowModule(
    'web/app/flow/comparison-route.tsx',
    () => import('./comparison-route'),
  ),
  '/insurance-list': flowModule(
    'web/app/flow/insurer-list-route.tsx',
    () => import('./insurer-list-route'),
  ),
  '/sofort-insurance-list': flowModule(
    'web/app/flow/sofort-insurer-list-route.tsx',
    () => import('./sofort-insurer-list-route'),
  ),
  '/tariff-details': flowModule(
    'web/app/flow/tariff-details-route.tsx',
    () => import('./tariff-details-route'),
  ),
};

/** The flow module of a path, or null (the placeholder). */
export const flowModuleOf = (path: string): FlowModule | null =>
  Object.hasOwn(FLOW_MODULES, path) ? (FLOW_MODULES[path] ?? null) : null;
