import { AGE_LIMITS } from '../age/check-birthday';
import { amountUpTo, wholeNumberIn } from '../calculators/calculator-form';
import { RETIREMENT_AGE_RANGE } from '../comparison/projection-input';
import { err, ok, type Result } from '../result';

/** The form fields of the Rentenlückencheck: one name for the page query, the API and the CLI. */
export const PENSION_GAP_FIELDS = [
  'age',
  'gross',
  'net',
  'retireAt',
  'share',
  'statutory',
  'other',
  'childless',
] as const;
export type PensionGapField = (typeof PENSION_GAP_FIELDS)[number];

/** The raw values as typed or sent; any field may be missing. */
export type PensionGapFormInput = Readonly<Partial<Record<PensionGapField, string>>>;

export interface PensionGapInput {
  /** Age in whole years today. */
  readonly age: number;
  /** Yearly gross salary today, €; null when the Renteninformation's figure is given instead. */
  readonly gross: number | null;
  /** Monthly net income today, €. */
  readonly net: number;
  /** The age the pension is to start. */
  readonly retireAt: number;
  /** Share of today's net income needed in retirement (0.8 = 80 %). */
  readonly share: number;
  /** Monthly Regelaltersrente from the Renteninformation, €, when known. */
  readonly statutory: number | null;
  /** Other monthly income in retirement after tax (Betriebsrente, rent), in today's money, €. */
  readonly other: number;
  /** No children: the care insurance surcharge of § 55 Abs. 3 SGB XI applies. */
  readonly childless: boolean;
}

export interface PensionGapInputError {
  readonly kind: 'pension-gap/invalid';
  /** The first field's message (the CLI's one line). */
  readonly message: string;
  readonly fields: Readonly<Partial<Record<PensionGapField, string>>>;
}

/** The earliest statutory old-age pension, for langjährig Versicherte, § 36 SGB VI; the latest the comparison's. */
export const PENSION_GAP_RETIREMENT_AGE = { min: 63, max: RETIREMENT_AGE_RANGE.max } as const;
/** The share of the net income people usually plan with (a common rule of thumb), in per cent. */
export const DEFAULT_NEED_SHARE_PERCENT = 80;
const NEED_SHARE_PERCENT = { min: 50, max: 100 } as const;
const MAX_YEARLY_GROSS = 10_000_000;
const MAX_MONTHLY_AMOUNT = 1_000_000;

export const PENSION_GAP_MESSAGES = {
  age: `Bitte geben Sie Ihr Alter in ganzen Jahren zwischen ${AGE_LIMITS.min} und ${AGE_LIMITS.max} an.`,
  gross:
    'Bitte geben Sie Ihr Bruttojahreseinkommen als Betrag in Euro an (höchstens 10.000.000 €) oder die Rente aus Ihrer Renteninformation.',
  net: 'Bitte geben Sie Ihr monatliches Nettoeinkommen als Betrag in Euro an (mehr als 0 €, höchstens 1.000.000 €).',
  retireAt: `Der gewünschte Rentenbeginn muss zwischen ${PENSION_GAP_RETIREMENT_AGE.min} und ${PENSION_GAP_RETIREMENT_AGE.max} Jahren liegen.`,
  share: `Der Bedarf im Ruhestand muss zwischen ${NEED_SHARE_PERCENT.min} und ${NEED_SHARE_PERCENT.max} Prozent Ihres Nettoeinkommens liegen.`,
  statutory:
    'Bitte geben Sie die Rente aus Ihrer Renteninformation als Betrag in Euro an oder lassen Sie das Feld leer.',
  other:
    'Bitte geben Sie weitere Einkünfte im Ruhestand als Betrag in Euro an oder lassen Sie das Feld leer.',
  childless: 'Bitte geben Sie an, ob Sie Kinder haben.',
} as const satisfies Record<PensionGapField, string>;

/**
 * Reads the form of the Rentenlückencheck (German amounts: 45.000 or 2.500,50) and collects a
 * German message for every invalid field at once. Empty optional fields take their defaults:
 * share 80 %, no Renteninformation figure, no other income, with children.
 */
export const parsePensionGapInput = (
  form: PensionGapFormInput,
): Result<PensionGapInput, PensionGapInputError> => {
  const text = (field: PensionGapField): string => (form[field] ?? '').trim();
  const fields: Partial<Record<PensionGapField, string>> = {};
  const fail = (field: PensionGapField): null => {
    fields[field] = PENSION_GAP_MESSAGES[field];
    return null;
  };

  const age = wholeNumberIn(text('age'), AGE_LIMITS.min, AGE_LIMITS.max) ?? fail('age');
  const statutory =
    text('statutory') === ''
      ? null
      : (amountUpTo(text('statutory'), MAX_MONTHLY_AMOUNT) ?? fail('statutory'));
  const gross =
    text('gross') === '' && statutory !== null
      ? null
      : (amountUpTo(text('gross'), MAX_YEARLY_GROSS) ?? fail('gross'));
  const netAmount = amountUpTo(text('net'), MAX_MONTHLY_AMOUNT);
  const net = netAmount !== null && netAmount > 0 ? netAmount : fail('net');
  const retireAt =
    wholeNumberIn(
      text('retireAt'),
      PENSION_GAP_RETIREMENT_AGE.min,
      PENSION_GAP_RETIREMENT_AGE.max,
    ) ?? fail('retireAt');
  const sharePercent =
    text('share') === ''
      ? DEFAULT_NEED_SHARE_PERCENT
      : (wholeNumberIn(text('share'), NEED_SHARE_PERCENT.min, NEED_SHARE_PERCENT.max) ??
        fail('share'));
  const other =
    text('other') === '' ? 0 : (amountUpTo(text('other'), MAX_MONTHLY_AMOUNT) ?? fail('other'));
  // Asked, never assumed (issue 32, finding 9): no answer is an error, not „Ja“.
  const childlessText = text('childless');
  const childless =
    childlessText === '1' ? true : childlessText === '0' ? false : fail('childless');

  const first = PENSION_GAP_FIELDS.find((field) => fields[field] !== undefined);
  if (
    first !== undefined ||
    age === null ||
    net === null ||
    retireAt === null ||
    sharePercent === null ||
    other === null ||
    childless === null
  ) {
    return err({
      kind: 'pension-gap/invalid',
      message: first === undefined ? PENSION_GAP_MESSAGES.age : PENSION_GAP_MESSAGES[first],
      fields,
    });
  }
  return ok({ age, gross, net, retireAt, share: sharePercent / 100, statutory, other, childless });
};
