import { describe, expect, it } from 'vitest';
import { AWARDS } from '../../../../domain/content/awards';
import { CAROUSEL_INSURERS } from '../../../../domain/content/insurers';
import { awardImageUrl, insurerLogoUrl } from '../../../../web/features/carousel/carousel-images';

describe('the carousel images', () => {
  it('has a badge for each of the 4 awards', () => {
    expect(AWARDS).toHaveLength(4);
    for (const award of AWARDS)
      expect(awardImageUrl(award.filename)).toMatch(/\.svg(\?no-inline)?$/);
  });

  it('has a wordmark for each of the 22 insurers', () => {
    expect(CAROUSEL_INSURERS).toHaveLength(22);
    for (const insurer of CAROUSEL_INSURERS)
      expect(insurerLogoUrl(insurer.logo)).toMatch(/\.svg(\?no-inline)?$/);
  });

  it('answers null for unknown files', () => {
    expect(awardImageUrl('nope.svg')).toBeNull();
    expect(insurerLogoUrl('nope.svg')).toBeNull();
  });
});
