import { isOneOf } from '../value-set';
import type { IdentificationType } from './identification-choice';

/** How the identification page names each type (SPEC §3 types of domain/identification/identification-choice.ts). */
export const IDENTIFICATION_OFFER_LABELS: Readonly<Record<IdentificationType, string>> = {
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
