import { expect } from 'vitest';
import {
  compareFromList,
  expectAccessible,
  expectComparisonOf,
  expectResultList,
  expectStableEveryWay,
  type FlowPage,
  fillPersonalData,
  listedRows,
  openLanding,
  type RegularProduct,
  type ShownRow,
  shownRows,
  submitStep,
  useEntryWidget,
} from './flow-kit';

// The steps of the regular journey, each with reload and back/forward.

const BIRTHDAY = '12.04.1985';
const JOB = 'Angestellter';

/** axe-core on the step when the journey asks for it. */
const axe = async (flow: FlowPage): Promise<void> => {
  if (flow.axe) await expectAccessible(flow.page);
};

const progress = async (flow: FlowPage, text: string): Promise<void> => {
  expect(await flow.page.locator('.step__progress-text').textContent()).toBe(text);
};

/** Landing widget → step 1 (prefilled), a refused form, the answers → step 2. */
export const personalDataStep = async (
  flow: FlowPage,
  landing: string,
  family: { readonly married?: boolean; readonly children?: readonly string[] } = {},
): Promise<void> => {
  const { field, radio, page } = flow;
  await openLanding(flow, landing);
  await useEntryWidget(flow, { birthday: BIRTHDAY, job: JOB });
  expect(flow.query().get('birthday')).toBe('1985-04-12');
  await expectStableEveryWay(
    flow,
    async () => {
      expect(await field('birthday').inputValue()).toBe(BIRTHDAY);
      expect(await field('jobSituation').inputValue()).toBe(JOB);
      await progress(flow, 'Schritt 1 von 4');
    },
    { path: landing },
  );
  await axe(flow);
  // A refused form: the German message at the field, nothing typed lost.
  await page.locator('.step-form button[type="submit"]').click();
  await page.locator('.step-field__message').first().waitFor();
  expect(await page.locator('.step-field__message').allTextContents()).toContain(
    'Bitte geben Sie an, ob Sie gesetzlich rentenversichert sind.',
  );
  expect(await field('birthday').inputValue()).toBe(BIRTHDAY);
  await fillPersonalData(flow, family);
  await axe(flow);
  await submitStep(flow, '/onboarding-product-selection');
  const married = family.married === true;
  await expectStableEveryWay(
    flow,
    async () => {
      expect(flow.query().get('egs')).toBe('60000');
      expect(flow.query().get('im')).toBe(married ? '1' : '0');
      await progress(flow, 'Schritt 2 von 4');
    },
    {
      path: '/onboarding-personal-data',
      check: async () => {
        expect(await field('estimatedGrossYearlySalary').inputValue()).toBe('60.000');
        expect(await radio('isMarried', married ? '1' : '0').isChecked()).toBe(true);
        expect(await field('numberOfChildrenWithAllowance').inputValue()).toBe(
          String(family.children?.length ?? 0),
        );
      },
    },
  );
  await axe(flow);
};

/** Step 2: the product chosen → step 3. `check` runs on step 3 (every way). */
export const productStep = async (
  flow: FlowPage,
  product: RegularProduct,
  check: () => Promise<void> = async () => {},
): Promise<void> => {
  await flow.radio('productType', product).check();
  await submitStep(flow, '/onboarding-contribution');
  await expectStableEveryWay(
    flow,
    async () => {
      expect(flow.query().get('pt')).toBe(product);
      await progress(flow, 'Schritt 3 von 4');
      await check();
    },
    {
      path: '/onboarding-product-selection',
      check: async () => {
        expect(await flow.radio('productType', product).isChecked()).toBe(true);
      },
    },
  );
  await axe(flow);
};

/** Step 3: contribution (typed unless prefilled) and retirement age → step 4. */
export const contributionStep = async (
  flow: FlowPage,
  answers: { readonly monthly: string | null; readonly expectedMp: string },
): Promise<void> => {
  const { field, radio } = flow;
  if (answers.monthly !== null) {
    await radio('paymentPeriod', 'monthly').check();
    await field('contribution').fill('');
    await field('contribution').pressSequentially(answers.monthly);
  }
  const typed = await field('contribution').inputValue();
  await field('retirementAge').selectOption('65');
  const start = await field('insuranceStart').inputValue();
  await submitStep(flow, '/onboarding-investment-selection');
  await expectStableEveryWay(
    flow,
    async () => {
      expect(flow.query().get('mp')).toBe(answers.expectedMp);
      expect(flow.query().get('ra')).toBe('65');
      expect(flow.query().get('is')).toBe(start);
      await progress(flow, 'Schritt 4 von 4');
    },
    {
      path: '/onboarding-contribution',
      check: async () => {
        expect(await field('contribution').inputValue()).toBe(typed);
        expect(await field('retirementAge').inputValue()).toBe('65');
      },
    },
  );
  await axe(flow);
};

/** Step 4: investment answers → the result list (every way). Returns the list as shown. */
export const investmentStep = async (
  flow: FlowPage,
  expectedGuarantee: string,
): Promise<ShownRow[]> => {
  const { field, radio, page } = flow;
  expect(await field('beitragsGarantie').inputValue()).toBe(expectedGuarantee);
  await radio('investmentType', 'fondsgebunden').check();
  await field('fundSustainabilityType').selectOption('esgSoft');
  await field('pensionGuaranteePeriod').selectOption('10');
  await submitStep(flow, '/result');
  const first = await listedRows(page);
  await expectStableEveryWay(
    flow,
    async () => {
      expect(flow.query().get('si')).toBe('fondsgebunden');
      expect(flow.query().get('fst')).toBe('esgSoft');
      expect(flow.query().get('pgp')).toBe('10');
      await expectResultList(page);
      expect(await shownRows(page)).toEqual(first);
    },
    {
      path: '/onboarding-investment-selection',
      check: async () => {
        expect(await radio('investmentType', 'fondsgebunden').isChecked()).toBe(true);
        expect(await field('fundSustainabilityType').inputValue()).toBe('esgSoft');
        expect(await field('pensionGuaranteePeriod').inputValue()).toBe('10');
      },
    },
  );
  await axe(flow);
  return first;
};

/** Result list → "Vergleichen" with `count` tariffs → the side-by-side table (every way). */
export const comparisonStep = async (
  flow: FlowPage,
  list: readonly ShownRow[],
  count: 2 | 3,
): Promise<void> => {
  const compared = await compareFromList(flow, count);
  await expectStableEveryWay(flow, () => expectComparisonOf(flow.page, compared), {
    path: '/result',
    check: async () => {
      expect(await shownRows(flow.page)).toEqual(list);
    },
  });
  await axe(flow);
};
