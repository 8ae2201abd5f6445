/**
 * The text message with the link to the identification page (SPEC §3: „Link per SMS senden“),
 * for the customer who identifies on the smartphone.
 */
export const identificationSmsText = (
  brandName: string,
  reference: string,
  pageUrl: string,
): string =>
  `${brandName}: Identifizieren Sie sich für Ihren Antrag ${reference} bequem am Smartphone: ${pageUrl}`;
