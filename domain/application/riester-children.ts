import { germanDayOf, isoDayOf } from '../calendar/calendar-day';
import { childAllowance } from '../tax/riester';
import { isOneOf } from '../value-set';
import { riesterChildField, riesterChildIndexes } from './riester-child-fields';

/**
 * Who receives the child's Kindergeld, which decides whose contract the Kinderzulage goes to
 * (§ 85 Abs. 1 EStG). Married parents living together: the Kinderzulage goes to the mother, on
 * both parents' application to the father, whoever receives the Kindergeld (§ 85 Abs. 2 EStG) —
 * so a child whose Kindergeld the other parent receives may still be assigned to the applicant.
 */
export const KINDERGELD_RECIPIENTS = ['ich', 'andererElternteil', 'zugeordnet'] as const;
export type KindergeldRecipient = (typeof KINDERGELD_RECIPIENTS)[number];
export const isKindergeldRecipient = (input: unknown): input is KindergeldRecipient =>
  isOneOf(KINDERGELD_RECIPIENTS, input);

/** The form's choices, answering „Wer erhält das Kindergeld?“. */
export const KINDERGELD_RECIPIENT_LABELS: Readonly<Record<KindergeldRecipient, string>> = {
  ich: 'Ich',
  andererElternteil: 'Der andere Elternteil',
  zugeordnet: 'Der andere Elternteil, die Kinderzulage ist aber mir zugeordnet (§ 85 Abs. 2 EStG)',
};

/** One child of the allowance application (§ 89 Abs. 1 S. 3 Nr. 4 EStG). */
export interface RiesterChild {
  readonly firstName: string;
  readonly lastName: string;
  /** ISO date YYYY-MM-DD. */
  readonly birthDate: string;
  readonly kindergeldRecipient: KindergeldRecipient;
}

/** Whether the child's Kinderzulage goes to the applicant's contract. */
export const countsForApplicant = (child: RiesterChild): boolean =>
  child.kindergeldRecipient !== 'andererElternteil';

/** The child's Kinderzulage on the applicant's contract: 300 € or 185 € by birth year, else 0 €. */
export const kinderzulageOf = (child: RiesterChild): number => {
  const born = isoDayOf(child.birthDate);
  return born === null || !countsForApplicant(child) ? 0 : childAllowance(born.year);
};

/** The yearly Kinderzulage the applicant claims: the sum over the children counted. */
export const claimedKinderzulage = (children: readonly RiesterChild[]): number =>
  children.reduce((sum, child) => sum + kinderzulageOf(child), 0);

/**
 * The children of an allowance application; none for other products and for forms stored before
 * the application asked for children (issue 29, finding 6), whose JSON has no `children`.
 */
export const riesterChildrenOf = (
  allowance: { readonly children?: readonly RiesterChild[] } | null,
): readonly RiesterChild[] => allowance?.children ?? [];

/**
 * The page's running total while the customer types (before the check): each child with a real
 * birth date (TT.MM.JJJJ or YYYY-MM-DD) whose Kinderzulage goes to the applicant. The check's
 * children give the same sum once the form is valid.
 */
export const kinderzulageOfValues = (
  values: Readonly<Record<string, string | undefined>>,
): number =>
  riesterChildIndexes(values).reduce((sum, index) => {
    const text = (values[riesterChildField(index, 'birthDate')] ?? '').trim();
    const born = isoDayOf(text) ?? germanDayOf(text);
    const recipient = values[riesterChildField(index, 'kindergeldRecipient')] ?? '';
    return born === null || !isKindergeldRecipient(recipient) || recipient === 'andererElternteil'
      ? sum
      : sum + childAllowance(born.year);
  }, 0);
