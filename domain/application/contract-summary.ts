import { germanDateOfIso } from '../calendar/calendar-day';
import type { TariffDetails } from '../comparison/tariff-details';
import { assumedReturnText } from '../comparison-view/assumption-texts';
import { contributionText, percentPointsText } from '../comparison-view/figure-texts';
import { formatPrice } from '../format/price';
import type { PaymentPeriod } from '../products/payment-period';
import type { ApplicationForm } from './application-form';
import { beneficiaryLabel } from './beneficiary';
import {
  claimedKinderzulage,
  KINDERGELD_RECIPIENT_LABELS,
  kinderzulageOf,
  riesterChildrenOf,
} from './riester-children';

export const PAYMENT_PERIOD_TEXTS: Readonly<Record<PaymentPeriod, string>> = {
  monthly: 'monatlich',
  yearly: 'jährlich',
  oneTime: 'einmalig',
  mix: 'monatlich und einmalig',
};

export interface SummaryLine {
  readonly key: string;
  readonly label: string;
  readonly value: string;
  /** What the value rests on, shown right below it (the projection's assumed return). */
  readonly note?: string;
}

/**
 * The contract summary of /online-contract: the figures the details computed for the search
 * (insurance start by the SPEC §4 rule, pension start, guaranteed and projected figures,
 * Effektivkosten), written as the result list and the details write them; nothing computed again.
 */
export const contractSummaryLines = (
  details: Pick<TariffDetails, 'row' | 'insuranceStart' | 'pensionStart'>,
  paymentPeriod: PaymentPeriod,
): SummaryLine[] => {
  const { row } = details;
  return [
    { key: 'insurer', label: 'Versicherer', value: row.insurerName },
    { key: 'tariff', label: 'Tarif', value: row.tariffName },
    { key: 'contribution', label: 'Beitrag', value: contributionText(row) },
    { key: 'paymentPeriod', label: 'Zahlweise', value: PAYMENT_PERIOD_TEXTS[paymentPeriod] },
    {
      key: 'insuranceStart',
      label: 'Versicherungsbeginn',
      value: germanDateOfIso(details.insuranceStart),
    },
    { key: 'pensionStart', label: 'Rentenbeginn', value: germanDateOfIso(details.pensionStart) },
    {
      key: 'guaranteedPension',
      label: 'Garantierte Rente (mtl.)',
      value: formatPrice(row.guaranteedPension),
    },
    {
      key: 'projectedPension',
      label: 'Mögliche Rente (mtl.)',
      value: formatPrice(row.projectedPension),
      // Never a projected figure without what it rests on, above the button that signs.
      note: assumedReturnText(row.assumedReturns),
    },
    {
      key: 'guaranteedCapital',
      label: 'Garantiertes Kapital',
      value: formatPrice(row.guaranteedCapital),
    },
    {
      key: 'capital',
      label: 'Kapital zum Rentenbeginn',
      value: formatPrice(row.capitalAtRetirement),
      note: assumedReturnText(row.assumedReturns),
    },
    {
      key: 'effectiveCosts',
      label: 'Effektivkosten',
      value: percentPointsText(row.effectiveCosts),
    },
  ];
};

/** An IBAN as the summary shows it: country and check digits, then only the last four. */
export const maskedIban = (iban: string): string => {
  const compact = iban.replace(/\s+/g, '').toUpperCase();
  if (compact.length <= 8) return compact;
  return `${compact.slice(0, 4)} •••• ${compact.slice(-4)}`;
};

/** What the customer entered on /personal-data, as the contract page repeats it for checking. */
export const applicantLines = (form: ApplicationForm): SummaryLine[] => {
  const p = form.personal;
  const name = [p.salutation, p.title, p.firstName, p.lastName]
    .filter((part): part is string => part !== null && part.trim() !== '')
    .join(' ');
  const a = p.address;
  return [
    { key: 'name', label: 'Name', value: name },
    {
      key: 'birthday',
      label: 'Geburtsdatum',
      value: p.birthday === null ? '–' : germanDateOfIso(p.birthday),
    },
    {
      key: 'address',
      label: 'Anschrift',
      value: `${a.street} ${a.houseNumber}, ${a.postalCode} ${a.city}`.trim(),
    },
    { key: 'email', label: 'E-Mail', value: p.email },
    { key: 'phone', label: 'Telefon', value: p.phoneNumber },
    { key: 'iban', label: 'IBAN (SEPA-Lastschrift)', value: maskedIban(form.iban) },
    { key: 'accountHolder', label: 'Kontoinhaber', value: form.accountHolder },
    {
      key: 'beneficiary',
      label: 'Bezugsrecht im Todesfall',
      value:
        form.beneficiaryName === null || form.beneficiaryName === ''
          ? beneficiaryLabel(form.beneficiary)
          : `${beneficiaryLabel(form.beneficiary)}: ${form.beneficiaryName}`,
    },
    ...allowanceLines(form),
  ];
};

/**
 * Riester's Zulagenantrag as signed: once or permanently, and each child with its birth date,
 * Kindergeld recipient and Kinderzulage, then the yearly total — the same as the Antrag PDF.
 */
const allowanceLines = (form: ApplicationForm): SummaryLine[] => {
  const allowance = form.riesterAllowance;
  if (allowance === null) return [];
  const children = riesterChildrenOf(allowance);
  return [
    {
      key: 'allowanceApplication',
      label: 'Zulagenantrag',
      value: allowance.permanentApplication ? 'Dauerzulagenantrag' : 'Einmaliger Zulagenantrag',
    },
    ...children.map((child, index) => ({
      key: `child${index}`,
      label: `${index + 1}. Kind`,
      value: `${child.firstName} ${child.lastName}, geboren ${germanDateOfIso(child.birthDate)}; Kindergeld: ${KINDERGELD_RECIPIENT_LABELS[child.kindergeldRecipient]}; Kinderzulage ${formatPrice(kinderzulageOf(child))} im Jahr`,
    })),
    ...(children.length === 0
      ? []
      : [
          {
            key: 'kinderzulage',
            label: 'Kinderzulage',
            value: `${formatPrice(claimedKinderzulage(children))} im Jahr`,
          },
        ]),
  ];
};
