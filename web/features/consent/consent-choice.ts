import { CONSENT_TYPES, type ConsentType } from '../../../domain/device/consent';
import { ALL_CONSENT, REQUIRED_CONSENT } from '../../../domain/device/consent-cookie';

/** The banner's three buttons. */
export type ConsentButton = 'all' | 'necessary' | 'selection';

export const CONSENT_BUTTON_LABELS: Readonly<Record<ConsentButton, string>> = {
  all: 'Alle akzeptieren',
  necessary: 'Nur notwendige',
  selection: 'Auswahl speichern',
};

export const isConsentButton = (value: unknown): value is ConsentButton =>
  value === 'all' || value === 'necessary' || value === 'selection';

const normalised = (types: readonly ConsentType[]): readonly ConsentType[] =>
  CONSENT_TYPES.filter((type) => REQUIRED_CONSENT.includes(type) || types.includes(type));

/** What a button saves: everything, only the functional type, or the ticked types. */
export const consentFor = (
  button: ConsentButton,
  selected: readonly ConsentType[],
): readonly ConsentType[] => {
  switch (button) {
    case 'all':
      return ALL_CONSENT;
    case 'necessary':
      return REQUIRED_CONSENT;
    case 'selection':
      return normalised(selected);
  }
};

/** Ticks or unticks a type; the functional type stays ticked. */
export const toggleConsentType = (
  selected: readonly ConsentType[],
  type: ConsentType,
): readonly ConsentType[] =>
  normalised(
    REQUIRED_CONSENT.includes(type) || !selected.includes(type)
      ? [...selected, type]
      : selected.filter((given) => given !== type),
  );
