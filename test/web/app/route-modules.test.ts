import type { ReactElement } from 'react';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { CONSULTATION_PAGE_SEEDS } from '../../../domain/pages/consultation-pages';
import { CUSTOMER_AREA_PAGE_SEEDS } from '../../../domain/pages/customer-area-pages';
import { FLOW_PAGE_SEEDS } from '../../../domain/pages/flow-pages';
import type { AppServices } from '../../../ports/app-services';
import { FLOW_MODULES, flowModule, flowModuleOf } from '../../../web/app/route-modules';
import { fakeServices } from '../web-test-kit';

const Step = (): ReactElement | null => null;

describe('flow modules: one lazily loaded module per flow path', () => {
  it('binds the loader and action factories to the services', async () => {
    const seen: AppServices[] = [];
    const module = flowModule('web/features/x/x-route.tsx', async () => ({
      Component: Step,
      loader: (svc) => async (_args: LoaderFunctionArgs) => {
        seen.push(svc);
        return { step: 'x' };
      },
    }));
    const svc = fakeServices();
    const route = await module.routeOf(svc)();
    expect(route.Component).toBe(Step);
    expect(route.action).toBeUndefined();
    expect(typeof route.loader).toBe('function');
    const loader = route.loader as (args: LoaderFunctionArgs) => Promise<unknown>;
    const answer = await loader({
      request: new Request('https://x.test/x'),
      params: {},
      context: undefined,
    } as LoaderFunctionArgs);
    expect(answer).toEqual({ step: 'x' });
    expect(seen).toEqual([svc]);
  });

  it('has modules only for flow paths of the registry, each with its own file', () => {
    const flowPaths = [
      ...FLOW_PAGE_SEEDS,
      ...CONSULTATION_PAGE_SEEDS,
      ...CUSTOMER_AREA_PAGE_SEEDS,
    ].map(([path]) => path);
    for (const path of Object.keys(FLOW_MODULES)) expect(flowPaths).toContain(path);
    const files = Object.values(FLOW_MODULES).map((m) => m.file);
    expect(new Set(files).size).toBe(files.length);
  });

  it('gives null for a path without a module (the placeholder stays)', () => {
    expect(flowModuleOf('/grades-explanation')).toBeNull();
    expect(flowModuleOf('toString')).toBeNull();
  });
});
