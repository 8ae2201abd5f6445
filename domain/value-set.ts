/** A closed set of string values (an enumeration of the spec) with a type guard. */
export const isOneOf = <T extends string>(values: readonly T[], input: unknown): input is T =>
  typeof input === 'string' && (values as readonly string[]).includes(input);
