import fs from 'node:fs';
import { beforeAll, describe, it } from 'vitest';
import { setUpRig } from '../support/browser-rig';
import {
  hydrated,
  IPHONE_UA,
  registerThroughLoginService,
  watchedPage,
  withConsent,
} from './shell-kit';

// Screenshots of the shell to look at (RK_SHELL_SHOTS=1 → /tmp/shell/*.png): a content page with
// the consent banner, the account menu open for a logged-in member, the error page.
const OUT = '/tmp/shell';

describe.skipIf(process.env.RK_SHELL_SHOTS !== '1')('shell screenshots', () => {
  beforeAll(() => {
    fs.mkdirSync(OUT, { recursive: true });
  });
  const rig = setUpRig();

  it.each([390, 1280])(
    'at %i px',
    async (width) => {
      const phone = width < 600;
      const options = {
        viewport: { width, height: phone ? 844 : 900 },
        ...(phone ? { userAgent: IPHONE_UA, isMobile: true, hasTouch: true } : {}),
      };
      const consent = await watchedPage(rig.browser, options);
      await consent.page.goto(`${rig.server.url}/riester-rente/foerderung`);
      await hydrated(consent.page);
      await consent.page.screenshot({ path: `${OUT}/consent-${width}.png` });
      await consent.context.close();

      const menu = await watchedPage(rig.browser, options);
      await withConsent(menu.context, rig.server.url, 'f');
      await menu.page.goto(`${rig.server.url}/ruerup-rente`);
      await hydrated(menu.page);
      await registerThroughLoginService(menu.page, {
        firstName: 'Erika',
        lastName: 'Mustermann',
        email: `erika-${width}@example.org`,
        points: true,
      });
      await menu.page.waitForURL(`${rig.server.url}/ruerup-rente`);
      await hydrated(menu.page);
      await menu.page.locator('[data-account-state="loggedIn"] summary').click();
      await menu.page.waitForSelector('.rk-points-badge');
      await menu.page.screenshot({ path: `${OUT}/menu-${width}.png` });
      await menu.page.locator('.trust').scrollIntoViewIfNeeded();
      await menu.page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.trust img')].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      );
      await menu.page.screenshot({ path: `${OUT}/trust-${width}.png` });
      await menu.context.close();

      const error = await watchedPage(rig.browser, options);
      await withConsent(error.context, rig.server.url, 'f');
      await error.page.goto(`${rig.server.url}/__test/render-error`);
      await hydrated(error.page);
      await error.page.screenshot({ path: `${OUT}/error-${width}.png` });
      await error.context.close();
    },
    60_000,
  );
});
