// SPEC §2 "Error screen", word for word.
export const ERROR_SCREEN_TITLE = 'Es ist leider ein Fehler aufgetreten!';
export const ERROR_SCREEN_BACK_LABEL = 'zurück zur Rentenversicherung';

export const errorScreenMessage = (phone: string): string =>
  `Bitte gehen Sie zurück zum Vergleich oder rufen Sie uns kostenlos unter ${phone} an.`;
