import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { FixedClockAdapter } from '../../../adapters/memory/fixed-clock.adapter';
import { MemoryApplicationStore } from '../../../adapters/memory/memory-application-store.adapter';
import { MemoryTariffCatalogue } from '../../../adapters/memory/memory-tariff-catalogue.adapter';
import { makeApplicationDocuments } from '../../../ports/use-cases/application-documents.use-case';
import {
  demoCatalogue,
  SAMPLE_CHOICE,
  SAMPLE_FORM,
  sampleStoredApplication,
} from '../../fixtures/application/sample-application';

// Two applications of one person on one day: SPEC §9's name (prefix, initials, YYYYMMDD) would
// be the same for both; the reference tells them apart.

const documentsWith = (store: MemoryApplicationStore) =>
  makeApplicationDocuments({
    catalogue: new MemoryTariffCatalogue(demoCatalogue()),
    renderer: { render: async () => new TextEncoder().encode('%PDF') },
    store,
    clock: new FixedClockAdapter(Temporal.Instant.from('2026-03-15T18:00:00Z')),
  });

describe('application document file names', () => {
  it('differ for two applications of one day, by the reference after the date', async () => {
    const store = new MemoryApplicationStore();
    const documents = documentsWith(store);
    const morning = sampleStoredApplication('RK-2026-AAAAAAAA', '2026-03-15T08:00:00.000Z');
    const evening = sampleStoredApplication('RK-2026-BBBBBBBB', '2026-03-15T17:30:00.000Z');
    const first = (await documents.listed(morning)).map((d) => d.fileName);
    const second = (await documents.listed(evening)).map((d) => d.fileName);
    const initials = `${SAMPLE_FORM.personal.firstName.slice(0, 2)}${SAMPLE_FORM.personal.lastName[0]}`;
    expect(first[0]).toBe(`Antrag_${initials}20260315_RK-2026-AAAAAAAA.pdf`);
    expect(second[0]).toBe(`Antrag_${initials}20260315_RK-2026-BBBBBBBB.pdf`);
    expect(new Set([...first, ...second]).size).toBe(8);
  });

  it('names the made documents as the list does; a preview (no reference yet) by SPEC §9 alone', async () => {
    const store = new MemoryApplicationStore();
    const documents = documentsWith(store);
    const application = sampleStoredApplication('RK-2026-CCCCCCCC', '2026-03-15T09:00:00.000Z');
    const made = await documents.forApplication(application);
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.map((d) => d.fileName)).toEqual(
      (await documents.listed(application)).map((d) => d.fileName),
    );
    const preview = await documentsWith(store).preview(SAMPLE_FORM, SAMPLE_CHOICE);
    expect(preview.ok).toBe(true);
    if (preview.ok) expect(preview.value[0]?.fileName).toMatch(/^Antrag_\D+20260315\.pdf$/);
  });
});
