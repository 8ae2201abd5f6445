import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  adjustmentChoicesFor,
  adjustmentSubjectFor,
  parseAdjustmentChoice,
  TARIFF_ADJUSTMENT_MESSAGES,
  type TariffAdjustmentProposal,
} from '../../../domain/tariff-adjustment/tariff-adjustment';
import {
  ADJUSTMENT_SUBJECTS,
  adjustmentSubjectOf,
  adjustmentTypeOf,
  TARIFF_ADJUSTMENT_TYPES,
} from '../../../domain/tariffs/adjustment';
import { SUSTAINABILITY_TYPES } from '../../../domain/tariffs/sustainability';

const guarantee = fc.record({
  requested: fc.integer({ min: 0, max: 100 }),
  offered: fc.integer({ min: 0, max: 100 }),
});
const sustainability = fc.record({
  requested: fc.constantFrom(...SUSTAINABILITY_TYPES),
  offered: fc.constantFrom(...SUSTAINABILITY_TYPES),
});
const proposal: fc.Arbitrary<TariffAdjustmentProposal> = fc.record({
  beitragsGarantie: fc.option(guarantee, { nil: null }),
  sustainabilityType: fc.option(sustainability, { nil: null }),
});

describe('tariff adjustment: subject and choices', () => {
  it('names the subject by what changed', () => {
    fc.assert(
      fc.property(proposal, (p) => {
        const subject = adjustmentSubjectFor(p);
        const guaranteeChanged = p.beitragsGarantie !== null;
        const sustainabilityChanged = p.sustainabilityType !== null;
        if (!guaranteeChanged && !sustainabilityChanged) expect(subject).toBeNull();
        else if (guaranteeChanged && sustainabilityChanged) expect(subject).toBe('both');
        else if (guaranteeChanged) expect(subject).toBe('beitragsgarantie');
        else expect(subject).toBe('sustainabilityType');
      }),
    );
  });

  it('turns every offered choice into the SPEC result of that subject and type', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ADJUSTMENT_SUBJECTS), (subject) => {
        const offered = adjustmentChoicesFor(subject);
        expect(offered).toContain('keepTariff');
        expect(offered).toContain('selectAnotherTariff');
        expect(offered).not.toContain('noData');
        for (const type of offered) {
          const parsed = parseAdjustmentChoice(type, subject);
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) continue;
          expect(parsed.value.type).toBe(type);
          expect(adjustmentTypeOf(parsed.value.result)).toBe(type);
          expect(adjustmentSubjectOf(parsed.value.result)).toBe(subject);
        }
      }),
    );
  });

  it('refuses anything not offered with the German message', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ADJUSTMENT_SUBJECTS),
        fc.oneof(fc.constantFrom(...TARIFF_ADJUSTMENT_TYPES), fc.string(), fc.constant(null)),
        (subject, input) => {
          fc.pre(!(adjustmentChoicesFor(subject) as readonly unknown[]).includes(input));
          expect(parseAdjustmentChoice(input, subject)).toEqual({
            ok: false,
            error: {
              kind: 'tariff-adjustment/choice-missing',
              message: TARIFF_ADJUSTMENT_MESSAGES.choiceMissing,
            },
          });
        },
      ),
    );
  });

  it('offers sustainable funds only where the sustainability changes', () => {
    expect(adjustmentChoicesFor('beitragsgarantie')).toEqual(['keepTariff', 'selectAnotherTariff']);
    expect(adjustmentChoicesFor('sustainabilityType')).toContain('updateTariff');
    expect(adjustmentChoicesFor('both')).toContain('updateTariff');
  });
});
