import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MemoryTariffAdjustmentStore } from '../../adapters/memory/memory-tariff-adjustment-store.adapter';
import { SqlOutbox } from '../../adapters/storage/sql/sql-outbox.adapter';
import { SqlTariffAdjustmentStore } from '../../adapters/storage/sql/sql-tariff-adjustment-store.adapter';
import type { TariffAdjustmentProposal } from '../../domain/tariff-adjustment/tariff-adjustment';
import type { OutboxPort } from '../../ports/outbox.port';
import type { TariffAdjustmentStorePort } from '../../ports/tariff-adjustment-store.port';
import { onPostgres } from './storage/postgres-subject';
import {
  dueKeys,
  inMemory,
  onTempFile,
  type Subject,
  type SubjectFactory,
  type WithOutbox,
} from './storage/temp-database';

const BOTH: TariffAdjustmentProposal = {
  beitragsGarantie: { requested: 100, offered: 80 },
  sustainabilityType: { requested: 'euStrict', offered: 'euSoft' },
};
const GUARANTEE: TariffAdjustmentProposal = {
  beitragsGarantie: { requested: 90, offered: 80 },
  sustainabilityType: null,
};

const contract = (
  name: string,
  factory: SubjectFactory<WithOutbox<TariffAdjustmentStorePort>>,
): void => {
  describe(`TariffAdjustmentStorePort: ${name}`, () => {
    let subject: Subject<WithOutbox<TariffAdjustmentStorePort>>;
    let store: TariffAdjustmentStorePort;
    let outbox: OutboxPort;
    const pending = () => outbox.pendingKeys('adjustmentChoiceReport');
    beforeEach(async () => {
      subject = await factory();
      ({ port: store, outbox } = subject.store);
    });
    afterEach(async () => subject.dispose());

    it('keeps the first proposal of an application', async () => {
      expect(await store.find('RK-1')).toBeNull();
      await store.propose('RK-1', BOTH, '2026-11-26T10:00:00.000Z');
      // A repeated hand-over answer stores nothing new.
      await store.propose('RK-1', GUARANTEE, '2026-11-26T11:00:00.000Z');
      expect(await store.find('RK-1')).toEqual({
        reference: 'RK-1',
        proposal: BOTH,
        proposedAt: '2026-11-26T10:00:00.000Z',
        choice: null,
        reportedAt: null,
      });
    });

    it('finds the adjustments of several applications in the order asked', async () => {
      await store.propose('RK-1', BOTH, '2026-11-26T10:00:00.000Z');
      await store.propose('RK-2', GUARANTEE, '2026-11-26T10:00:00.000Z');
      const found = await store.findMany(['RK-2', 'RK-9', 'RK-1']);
      expect(found.map((a) => a.reference)).toEqual(['RK-2', 'RK-1']);
      expect(await store.findMany([])).toEqual([]);
    });

    it('records a choice once, only where there is a proposal', async () => {
      const choice = {
        type: 'keepTariff' as const,
        result: 'bothKeepTariff' as const,
        chosenAt: '2026-11-26T12:00:00.000Z',
      };
      expect(await store.choose('RK-1', choice)).toBe(false);
      await store.propose('RK-1', BOTH, '2026-11-26T10:00:00.000Z');
      expect(await store.choose('RK-1', choice)).toBe(true);
      expect(
        await store.choose('RK-1', {
          type: 'selectAnotherTariff',
          result: 'bothChangeTariff',
          chosenAt: '2026-11-26T13:00:00.000Z',
        }),
      ).toBe(false);
      expect((await store.find('RK-1'))?.choice).toEqual(choice);
    });

    it('puts each choice into the outbox, oldest first, until reported', async () => {
      await store.propose('RK-1', BOTH, '2026-11-26T10:00:00.000Z');
      await store.propose('RK-2', GUARANTEE, '2026-11-26T10:00:00.000Z');
      await store.propose('RK-3', GUARANTEE, '2026-11-26T10:00:00.000Z');
      expect(await pending()).toEqual([]);
      await store.choose('RK-2', {
        type: 'keepTariff',
        result: 'beitragsgarantieKeepTariff',
        chosenAt: '2026-11-26T12:00:00.000Z',
      });
      await store.choose('RK-1', {
        type: 'updateTariff',
        result: 'bothUseSustainableFunds',
        chosenAt: '2026-11-26T12:30:00.000Z',
      });
      expect(await pending()).toEqual(['RK-2', 'RK-1']);
      await store.markReported('RK-2', '2026-11-26T13:00:00.000Z');
      await store.markReported('RK-2', '2026-11-26T14:00:00.000Z');
      expect((await store.find('RK-2'))?.reportedAt).toBe('2026-11-26T13:00:00.000Z');
      expect(await pending()).toEqual(['RK-1']);
      expect(await dueKeys(outbox, 'adjustmentChoiceReport', 1)).toEqual(['RK-1']);
    });
  });
};

contract(
  'in memory',
  inMemory(() => {
    const port = new MemoryTariffAdjustmentStore();
    return { port, outbox: port.outbox };
  }),
);
contract(
  'SQLite',
  onTempFile((database) => ({
    port: new SqlTariffAdjustmentStore(database),
    outbox: new SqlOutbox(database),
  })),
);
contract(
  'PostgreSQL',
  onPostgres((database) => ({
    port: new SqlTariffAdjustmentStore(database),
    outbox: new SqlOutbox(database),
  })),
);
