import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { pageByPath } from '../../../../domain/pages/page-registry';
import { Footer } from '../../../../web/features/footer/footer';
import { FOOTER_LINK_GROUPS } from '../../../../web/features/footer/footer-links';

describe('Footer (SPEC §2)', () => {
  it('switches the elevated style on and off', () => {
    expect(renderToString(<Footer elevated phone="0800 1" />)).toContain(
      'class="rk-footer rk-footer--elevated"',
    );
    expect(renderToString(<Footer elevated={false} phone="0800 1" />)).toContain(
      '<footer class="rk-footer">',
    );
  });

  it('shows the demo note and the hotline', () => {
    const html = renderToString(<Footer elevated={false} phone="0800 123 45 67" />);
    expect(html).toContain('>Demo-Portal: Tarifdaten und Auszeichnungen sind Beispieldaten.</p>');
    expect(html).toContain('Kostenlose Beratung:');
    expect(html).toContain('href="tel:08001234567">0800 123 45 67</a>');
  });

  it('links only pages that exist in the page registry', () => {
    const hrefs = FOOTER_LINK_GROUPS.flatMap((group) => group.links.map((link) => link.href));
    expect(hrefs.length).toBeGreaterThanOrEqual(10);
    expect(hrefs.filter((href) => pageByPath(href) === null)).toEqual([]);
    const html = renderToString(<Footer elevated={false} phone="1" />);
    for (const href of hrefs) expect(html).toContain(`href="${href}"`);
  });
});
