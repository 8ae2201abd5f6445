import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { InsurerCarousel } from '../../../../web/features/carousel/insurer-carousel';

const shownInsurers = (html: string): string[] =>
  [...html.matchAll(/<img class="rk-insurer-carousel__logo"[^>]* alt="([^"]+)"/g)].map(
    (match) => match[1]!,
  );

describe('InsurerCarousel (SPEC §2)', () => {
  it('shows 3 logos at a time, starting with the first three insurers', () => {
    expect(shownInsurers(renderToString(<InsurerCarousel />))).toEqual([
      'Alpenblick Versicherung',
      'Auental Leben',
      'Bergkristall Vorsorge',
    ]);
  });

  it('wraps around the end of the 22 insurers', () => {
    expect(shownInsurers(renderToString(<InsurerCarousel initialIndex={21} />))).toEqual([
      'Wattenmeer Vorsorge',
      'Weserland Versicherung',
      'Alpenblick Versicherung',
    ]);
  });

  it('names its buttons', () => {
    const html = renderToString(<InsurerCarousel />);
    expect(html).toContain('>Vorherige Versicherer</span></button>');
    expect(html).toContain('>Nächste Versicherer</span></button>');
  });
});
