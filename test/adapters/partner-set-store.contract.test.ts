import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryPartnerSetStore } from '../../adapters/memory/memory-partner-set-store.adapter';
import { PARTNER_SET_SEEDS } from '../../adapters/storage/sql/partner-set-seeds';
import { SqlPartnerSetStore } from '../../adapters/storage/sql/sql-partner-set-store.adapter';
import type { PartnerSetStorePort } from '../../ports/partner-set-store.port';
import { onPostgres } from './storage/postgres-subject';
import { inMemory, onTempFile, type Subject, type SubjectFactory } from './storage/temp-database';

const partnerSetStoreContract = (
  name: string,
  factory: SubjectFactory<PartnerSetStorePort>,
): void => {
  describe(`PartnerSetStorePort: ${name}`, () => {
    let subject: Subject<PartnerSetStorePort>;
    let store: PartnerSetStorePort;
    beforeEach(async () => {
      subject = await factory();
      store = subject.store;
    });
    afterEach(() => subject.dispose());

    it('holds the default partner sets of SPEC §9', async () => {
      expect(await store.find('natural')).toEqual({
        name: 'natural',
        b2BPartner: 'rk_portal',
        b2BAdPartner: 'rk_natural',
      });
      expect(await store.find('natural_brand')).toEqual({
        name: 'natural_brand',
        b2BPartner: 'rk_portal',
        b2BAdPartner: 'rk_natural_brand',
      });
      expect(await store.find('rk_natural')).toEqual({
        name: 'rk_natural',
        b2BPartner: 'rk_portal',
        b2BAdPartner: 'rk_natural',
      });
    });

    it('holds the demo set without an ad partner', async () => {
      expect(await store.find('rk_partner_ohne_ad')).toEqual({
        name: 'rk_partner_ohne_ad',
        b2BPartner: 'rk_partner_demo',
        b2BAdPartner: null,
      });
    });

    it('has nothing for an unknown set, names compared exactly', async () => {
      expect(await store.find('unknown')).toBeNull();
      expect(await store.find('Natural')).toBeNull();
    });

    it('round-trips a new set and replaces an existing one', async () => {
      await store.save({ name: 'partner_x', b2BPartner: 'px', b2BAdPartner: 'px_ad' });
      expect(await store.find('partner_x')).toEqual({
        name: 'partner_x',
        b2BPartner: 'px',
        b2BAdPartner: 'px_ad',
      });
      await store.save({ name: 'partner_x', b2BPartner: 'py', b2BAdPartner: null });
      expect(await store.find('partner_x')).toEqual({
        name: 'partner_x',
        b2BPartner: 'py',
        b2BAdPartner: null,
      });
    });

    it('lists every set by name and removes one, answering whether there was one', async () => {
      await store.save({ name: 'zz_partner', b2BPartner: 'pz', b2BAdPartner: null });
      await store.save({ name: 'A_partner', b2BPartner: 'pa', b2BAdPartner: 'pa_ad' });
      const names = (await store.list()).map((set) => set.name);
      expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(names).toEqual(
        expect.arrayContaining([
          'A_partner',
          'natural',
          'natural_brand',
          'rk_natural',
          'zz_partner',
        ]),
      );
      expect((await store.list()).find((set) => set.name === 'zz_partner')).toEqual({
        name: 'zz_partner',
        b2BPartner: 'pz',
        b2BAdPartner: null,
      });
      expect(await store.remove('zz_partner')).toBe(true);
      expect(await store.remove('zz_partner')).toBe(false);
      expect(await store.find('zz_partner')).toBeNull();
      expect((await store.list()).map((set) => set.name)).not.toContain('zz_partner');
    });
  });
};

partnerSetStoreContract(
  'in memory',
  inMemory(() => new MemoryPartnerSetStore(PARTNER_SET_SEEDS)),
);
partnerSetStoreContract(
  'SQLite',
  onTempFile((database) => new SqlPartnerSetStore(database)),
);
partnerSetStoreContract(
  'PostgreSQL',
  onPostgres((database) => new SqlPartnerSetStore(database)),
);
