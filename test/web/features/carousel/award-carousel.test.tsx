import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { AWARDS } from '../../../../domain/content/awards';
import { AwardCarousel } from '../../../../web/features/carousel/award-carousel';

const shownAwards = (html: string): string[] =>
  [...html.matchAll(/data-award="([^"]+)"/g)].map((match) => match[1]!);

describe('AwardCarousel (SPEC §2)', () => {
  it('shows previous, active and next, wrapping at the start', () => {
    const html = renderToString(<AwardCarousel />);
    expect(shownAwards(html)).toEqual([
      AWARDS[3]!.filename,
      AWARDS[0]!.filename,
      AWARDS[1]!.filename,
    ]);
    expect(html).toContain(`alt="${AWARDS[0]!.alt}"`);
    expect(html).toContain('(1 von 4)');
  });

  it('wraps at the end too', () => {
    const html = renderToString(<AwardCarousel initialIndex={3} />);
    expect(shownAwards(html)).toEqual([
      AWARDS[2]!.filename,
      AWARDS[3]!.filename,
      AWARDS[0]!.filename,
    ]);
  });

  it('names its buttons and hides the preview badges from assistive technology', () => {
    const html = renderToString(<AwardCarousel />);
    expect(html).toContain('>Vorherige Auszeichnung</span></button>');
    expect(html).toContain('>Nächste Auszeichnung</span></button>');
    expect(html.match(/aria-controls="/g)).toHaveLength(2);
    expect(html.match(/<figure[^>]*aria-hidden="true"/g)).toHaveLength(2);
    expect(html).toContain('aria-roledescription="Karussell" aria-label="Auszeichnungen"');
  });
});
