import { describe, expect, it } from 'vitest';
import { demoTariffAdjustmentFor } from '../../../adapters/insurer/demo-tariff-adjustment';
import { readAdjustmentProposal } from '../../../domain/tariff-adjustment/proposal-reader';

const BASE = 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150';
const choice = (searchQuery: string, product: 'schicht3' | 'riester' = 'schicht3') => ({
  choice: { product, tariffId: 't', searchQuery },
});

describe('the demo insurer’s tariff adjustment (DEMO rule)', () => {
  it('adjusts a 90 % guarantee to 80 % and strict EU sustainability to partial', () => {
    expect(demoTariffAdjustmentFor(choice(`${BASE}&bg=90`))).toEqual({
      beitragsGarantie: { requested: 90, offered: 80 },
      sustainabilityType: null,
    });
    expect(demoTariffAdjustmentFor(choice(`${BASE}&fst=euStrict`))).toEqual({
      beitragsGarantie: null,
      sustainabilityType: { requested: 'euStrict', offered: 'euSoft' },
    });
    expect(demoTariffAdjustmentFor(choice(`${BASE}&bg=90&fst=euStrict`))).not.toBeNull();
  });

  it('leaves every other search and Riester (legal 100 %) as they are', () => {
    expect(demoTariffAdjustmentFor(choice(BASE))).toBeNull();
    expect(demoTariffAdjustmentFor(choice(`${BASE}&bg=80&fst=euSoft`))).toBeNull();
    expect(demoTariffAdjustmentFor(choice(`${BASE}&bg=90&fst=euStrict`, 'riester'))).toBeNull();
  });
});

describe('reading an insurer’s adjustment', () => {
  it('keeps a well-formed one and refuses the rest', () => {
    const proposal = {
      beitragsGarantie: { requested: 90, offered: 80 },
      sustainabilityType: null,
    };
    expect(readAdjustmentProposal(proposal)).toEqual(proposal);
    expect(readAdjustmentProposal({ beitragsGarantie: null, sustainabilityType: null })).toBeNull();
    expect(
      readAdjustmentProposal({ beitragsGarantie: { requested: 90, offered: 180 } }),
    ).toBeNull();
    expect(
      readAdjustmentProposal({ sustainabilityType: { requested: 'euStrict', offered: 'green' } }),
    ).toBeNull();
    expect(readAdjustmentProposal('80 %')).toBeNull();
  });
});
