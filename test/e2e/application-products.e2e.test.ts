import { describe, expect, it } from 'vitest';
import {
  checkPage,
  expectDelivered,
  expectDocumentsListed,
  fillApplicationData,
  goOnWithoutAccount,
  journeyPage,
  setUpApplicationRig,
  signContract,
  startFromResultList,
  storedReferences,
  tickConsents,
  toContract,
} from '../support/application-journey-rig';

// Riester (with the Zulagenantrag), Rürup and Sofortrente in Chromium against the production
// build and its real backend: result list → /personal-login (without an account) →
// /personal-data → /online-contract → /thankyou; the stored application (admin API), its
// hand-over to the demo insurer and the confirmation .eml. schicht3 is application-journey.

const rig = setUpApplicationRig();

const journeys = [
  {
    product: 'riester',
    search: 'js=Angestellter&bd=1990-01-01&pt=riester&pi=1&egs=45000&mp=100&tg=2.5',
    birthday: '1990-01-01',
  },
  {
    product: 'ruerup',
    search: 'js=Angestellter&bd=1980-06-15&pt=ruerup&mp=250',
    birthday: '1980-06-15',
  },
  {
    product: 'sofort',
    search: 'bd=1960-05-01&pt=sofort&otp=50000',
    birthday: '1960-05-01',
  },
] as const;

describe('the application for every product', () => {
  for (const journey of journeys) {
    it(`${journey.product}: result list → /thankyou, stored, handed over, confirmed`, async () => {
      const { context, page, problems } = await journeyPage(rig);
      const applicant = {
        firstName: 'Zoë',
        lastName: 'Weiß',
        email: `zoe.${journey.product}@example.org`,
        phone: '+49 170 1234567',
      };
      const before = await storedReferences(rig.server);
      const tariffId = await startFromResultList(page, rig.server.url, journey.search);
      await goOnWithoutAccount(page, applicant);
      if (journey.product === 'riester') {
        await expect
          .poll(() => page.getByRole('heading', { name: 'Zulagenantrag' }).isVisible())
          .toBe(true);
      }
      await fillApplicationData(page, applicant, journey.product);
      await checkPage(page, `application-personal-data-${journey.product}-1280.png`);
      await toContract(page);
      await expectDocumentsListed(page);
      await checkPage(page, `application-online-contract-${journey.product}-1280.png`);
      await tickConsents(page);
      const reference = await signContract(page);
      expect(await storedReferences(rig.server)).toEqual([reference, ...before]);

      const stored = await expectDelivered(rig, reference, applicant.email);
      expect(stored.choice).toMatchObject({ tariffId, product: journey.product });
      expect(stored.form.personal).toMatchObject({
        firstName: 'Zoë',
        lastName: 'Weiß',
        birthday: journey.birthday,
      });
      if (journey.product === 'riester') {
        // The Zulagenantrag travels with the application.
        expect(stored.form.riesterAllowance).toMatchObject({
          permanentApplication: true,
          eligibility: 'unmittelbar',
          allowanceNumber: null,
        });
        const allowance = stored.form.riesterAllowance as { socialSecurityNumber: string };
        expect(allowance.socialSecurityNumber.replace(/\s/g, '')).toBe('12010190M004');
      } else {
        expect(stored.form.riesterAllowance).toBeNull();
      }
      expect(problems).toEqual([]);
      await context.close();
    });
  }
});
