import { describe, expect, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import { hydrated, watchedPage, withConsent } from './shell-kit';

// SPEC §4: a login callback that arrives on any page is handled there — an anonymous one is
// stored and its parameters stripped; one with a session code goes to the portal's exchange,
// which comes back to the page without the parameters.

const rig = setUpRig();

describe('the login callback on any page', () => {
  it('stores an anonymous callback and strips its parameters', async () => {
    const { context, page, problems } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    await page.goto(
      `${rig.server.url}/altersvorsorge?wpset=natural&anonymous=1&email=a%40b.de&phone=030123456`,
    );
    await hydrated(page);
    await page.waitForURL(`${rig.server.url}/altersvorsorge?wpset=natural`);
    const extras = await page.evaluate(() => sessionStorage.getItem('rk_personal_data_extras'));
    expect(JSON.parse(extras ?? '{}')).toMatchObject({
      isAnonymous: true,
      email: 'a@b.de',
      phoneNumber: '030123456',
    });
    expect(problems).toEqual([]);
    await context.close();
  });

  it('sends a session code to the exchange and lands on the page without the parameters', async () => {
    const { context, page } = await watchedPage(rig.browser);
    await withConsent(context, rig.server.url, 'f');
    const exchange = page.waitForRequest((r) => r.url().includes('/api/auth/callback?'));
    await page.goto(`${rig.server.url}/riester-rente?rksession=unbekannt&ls=login&points=no`);
    const url = new URL((await exchange).url());
    expect(url.searchParams.get('rksession')).toBe('unbekannt');
    expect(url.searchParams.get('returnTo')).toBe('/riester-rente');
    // An unknown code is refused by the server, which says so and strips the parameters.
    await page.waitForURL(`${rig.server.url}/riester-rente?login=failed`);
    await hydrated(page);
    expect(await page.locator('[data-account-state="guest"]').count()).toBe(1);
    await context.close();
  });
});
