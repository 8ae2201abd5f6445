import { describe, expect, it } from 'vitest';
import { toggleAccordion } from '../../../../web/components/accordion/accordion-toggle';

describe('toggleAccordion', () => {
  it('closes the open item when it is clicked again and opens any other', () => {
    expect(toggleAccordion(null, 'q1')).toBe('q1');
    expect(toggleAccordion('q1', 'q1')).toBeNull();
    expect(toggleAccordion('q1', 'q2')).toBe('q2');
  });
});
