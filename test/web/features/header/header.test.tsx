import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { DeviceOutput } from '../../../../domain/device/device-output';
import { Header } from '../../../../web/features/header/header';

const LOGIN = '/login/auth/prepare?callback=%2F';
const render = (path: string, deviceOutput: DeviceOutput, search = ''): string =>
  renderToString(
    <Header
      path={path}
      search={search}
      deviceOutput={deviceOutput}
      loginHref={LOGIN}
      accountMenu={<span id="menu-slot">Menü</span>}
    />,
  );

describe('Header (SPEC §2)', () => {
  it('shows the logo with the brand name, linking home', () => {
    const html = render('/riester-rente', 'mobile');
    expect(html).toMatch(/<a class="rk-header__logo" href="\/"><img [^>]*alt=""/);
    expect(html).toContain('>Rentenkompass</span>');
  });

  it('links to the desktop version of the same page on mobile', () => {
    const html = render('/riester-rente', 'mobile', '?wpset=natural');
    expect(html).toContain(
      'href="/riester-rente?wpset=natural&amp;deviceoutput=desktop">Desktop-Version</a>',
    );
  });

  it('hides the desktop link on the mobile thank-you and personal-login pages', () => {
    expect(render('/thankyou', 'mobile')).not.toContain('Desktop-Version');
    expect(render('/personal-login', 'mobile')).not.toContain('Desktop-Version');
    expect(render('/rentenversicherung', 'desktop')).not.toContain('Desktop-Version');
  });

  it('sends the customer-area link to the full-page login and holds the account menu', () => {
    const html = render('/', 'desktop');
    expect(html).toContain(`href="${LOGIN}">Kundenbereich</a>`);
    expect(html).toContain('<span id="menu-slot">Menü</span>');
  });

  it('marks the current topic for assistive technology', () => {
    const html = render('/ruerup-rente/steuer', 'desktop');
    expect(html).toContain('href="/ruerup-rente" aria-current="page">Rürup-Rente</a>');
    expect(html).toContain('href="/riester-rente">Riester-Rente</a>');
    expect(html).toContain('<nav class="rk-header__nav" aria-label="Themen">');
  });
});
