import type { Temporal } from 'temporal-polyfill';
import { documentFileName } from '../format/document-file-name';

/** The documents an applicant gets before signing and with the confirmation (§ 7 VVG, VVG-InfoV). */
export const APPLICATION_DOCUMENT_IDS = [
  'antrag',
  'produktinformationsblatt',
  'versicherungsbedingungen',
  'kosteninformation',
] as const;
export type ApplicationDocumentId = (typeof APPLICATION_DOCUMENT_IDS)[number];

export const isApplicationDocumentId = (input: unknown): input is ApplicationDocumentId =>
  typeof input === 'string' && (APPLICATION_DOCUMENT_IDS as readonly string[]).includes(input);

export const APPLICATION_DOCUMENT_TITLES: Readonly<Record<ApplicationDocumentId, string>> = {
  antrag: 'Ihr Antrag',
  produktinformationsblatt: 'Produktinformationsblatt',
  versicherungsbedingungen: 'Allgemeine Versicherungsbedingungen',
  kosteninformation: 'Kosteninformation',
};

/** SPEC §9: the type prefix of each document's download name. */
export const APPLICATION_DOCUMENT_PREFIXES: Readonly<Record<ApplicationDocumentId, string>> = {
  antrag: 'Antrag_',
  produktinformationsblatt: 'PIB_',
  versicherungsbedingungen: 'AVB_',
  kosteninformation: 'Kosten_',
};

/**
 * 'Antrag_MaM20260315_RK-2026-7K4QX9MB.pdf' for Max Mustermann's application RK-2026-7K4QX9MB of
 * 15 March 2026: SPEC §9's name plus the reference, so two applications of one day never share a
 * file name. A preview before sending (no reference yet) has SPEC §9's name alone.
 */
export const applicationDocumentFileName = (
  id: ApplicationDocumentId,
  person: { readonly firstName: string; readonly lastName: string },
  date: Temporal.PlainDate,
  reference: string | null,
): string =>
  documentFileName({
    typePrefix: APPLICATION_DOCUMENT_PREFIXES[id],
    firstName: person.firstName,
    lastName: person.lastName,
    date,
    ...(reference === null ? {} : { distinguisher: reference }),
  });
