/**
 * The Kinderzulage's children on the /personal-data form (issue 29, finding 6): each child's
 * fields are named `children.<index>.<key>` in the form post, the JSON API, the error map and the
 * page's ids, so every child's message reaches its own field.
 */

/** A sensible bound for one application; the form offers no more rows than this. */
export const MAX_RIESTER_CHILDREN = 10;

export const RIESTER_CHILD_KEYS = [
  'firstName',
  'lastName',
  'birthDate',
  'kindergeldRecipient',
] as const;
export type RiesterChildKey = (typeof RIESTER_CHILD_KEYS)[number];

type ChildIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;
export type RiesterChildField = `children.${ChildIndex}.${RiesterChildKey}`;

/** `children.2.birthDate`; the index must be below MAX_RIESTER_CHILDREN. */
export const riesterChildField = (index: number, key: RiesterChildKey): RiesterChildField =>
  `children.${index}.${key}` as RiesterChildField;

/** Every child field, child by child. */
export const RIESTER_CHILD_FIELDS: readonly RiesterChildField[] = Array.from(
  { length: MAX_RIESTER_CHILDREN },
  (_, index) => RIESTER_CHILD_KEYS.map((key) => riesterChildField(index, key)),
).flat();

type Values = Readonly<Record<string, string | undefined>>;

/** The indexes of the children a post or the page's values hold: one of a child's fields is there. */
export const riesterChildIndexes = (values: Values): readonly number[] =>
  Array.from({ length: MAX_RIESTER_CHILDREN }, (_, index) => index).filter((index) =>
    RIESTER_CHILD_KEYS.some((key) => values[riesterChildField(index, key)] !== undefined),
  );

/** The values without any child field. */
const withoutChildren = (values: Values): Record<string, string> => {
  const rest: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    if (!name.startsWith('children.') && value !== undefined) rest[name] = value;
  }
  return rest;
};

/** The values with the children renumbered 0, 1, 2, … in their order, leaving out `drop`. */
const renumbered = (values: Values, keep: readonly number[]): Record<string, string> => {
  const next = withoutChildren(values);
  keep.forEach((from, to) => {
    for (const key of RIESTER_CHILD_KEYS) {
      next[riesterChildField(to, key)] = values[riesterChildField(from, key)] ?? '';
    }
  });
  return next;
};

/** „Kind hinzufügen“: one more empty child at the end (none past the bound). */
export const addRiesterChild = (values: Values): Record<string, string> => {
  const indexes = riesterChildIndexes(values);
  const next = renumbered(values, indexes);
  if (indexes.length >= MAX_RIESTER_CHILDREN) return next;
  for (const key of RIESTER_CHILD_KEYS) next[riesterChildField(indexes.length, key)] = '';
  return next;
};

/** „Kind entfernen“: the child at `index` leaves, the others move up. */
export const removeRiesterChild = (values: Values, index: number): Record<string, string> =>
  renumbered(
    values,
    riesterChildIndexes(values).filter((present) => present !== index),
  );

/** The page's buttons: „Kind hinzufügen“ posts this intent, „Kind entfernen“ its child's. */
export const ADD_CHILD_INTENT = 'addChild';
export const removeChildIntent = (index: number): string => `removeChild:${index}`;

/**
 * The values after the child buttons' intent, or null when the post is no child button (save,
 * callback). Works the same with and without JavaScript: the page posts, the action answers.
 */
export const valuesAfterChildIntent = (
  values: Values,
  intent: unknown,
): Record<string, string> | null => {
  if (intent === ADD_CHILD_INTENT) return addRiesterChild(values);
  const removed = typeof intent === 'string' ? /^removeChild:(\d)$/.exec(intent) : null;
  return removed === null ? null : removeRiesterChild(values, Number(removed[1]));
};
