// SPEC §5: the birthday messages, word for word.
export const BIRTHDAY_MESSAGES = {
  invalid: 'Bitte geben Sie ein gültiges Geburtsdatum an',
  maxAge: (maxAge: number): string => `Das Höchstalter beträgt ${maxAge} Jahre`,
  minAge: 'Bitte geben Sie ein Mindestalter von 18 Jahren an',
} as const;
