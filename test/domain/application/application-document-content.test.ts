import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CATALOGUE_FILE } from '../../../adapters/catalogue/catalogue-location';
import { FileTariffCatalogue } from '../../../adapters/catalogue/file-tariff-catalogue.adapter';
import { applicationDocumentModel } from '../../../domain/application/application-document-content';
import type { ApplicationDocumentId } from '../../../domain/application/application-documents';
import type { ApplicationTariffChoice } from '../../../domain/application/application-form';
import { applicationTariffDetails } from '../../../domain/application/application-tariff';
import type { TariffCatalogue } from '../../../domain/tariffs/tariff';
import {
  FAMILY_CHILDREN,
  RIESTER_FAMILY_CHOICE,
  RIESTER_FAMILY_FORM,
} from '../../fixtures/application/riester-family';
import { SAMPLE_FORM } from '../../fixtures/application/sample-application';

const AT = Temporal.Instant.from('2026-03-15T10:00:00Z');

let catalogue: TariffCatalogue;
beforeAll(async () => {
  const loaded = await new FileTariffCatalogue(DEMO_CATALOGUE_FILE).load();
  if (!loaded.ok) throw new Error(loaded.error.message);
  catalogue = loaded.value;
});

/** One document of the sample application for the choice, with the tariff details it rests on. */
const documentOf = (kind: ApplicationDocumentId, choice: ApplicationTariffChoice) => {
  const details = applicationTariffDetails(catalogue, choice, AT);
  if (!details.ok) throw new Error(details.error.message);
  const model = applicationDocumentModel(kind, {
    reference: 'RK-2026-TEST0001',
    form: SAMPLE_FORM,
    choice,
    details: details.value,
    demo: true,
    date: '2026-03-15',
  });
  return { details: details.value, model };
};

const contributionLine = (choice: ApplicationTariffChoice): string | undefined => {
  const { model } = documentOf('antrag', choice);
  const rows = model.sections.flatMap((section) => section.rows ?? []);
  return rows.find(([label]) => label === 'Beitrag')?.[1];
};

describe('the application PDF names the contribution the customer signs for', () => {
  const tariffId = 'nordlicht-leben-privatrente-etf';

  it('a monthly payer: the monthly amount', () => {
    const line = contributionLine({
      product: 'schicht3',
      tariffId,
      searchQuery: 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150',
    });
    expect(line).toBe('150,00\u00a0€ monatlich');
  });

  it('a yearly payer: the yearly amount typed, not its monthly twelfth', () => {
    const line = contributionLine({
      product: 'schicht3',
      tariffId,
      searchQuery: 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=833.33&sc=10000&pp=yearly',
    });
    expect(line).toBe('10.000,00\u00a0€ jährlich');
  });
});

describe('the product information sheet (PIB) names what the projection rests on', () => {
  it('gives the assumption and the capital at the three legal model rates (§ 154 VVG)', () => {
    const { details, model } = documentOf('produktinformationsblatt', {
      product: 'schicht3',
      tariffId: 'nordlicht-leben-privatrente-etf',
      searchQuery: 'js=Angestellter&bd=1985-04-12&pt=schicht3&mp=150',
    });
    const section = model.sections.find((s) => s.heading === 'Annahme und Modellrechnung');
    const rows = new Map(section?.rows ?? []);
    expect(rows.get('Annahme der Prognose')).toMatch(/^Annahme: /);
    const last = details.yearTable.at(-1);
    expect(last).toBeDefined();
    expect(
      [...rows.keys()].filter((label) => label.startsWith('Kapital zum Rentenbeginn bei')),
    ).toEqual([
      'Kapital zum Rentenbeginn bei 0,67\u00a0% p.\u00a0a.',
      'Kapital zum Rentenbeginn bei 1,67\u00a0% p.\u00a0a.',
      'Kapital zum Rentenbeginn bei 2,67\u00a0% p.\u00a0a.',
    ]);
    // The model capitals grow with the rate, as the tariff details' chart shows them.
    const capitals = last?.capitalAtModelRates ?? [0, 0, 0];
    expect(capitals[0]).toBeLessThan(capitals[1]);
    expect(capitals[1]).toBeLessThan(capitals[2]);
    expect(section?.paragraphs?.[0]).toBe(details.modelCalculationNote);
  });
});

describe('the Antrag’s Zulagenantrag lists the Kinderzulage’s children (issue 29, finding 6)', () => {
  const allowanceRows = (form: typeof RIESTER_FAMILY_FORM) => {
    const details = applicationTariffDetails(catalogue, RIESTER_FAMILY_CHOICE, AT);
    if (!details.ok) throw new Error(details.error.message);
    const model = applicationDocumentModel('antrag', {
      reference: 'RK-2026-TEST0002',
      form,
      choice: RIESTER_FAMILY_CHOICE,
      details: details.value,
      demo: true,
      date: '2026-03-15',
    });
    return model.sections.find((s) => s.heading === 'Zulagenantrag (§ 89 EStG)')?.rows ?? [];
  };

  it('names each child with birth date, Kindergeld recipient and Zulage, and the total', () => {
    expect(allowanceRows(RIESTER_FAMILY_FORM).slice(4)).toEqual([
      ['Kind 1', 'Lena Müßig-Özdemir, geboren am 03.05.2012'],
      ['Kindergeld erhält', 'Ich'],
      ['Kinderzulage', '300,00\u00a0€ im Jahr'],
      ['Kind 2', 'Jonas Müßig-Özdemir, geboren am 21.12.2004'],
      [
        'Kindergeld erhält',
        'Der andere Elternteil, die Kinderzulage ist aber mir zugeordnet (§ 85 Abs. 2 EStG)',
      ],
      ['Kinderzulage', '185,00\u00a0€ im Jahr'],
      ['Kinderzulage insgesamt', '485,00\u00a0€ im Jahr'],
    ]);
  });

  it('claims nothing for a child of the other parent, and says when there are no children', () => {
    const allowance = RIESTER_FAMILY_FORM.riesterAllowance;
    if (allowance === null) throw new Error('a Riester form');
    const other = allowanceRows({
      ...RIESTER_FAMILY_FORM,
      riesterAllowance: {
        ...allowance,
        children: [{ ...FAMILY_CHILDREN[0], kindergeldRecipient: 'andererElternteil' }],
      },
    });
    expect(other.slice(4)).toEqual([
      ['Kind 1', 'Lena Müßig-Özdemir, geboren am 03.05.2012'],
      ['Kindergeld erhält', 'Der andere Elternteil'],
      ['Kinderzulage', 'keine für diesen Vertrag (geht an den anderen Elternteil)'],
      ['Kinderzulage insgesamt', '0,00\u00a0€ im Jahr'],
    ]);
    // A form stored before the children were asked has no `children` at all.
    const { children: _, ...before } = allowance;
    expect(allowanceRows({ ...RIESTER_FAMILY_FORM, riesterAllowance: before }).slice(4)).toEqual([
      ['Kinder', 'keine angegeben'],
      ['Kinderzulage insgesamt', '0,00\u00a0€ im Jahr'],
    ]);
  });
});
