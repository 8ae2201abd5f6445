import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { TapBar } from '../../../../web/features/tap-bar/tap-bar';

describe('TapBar (SPEC §2)', () => {
  it('shows its content with a spacer while visible', () => {
    const html = renderToString(
      <TapBar visible>
        <a href="/onboarding-personal-data">Jetzt vergleichen</a>
      </TapBar>,
    );
    expect(html).toContain('<div class="rk-tap-bar-spacer" aria-hidden="true"></div>');
    expect(html).toContain('<aside class="rk-tap-bar" aria-label="Schnellzugriff">');
    expect(html).toContain('Jetzt vergleichen');
  });

  it('is hidden without a spacer otherwise', () => {
    const html = renderToString(
      <TapBar visible={false} label="Aktionen">
        x
      </TapBar>,
    );
    expect(html).not.toContain('rk-tap-bar-spacer');
    expect(html).toContain('<aside class="rk-tap-bar" aria-label="Aktionen" hidden="">');
  });
});
