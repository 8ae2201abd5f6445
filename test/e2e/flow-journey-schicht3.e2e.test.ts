import { describe, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { finish, flowPage, LANDINGS } from './flow-kit';
import {
  comparisonStep,
  contributionStep,
  investmentStep,
  personalDataStep,
  productStep,
} from './flow-steps';

// The schicht3 journey in Chromium against the production build, from the landing
// page's entry widget through every step to the side-by-side comparison of three tariffs;
// reload and back/forward at every step. Fails on a console error, page error or CSP violation.

const rig = setUpRig(300_000);

describe('the schicht3 journey (issue 7)', () => {
  it('landing widget → four steps → result list → comparison of three, stable every way', async () => {
    const flow = await flowPage(rig.browser, rig.server.url, { axe: true });
    await personalDataStep(flow, LANDINGS.schicht3);
    await productStep(flow, 'schicht3');
    await contributionStep(flow, { monthly: '150', expectedMp: '150' });
    const list = await investmentStep(flow, '0');
    await comparisonStep(flow, list, 3);
    await finish(flow);
  }, 180_000);
});
