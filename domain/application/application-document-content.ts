import { Temporal } from 'temporal-polyfill';
import { germanDateOfIso } from '../calendar/calendar-day';
import type { TariffDetails } from '../comparison/tariff-details';
import { assumedReturnText, modelRateTexts } from '../comparison-view/assumption-texts';
import { countryByIsoCode } from '../countries/country';
import { formatPrice } from '../format/price';
import { PRODUCT_PROFILES, PRODUCT_TYPE_LABELS } from '../products/product-profile';
import { allowanceSection } from './allowance-document-section';
import { APPLICATION_DOCUMENT_TITLES, type ApplicationDocumentId } from './application-documents';
import type { ApplicationForm, ApplicationTariffChoice } from './application-form';
import { beneficiaryLabel } from './beneficiary';
import { ADVICE_WAIVER_DECLARATION, ADVICE_WAIVER_WARNING } from './contract-consents';
import type { DocumentModel, DocumentSection } from './document-model';
import { RESIDENCE_PERMIT_LABELS } from './residence-permit';

/** What every document of an application is made from. */
export interface ApplicationDocumentFacts {
  /** Null before submission: the documents are a draft to read before signing. */
  readonly reference: string | null;
  readonly form: ApplicationForm;
  readonly choice: ApplicationTariffChoice;
  readonly details: TariffDetails;
  /** The catalogue is demo data: every document says so. */
  readonly demo: boolean;
  /** ISO date the documents are made for (the submission's day in Berlin). */
  readonly date: string;
}

const DEMO_NOTE =
  'Demodaten: fiktiver Versicherer und Tarif des Rentenkompass-Demokatalogs, kein echtes Angebot.';

const percent = (value: number): string =>
  `${value.toLocaleString('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} %`;

const yesNo = (value: boolean | null): string =>
  value === null ? 'keine Angabe' : value ? 'Ja' : 'Nein';

const countryName = (code: string): string => countryByIsoCode(code)?.name ?? code;

// A yearly payer signs for the yearly amount typed, not for the monthly twelfth the projection
// is computed from.
const contributionOf = (details: TariffDetails): string => {
  const { monthlyContribution, yearlyContribution, oneTimePayment } = details.row;
  const regular =
    yearlyContribution !== undefined && yearlyContribution > 0
      ? `${formatPrice(yearlyContribution)} jährlich`
      : `${formatPrice(monthlyContribution)} monatlich`;
  const parts = [
    ...(monthlyContribution > 0 ? [regular] : []),
    ...(oneTimePayment > 0 ? [`${formatPrice(oneTimePayment)} einmalig`] : []),
  ];
  return parts.length === 0 ? formatPrice(0) : parts.join(' und ');
};

const tariffSection = (facts: ApplicationDocumentFacts): DocumentSection => {
  const { row } = facts.details;
  return {
    heading: 'Tarif',
    rows: [
      ['Produkt', PRODUCT_TYPE_LABELS[facts.choice.product]],
      ['Versicherer', row.insurerName],
      ['Tarif', row.tariffName],
      ['Beitrag', contributionOf(facts.details)],
      ['Versicherungsbeginn', germanDateOfIso(facts.details.insuranceStart)],
      ['Rentenbeginn', germanDateOfIso(facts.details.pensionStart)],
      ['Garantierte Rente', `${formatPrice(row.guaranteedPension)} monatlich`],
      ['Prognostizierte Rente', `${formatPrice(row.projectedPension)} monatlich`],
      ['Prognostiziertes Kapital', formatPrice(row.capitalAtRetirement)],
      [
        'Effektivkosten',
        row.effectiveCosts === null ? 'entfällt (Sofortrente)' : percent(row.effectiveCosts),
      ],
    ],
  };
};

const personSection = (form: ApplicationForm): DocumentSection => {
  const p = form.personal;
  const name = [p.salutation, p.title, p.firstName, p.lastName].filter(Boolean).join(' ');
  return {
    heading: 'Versicherungsnehmer und versicherte Person',
    rows: [
      ['Name', name],
      ['Geburtsdatum', p.birthday === null ? '' : germanDateOfIso(p.birthday)],
      ['Geburtsort', form.placeOfBirth],
      [
        'Anschrift',
        `${p.address.street} ${p.address.houseNumber}, ${p.address.postalCode} ${p.address.city}`,
      ],
      ['E-Mail', p.email],
      ['Telefon', p.phoneNumber],
      ['Staatsangehörigkeit', countryName(form.nationality)],
      ['Wohnsitzland', countryName(form.countryOfResidence)],
      ...(form.residencePermit === null
        ? []
        : [['Aufenthaltstitel', RESIDENCE_PERMIT_LABELS[form.residencePermit]] as const]),
      ['Steuer-Identifikationsnummer', form.taxId],
      ['Politisch exponierte Person', yesNo(form.politicallyExposed)],
    ],
  };
};

const paymentSection = (form: ApplicationForm): DocumentSection => ({
  heading: 'SEPA-Lastschriftmandat und Bezugsrecht',
  rows: [
    ['Kontoinhaber', form.accountHolder],
    ['IBAN', form.iban.replace(/(.{4})/g, '$1 ').trim()],
    ['Bezugsrecht im Todesfall', beneficiaryLabel(form.beneficiary)],
    ...(form.beneficiaryName === null
      ? []
      : [['Begünstigte Person', form.beneficiaryName] as const]),
  ],
});

const subtitleOf = (facts: ApplicationDocumentFacts): string =>
  `${facts.details.row.insurerName} · ${facts.details.row.tariffName} · ${
    facts.reference === null ? 'Entwurf vor Vertragsabschluss' : `Antragsnummer ${facts.reference}`
  }`;

const footnoteOf = (facts: ApplicationDocumentFacts, extra: string): string =>
  [extra, facts.demo ? DEMO_NOTE : ''].filter((part) => part !== '').join(' ');

const application = (facts: ApplicationDocumentFacts): readonly DocumentSection[] => [
  personSection(facts.form),
  tariffSection(facts),
  paymentSection(facts.form),
  ...allowanceSection(facts.form),
  {
    heading: 'Erklärungen',
    paragraphs: [
      // The same declaration and warning as on the signing page (contract-consents.ts).
      `${ADVICE_WAIVER_DECLARATION} Vor dem Abschluss wurde ich ausdrücklich darauf hingewiesen: „${ADVICE_WAIVER_WARNING}“`,
      'Ich kann meine Vertragserklärung innerhalb von 30 Tagen ohne Angabe von Gründen widerrufen (§ 8 und § 152 VVG).',
    ],
  },
];

/**
 * What the projection rests on and the legal model calculation (§ 154 VVG with § 2 Abs. 3
 * VVG-InfoV): the capital at the pension start at 0,67 / 1,67 / 2,67 % a year, as the tariff
 * details' chart shows it; none for the Sofortrente (no saving phase).
 */
const modelCalculationSection = (facts: ApplicationDocumentFacts): DocumentSection => {
  const last = facts.details.yearTable.at(-1);
  return {
    heading: 'Annahme und Modellrechnung',
    rows: [
      ['Prognostizierte Rente', `${formatPrice(facts.details.row.projectedPension)} monatlich`],
      ['Annahme der Prognose', assumedReturnText(facts.details.row.assumedReturns)],
      ...(last === undefined || PRODUCT_PROFILES[facts.choice.product].immediatePayout
        ? []
        : modelRateTexts().map((rate, i): readonly [string, string] => [
            `Kapital zum Rentenbeginn bei ${rate} p.\u00a0a.`,
            formatPrice(last.capitalAtModelRates[i] ?? 0),
          ])),
    ],
    paragraphs: [facts.details.modelCalculationNote],
  };
};

const productSheet = (facts: ApplicationDocumentFacts): readonly DocumentSection[] => [
  tariffSection(facts),
  {
    heading: 'Art der Versicherung',
    paragraphs: [
      `${PRODUCT_TYPE_LABELS[facts.choice.product]}: eine lebenslange monatliche Rente ab dem Rentenbeginn.`,
    ],
  },
  modelCalculationSection(facts),
];

const terms = (facts: ApplicationDocumentFacts): readonly DocumentSection[] => [
  {
    heading: 'Allgemeine Versicherungsbedingungen (Demotext)',
    paragraphs: [
      `§ 1 Leistungen: ${facts.details.row.insurerName} zahlt ab dem Rentenbeginn eine lebenslange monatliche Rente.`,
      '§ 2 Beginn des Versicherungsschutzes: mit dem im Versicherungsschein genannten Versicherungsbeginn, nicht vor Zahlung des ersten Beitrags.',
      '§ 3 Widerrufsrecht: Sie können Ihre Vertragserklärung innerhalb von 30 Tagen widerrufen (§ 152 VVG).',
      '§ 4 Beitragszahlung: per SEPA-Lastschrift zu den vereinbarten Fälligkeiten.',
      'Dieser Text ist ein Muster der Demo-Umgebung und ersetzt nicht die Bedingungen eines echten Versicherers.',
    ],
  },
];

const costs = (facts: ApplicationDocumentFacts): readonly DocumentSection[] => {
  const c = facts.details.costBreakdown;
  const effective = facts.details.row.effectiveCosts;
  return [
    {
      heading: 'Kosten des Vertrags (§ 2 VVG-InfoV)',
      rows: [
        ['Abschluss- und Vertriebskosten', formatPrice(c.acquisition)],
        ['Verwaltungskosten', formatPrice(c.administration)],
        ['Fondskosten', formatPrice(c.fundCosts)],
        ['Kosten insgesamt bis Rentenbeginn', formatPrice(c.total)],
        [
          'Effektivkosten (Renditeminderung)',
          effective === null ? 'entfällt (Sofortrente)' : percent(effective),
        ],
      ],
    },
  ];
};

const SECTIONS: Readonly<
  Record<ApplicationDocumentId, (facts: ApplicationDocumentFacts) => readonly DocumentSection[]>
> = {
  antrag: application,
  produktinformationsblatt: productSheet,
  versicherungsbedingungen: terms,
  kosteninformation: costs,
};

/** The content of one of an application's documents, in German. */
export const applicationDocumentModel = (
  id: ApplicationDocumentId,
  facts: ApplicationDocumentFacts,
): DocumentModel => ({
  title: APPLICATION_DOCUMENT_TITLES[id],
  subtitle: subtitleOf(facts),
  sections: SECTIONS[id](facts),
  footnote: footnoteOf(facts, `Stand: ${germanDateOfIso(facts.date)}.`),
  date: Temporal.PlainDate.from(facts.date).toString(),
});
