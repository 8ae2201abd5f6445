import { describe, expect, it } from 'vitest';
import {
  checkPage,
  fillApplicationData,
  journeyPage,
  onJourneyPath,
  SCHICHT3_SEARCH,
  setUpApplicationRig,
  signContract,
  startFromResultList,
  tickConsents,
  toContract,
} from '../support/application-journey-rig';
import { axeViolations } from '../support/axe-violations';
import { DESKTOP_VIEW, PHONE_VIEW } from '../support/browser-rig';
import { fillRegistration } from './shell-kit';

// Identification in Chromium against the production build and its real backend: an account
// applies, opens „Jetzt identifizieren“ in Meine Anträge, starts a video identification at the
// built-in demo service and comes back identified, and the insurer then accepts the application
// („Vom Versicherer angenommen“); another account, on a phone, is declined.

const rig = setUpApplicationRig();

const applyAs = async (
  view: typeof DESKTOP_VIEW,
  person: { firstName: string; lastName: string; email: string; points: boolean },
) => {
  const journey = await journeyPage(rig, view);
  const { page } = journey;
  await startFromResultList(page, rig.server.url, SCHICHT3_SEARCH);
  await page.getByTestId('login-choice-register').getByRole('link').click();
  await fillRegistration(page, person);
  await onJourneyPath(page, '/personal-data');
  await fillApplicationData(page, { ...person, phone: '0151 1234567' }, 'schicht3');
  await toContract(page);
  await tickConsents(page);
  const reference = await signContract(page);
  return { ...journey, reference };
};

/** From the demo service's page back to the portal with the chosen outcome. */
const answerAtDemo = async (
  page: Awaited<ReturnType<typeof journeyPage>>['page'],
  outcome: 'success' | 'decline',
): Promise<void> => {
  await page.waitForURL(/\/demo-ident\?state=/, { timeout: 60_000 });
  expect(await page.getByText('DEMO:').isVisible()).toBe(true);
  expect(await axeViolations(page)).toEqual([]);
  await page.getByTestId(`demo-ident-${outcome}`).click();
  await onJourneyPath(page, '/kundenbereich/identifizierung');
};

describe('identification', () => {
  it('Meine Anträge → Identifizierung → video demo → success', async () => {
    const { page, context, problems, reference } = await applyAs(DESKTOP_VIEW, {
      firstName: 'Jörg',
      lastName: 'Weißmüller',
      email: 'joerg.ident@example.org',
      points: false,
    });
    await page.getByRole('link', { name: 'Kundenbereich' }).click();
    await onJourneyPath(page, '/kundenbereich');
    const card = page.locator(`[data-reference="${reference}"]`);
    await expect
      .poll(() => card.getByTestId('area-identification').textContent())
      .toBe('Identifizierung offen');
    await card.getByTestId('area-identify').click();
    await onJourneyPath(page, '/kundenbereich/identifizierung');
    await expect
      .poll(() => page.getByTestId('ident-status').textContent())
      .toBe('Identifizierung offen');
    await checkPage(page, 'identification-1280.png');
    // „Später identifizieren“ names the reminder days; the choices stay open.
    await page.getByTestId('ident-later').click();
    await page.waitForURL(/hinweis=erinnerung/);
    await onJourneyPath(page, '/kundenbereich/identifizierung');
    await expect
      .poll(() => page.getByTestId('ident-notice').textContent())
      .toMatch(
        /^Wir erinnern Sie per E-Mail am \d{2}\.\d{2}\.\d{4} und am \d{2}\.\d{2}\.\d{4} an Ihre Identifizierung\./,
      );
    await checkPage(page, 'identification-reminder-1280.png');
    await page.getByLabel('Video-Identifizierung').check();
    await page.getByTestId('ident-start').click();
    await answerAtDemo(page, 'success');
    await expect
      .poll(() => page.getByTestId('ident-status').textContent())
      .toBe('Identifizierung abgeschlossen');
    expect(await page.getByTestId('ident-notice').textContent()).toBe(
      'Vielen Dank – Ihre Identifizierung ist abgeschlossen.',
    );
    await checkPage(page, 'identification-done-1280.png');
    await page.getByRole('link', { name: 'Meine Anträge' }).click();
    await onJourneyPath(page, '/kundenbereich');
    await expect
      .poll(() => card.getByTestId('area-identification').textContent())
      .toBe('Identifizierung abgeschlossen');
    // The outbox worker tells the demo insurer, which accepts the application (DEMO).
    await expect
      .poll(
        async () => {
          await page.reload();
          return card.getByTestId('area-status').textContent();
        },
        { timeout: 60_000 },
      )
      .toBe('Vom Versicherer angenommen');
    expect(await card.getByTestId('area-status-badge').textContent()).toBe('Angenommen');
    expect(await card.getByTestId('area-identify').count()).toBe(0);
    await checkPage(page, 'area-accepted-1280.png');
    await page.setViewportSize(PHONE_VIEW.viewport);
    await checkPage(page, 'area-accepted-390.png');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('on a phone: online banking demo → decline, and the choices stay open', async () => {
    const { page, context, problems, reference } = await applyAs(PHONE_VIEW, {
      firstName: 'Ülkü',
      lastName: 'Öztürk',
      email: 'uelkue.ident@example.org',
      points: false,
    });
    await page.goto(`${rig.server.url}/kundenbereich/identifizierung?antrag=${reference}`);
    await onJourneyPath(page, '/kundenbereich/identifizierung');
    await checkPage(page, 'identification-390.png');
    await page.getByLabel('Identifizierung über Ihr Online-Banking').check();
    await page.getByTestId('ident-start').click();
    await answerAtDemo(page, 'decline');
    await expect
      .poll(() => page.getByTestId('ident-status').textContent())
      .toBe('Identifizierung abgelehnt');
    expect(await page.getByTestId('ident-start').isVisible()).toBe(true);
    await checkPage(page, 'identification-declined-390.png');
    await page.getByTestId('ident-later').click();
    await page.waitForURL(/hinweis=erinnerung/);
    await onJourneyPath(page, '/kundenbereich/identifizierung');
    await expect
      .poll(() => page.getByTestId('ident-notice').textContent())
      .toContain('Wir erinnern Sie per E-Mail am ');
    await checkPage(page, 'identification-reminder-390.png');
    expect(problems).toEqual([]);
    await context.close();
  });
});
