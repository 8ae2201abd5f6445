import { describe, expect, it } from 'vitest';
import { desktopVersionHref, showsDesktopLink } from '../../../domain/device/desktop-link';

describe('showsDesktopLink (SPEC §2)', () => {
  it('hides the link on the mobile thank-you and personal-login pages', () => {
    expect(showsDesktopLink('/thankyou', 'mobile')).toBe(false);
    expect(showsDesktopLink('/personal-login', 'mobile')).toBe(false);
    expect(showsDesktopLink('/personal-login/', 'app')).toBe(false);
  });

  it('shows it on every other mobile page', () => {
    expect(showsDesktopLink('/', 'mobile')).toBe(true);
    expect(showsDesktopLink('/rentenversicherung', 'mobile')).toBe(true);
    expect(showsDesktopLink('/thankyou-error', 'mobile')).toBe(true);
    expect(showsDesktopLink('/personal-data', 'app')).toBe(true);
  });

  it('shows it on tablets, which have no separate mobile thank-you page', () => {
    expect(showsDesktopLink('/thankyou', 'tablet')).toBe(true);
    expect(showsDesktopLink('/rentenversicherung', 'tabletapp')).toBe(true);
  });

  it('never shows it on the desktop version itself', () => {
    expect(showsDesktopLink('/rentenversicherung', 'desktop')).toBe(false);
  });
});

describe('desktopVersionHref (SPEC §2)', () => {
  it('adds deviceoutput=desktop to the same page', () => {
    expect(desktopVersionHref('/riester-rente', '')).toBe('/riester-rente?deviceoutput=desktop');
    expect(desktopVersionHref('/', '?')).toBe('/?deviceoutput=desktop');
  });

  it('keeps the other parameters as written and replaces an earlier device output', () => {
    expect(desktopVersionHref('/ruerup-rente', '?wpset=natural&deviceoutput=mobile&stay=1')).toBe(
      '/ruerup-rente?wpset=natural&stay=1&deviceoutput=desktop',
    );
    expect(desktopVersionHref('/x', 'a=%C3%A4&DeviceOutput=app')).toBe(
      '/x?a=%C3%A4&deviceoutput=desktop',
    );
  });
});
