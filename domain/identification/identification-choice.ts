import { isOneOf } from '../value-set';

// SPEC §3: what the customer chooses after contracting.
export const IDENTIFICATION_CHOICES = ['sendSms', 'startIdentification', 'identifyLater'] as const;
export type IdentificationChoice = (typeof IDENTIFICATION_CHOICES)[number];
export const isIdentificationChoice = (input: unknown): input is IdentificationChoice =>
  isOneOf(IDENTIFICATION_CHOICES, input);

export const IDENTIFICATION_CHOICE_LABELS: Readonly<Record<IdentificationChoice, string>> = {
  sendSms: 'Link per SMS senden',
  startIdentification: 'Identifizierung jetzt starten',
  identifyLater: 'Später identifizieren',
};

// SPEC §3: identification type.
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
  videoIdent: 'Video-Ident',
  postIdent: 'Postident',
  bankIdent: 'Bank-Ident',
  ausweiskopie: 'Ausweiskopie',
};

// SPEC §3: the answer a web identification provider redirects back with.
export const WEB_IDENTIFICATION_REDIRECT_RESPONSES = ['success', 'decline'] as const;
export type WebIdentificationRedirectResponse =
  (typeof WEB_IDENTIFICATION_REDIRECT_RESPONSES)[number];
export const isWebIdentificationRedirectResponse = (
  input: unknown,
): input is WebIdentificationRedirectResponse =>
  isOneOf(WEB_IDENTIFICATION_REDIRECT_RESPONSES, input);
