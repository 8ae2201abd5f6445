import { describe, expect, it } from 'vitest';
import { MemoryPartnerSetStore } from '../../../adapters/memory/memory-partner-set-store.adapter';
import { makeGetPartnerInfo } from '../../../ports/use-cases/get-partner-info.use-case';

describe('makeGetPartnerInfo', () => {
  const getPartnerInfo = makeGetPartnerInfo({
    partnerSets: new MemoryPartnerSetStore([
      { name: 'full', b2BPartner: 'p', b2BAdPartner: 'ad' },
      { name: 'no-ad', b2BPartner: 'p', b2BAdPartner: null },
    ]),
  });

  it('answers both codes of a complete set, null without ad partner or for an unknown set', async () => {
    expect(await getPartnerInfo('full')).toEqual({ b2BPartner: 'p', b2BAdPartner: 'ad' });
    expect(await getPartnerInfo('no-ad')).toBeNull();
    expect(await getPartnerInfo('missing')).toBeNull();
  });
});
