import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from '../../../web/components/button';

describe('Button', () => {
  it('renders an idle button without spinner', () => {
    const html = renderToString(<Button action={() => undefined}>Weiter</Button>);
    expect(html).toContain('<button type="button"');
    expect(html).toContain('aria-busy="false"');
    expect(html).toContain('data-state="idle"');
    expect(html).toContain('rk-button--primary');
    expect(html).toContain('>Weiter</span>');
    expect(html).not.toContain('rk-button__spinner');
  });

  it('renders a link that works before hydration when given an address', () => {
    const html = renderToString(
      <Button action={() => undefined} href="/home" variant="secondary" small>
        zurück
      </Button>,
    );
    expect(html).toMatch(
      /^<a class="rk-button rk-button--secondary rk-button--small" href="\/home"/,
    );
    expect(html).toContain('aria-busy="false"');
  });
});
