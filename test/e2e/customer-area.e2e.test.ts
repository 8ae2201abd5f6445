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
import { DESKTOP_VIEW, downloadedBytes, PHONE_VIEW } from '../support/browser-rig';
import { fillRegistration } from './shell-kit';

// The customer area in Chromium against the production build and its real backend: an account
// applies, finds the application with its PDFs under „Kundenbereich“, saves and reopens a tariff
// and a comparison on the Merkzettel; a second account sees nothing of the first.

const KAETHE = {
  firstName: 'Käthe',
  lastName: 'Groß',
  email: 'kaethe.area@example.org',
  points: true,
};
const OTTO = { firstName: 'Otto', lastName: 'Weiß', email: 'otto.area@example.org', points: false };

const rig = setUpApplicationRig();

describe('the customer area', () => {
  it('log in → apply → Meine Anträge with the PDF → Merkzettel; another account sees nothing', async () => {
    const first = await journeyPage(rig, DESKTOP_VIEW);
    const page = first.page;
    await startFromResultList(page, rig.server.url, SCHICHT3_SEARCH);
    await page.getByTestId('login-choice-register').getByRole('link').click();
    await fillRegistration(page, KAETHE);
    await onJourneyPath(page, '/personal-data');
    await fillApplicationData(page, { ...KAETHE, phone: '0151 1234567' }, 'schicht3');
    await toContract(page);
    await tickConsents(page);
    const reference = await signContract(page);

    // The header's „Kundenbereich“ leads to Meine Anträge.
    await page.getByRole('link', { name: 'Kundenbereich' }).click();
    await onJourneyPath(page, '/kundenbereich');
    const card = page.locator(`[data-reference="${reference}"]`);
    await expect.poll(() => card.isVisible()).toBe(true);
    expect(await card.getByTestId('area-status').textContent()).toMatch(/Versicherer/);
    expect(await page.getByTestId('area-points').isVisible()).toBe(true);
    await checkPage(page, 'customer-area-1280.png');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.locator('[data-document="antrag"] a').click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Antrag_.+\.pdf$/);
    expect((await downloadedBytes(download)).subarray(0, 5).toString()).toBe('%PDF-');

    // Merkzettel: the whole comparison, then one tariff of the list.
    await page.goto(`${rig.server.url}/result?${SCHICHT3_SEARCH}`);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 60_000 });
    await page.getByRole('button', { name: 'Vergleich merken' }).click();
    await onJourneyPath(page, '/kundenbereich/merkzettel');
    await expect.poll(() => page.getByTestId('watchlist-notice').isVisible()).toBe(true);
    await page.getByTestId('watchlist-back').click();
    await onJourneyPath(page, '/result');
    const row = page.locator('li.result').first();
    const tariffId = (await row.getAttribute('data-tariff-id')) ?? '';
    await row.getByTestId('watchlist-save').click();
    await onJourneyPath(page, '/kundenbereich/merkzettel');
    const entries = page.getByTestId('watchlist-entries').locator('> li');
    await expect.poll(() => entries.count()).toBe(2);
    await checkPage(page, 'watchlist-1280.png');

    // Reopen the tariff (its details with the same search) and the comparison (the same list).
    await page.locator('[data-entry-kind="tariff"]').getByTestId('watchlist-open').click();
    await onJourneyPath(page, '/tariff-details');
    const details = new URL(page.url());
    expect(details.searchParams.get('tariffId')).toBe(tariffId);
    expect(details.searchParams.get('mp')).toBe('150');
    await page.goBack();
    await onJourneyPath(page, '/kundenbereich/merkzettel');
    await page.locator('[data-entry-kind="comparison"]').getByTestId('watchlist-open').click();
    await onJourneyPath(page, '/result');
    expect(new URL(page.url()).search).toBe(`?${SCHICHT3_SEARCH}`);
    await page.goBack();
    await onJourneyPath(page, '/kundenbereich/merkzettel');
    await page.locator('[data-entry-kind="tariff"]').getByTestId('watchlist-remove').click();
    await expect.poll(() => entries.count()).toBe(1);
    expect(first.problems).toEqual([]);
    await first.context.close();

    // Another account, on a phone: nothing of Käthe's, her PDF is 404.
    const second = await journeyPage(rig, PHONE_VIEW);
    const other = second.page;
    await other.goto(`${rig.server.url}/kundenbereich`);
    await onJourneyPath(other, '/kundenbereich');
    await checkPage(other, 'customer-area-login-390.png');
    await other.getByTestId('area-login').getByRole('link', { name: 'Anmelden' }).click();
    await fillRegistration(other, OTTO);
    await onJourneyPath(other, '/kundenbereich');
    await expect.poll(() => other.getByTestId('area-empty').isVisible()).toBe(true);
    expect(await other.content()).not.toContain(reference);
    await checkPage(other, 'customer-area-empty-390.png');
    await other.goto(`${rig.server.url}/kundenbereich/merkzettel`);
    await expect.poll(() => other.getByTestId('watchlist-empty').isVisible()).toBe(true);
    await checkPage(other, 'watchlist-empty-390.png');
    const stranger = await other.request.get(
      `${rig.server.url}/application/${reference}/documents/antrag`,
    );
    expect(stranger.status()).toBe(404);
    await second.context.close();
  });
});
