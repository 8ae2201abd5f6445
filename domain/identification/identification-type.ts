import { isOneOf } from '../value-set';

/** SPEC §3: the identification types an insurer accepts for an application. */
export const IDENTIFICATION_TYPES = [
  'schufaIdent',
  'videoIdent',
  'postIdent',
  'bankIdent',
  'ausweiskopie',
] as const;
export type IdentificationType = (typeof IDENTIFICATION_TYPES)[number];
export const isIdentificationType = (input: unknown): input is IdentificationType =>
  isOneOf(IDENTIFICATION_TYPES, input);

export const IDENTIFICATION_TYPE_LABELS: Readonly<Record<IdentificationType, string>> = {
  schufaIdent: 'SCHUFA-Identitätsprüfung',
  videoIdent: 'Video-Identifizierung',
  postIdent: 'Postident in einer Filiale',
  bankIdent: 'Identifizierung über Ihr Online-Banking',
  ausweiskopie: 'Kopie des Ausweises (Vorder- und Rückseite)',
};

/** The types that send the customer to an identification service and back (web redirect). */
export const REDIRECT_IDENTIFICATION_TYPES = ['videoIdent', 'bankIdent', 'schufaIdent'] as const;
export type RedirectIdentificationType = (typeof REDIRECT_IDENTIFICATION_TYPES)[number];
export const isRedirectIdentificationType = (input: unknown): input is RedirectIdentificationType =>
  isOneOf(REDIRECT_IDENTIFICATION_TYPES, input);

/** SPEC §3: what the customer may do on the identification page. */
export const IDENTIFICATION_CHOICES = ['sendSms', 'startIdentification', 'identifyLater'] as const;
export type IdentificationChoice = (typeof IDENTIFICATION_CHOICES)[number];
export const isIdentificationChoice = (input: unknown): input is IdentificationChoice =>
  isOneOf(IDENTIFICATION_CHOICES, input);

/** SPEC §3: how the identification service answers when it redirects back. */
export const WEB_IDENTIFICATION_RESPONSES = ['success', 'decline'] as const;
export type WebIdentificationResponse = (typeof WEB_IDENTIFICATION_RESPONSES)[number];
export const isWebIdentificationResponse = (input: unknown): input is WebIdentificationResponse =>
  isOneOf(WEB_IDENTIFICATION_RESPONSES, input);
