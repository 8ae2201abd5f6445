import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DueDiligenceLevel } from '../../../domain/identification/gwg-due-diligence';
import { IDENTIFICATION_TYPES } from '../../../domain/identification/identification-choice';
import {
  hasCompleteAddress,
  offeredIdentificationTypes,
} from '../../../domain/identification/offered-identification-types';
import { addressArb } from '../../arbitraries/identification';

const levelArb = fc.constantFrom<DueDiligenceLevel>('simplified', 'general', 'enhanced');

describe('offered identification types (properties)', () => {
  it('never offers the SCHUFA check without a complete address', () => {
    fc.assert(
      fc.property(levelArb, addressArb, (level, address) => {
        const offered = offeredIdentificationTypes({ level, address });
        if (!hasCompleteAddress(address)) expect(offered).not.toContain('schufaIdent');
      }),
    );
  });

  it('offers an ID copy or the SCHUFA check only under simplified due diligence', () => {
    fc.assert(
      fc.property(levelArb, addressArb, (level, address) => {
        const offered = offeredIdentificationTypes({ level, address });
        if (level !== 'simplified') {
          expect(offered).not.toContain('ausweiskopie');
          expect(offered).not.toContain('schufaIdent');
        }
      }),
    );
  });

  it('always offers video, Postident and online banking, in the order of the spec', () => {
    fc.assert(
      fc.property(levelArb, addressArb, (level, address) => {
        const offered = offeredIdentificationTypes({ level, address });
        expect(offered).toEqual(expect.arrayContaining(['videoIdent', 'postIdent', 'bankIdent']));
        expect(offered).toEqual(IDENTIFICATION_TYPES.filter((t) => offered.includes(t)));
      }),
    );
  });

  it('offers more under simplified than under general due diligence', () => {
    fc.assert(
      fc.property(addressArb, (address) => {
        const general = offeredIdentificationTypes({ level: 'general', address });
        const simplified = offeredIdentificationTypes({ level: 'simplified', address });
        for (const type of general) expect(simplified).toContain(type);
      }),
    );
  });

  it('offers all five for a low premium with a full address', () => {
    expect(
      offeredIdentificationTypes({
        level: 'simplified',
        address: { street: 'Hauptstraße', houseNumber: '1', postalCode: '20095', city: 'Hamburg' },
      }),
    ).toEqual(IDENTIFICATION_TYPES);
  });
});
