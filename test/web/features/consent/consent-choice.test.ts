import { describe, expect, it } from 'vitest';
import {
  CONSENT_BUTTON_LABELS,
  consentFor,
  isConsentButton,
  toggleConsentType,
} from '../../../../web/features/consent/consent-choice';

describe('consent choice (SPEC §3)', () => {
  it('labels the three buttons', () => {
    expect(CONSENT_BUTTON_LABELS).toEqual({
      all: 'Alle akzeptieren',
      necessary: 'Nur notwendige',
      selection: 'Auswahl speichern',
    });
    expect(isConsentButton('all')).toBe(true);
    expect(isConsentButton('none')).toBe(false);
  });

  it('saves everything, only functional, or the selection with functional', () => {
    expect(consentFor('all', [])).toEqual(['f', 'a', 'm']);
    expect(consentFor('necessary', ['a', 'm'])).toEqual(['f']);
    expect(consentFor('selection', ['m'])).toEqual(['f', 'm']);
    expect(consentFor('selection', ['m', 'a'])).toEqual(['f', 'a', 'm']);
  });

  it('toggles analytics and marketing but never the functional type', () => {
    expect(toggleConsentType(['f'], 'a')).toEqual(['f', 'a']);
    expect(toggleConsentType(['f', 'a'], 'a')).toEqual(['f']);
    expect(toggleConsentType(['f', 'a'], 'f')).toEqual(['f', 'a']);
    expect(toggleConsentType([], 'm')).toEqual(['f', 'm']);
  });
});
