import { describe, expect, it } from 'vitest';
import {
  IDENTIFICATION_CHOICE_LABELS,
  IDENTIFICATION_CHOICES,
  IDENTIFICATION_TYPE_LABELS,
  IDENTIFICATION_TYPES,
  isIdentificationChoice,
  isIdentificationType,
  isWebIdentificationRedirectResponse,
  WEB_IDENTIFICATION_REDIRECT_RESPONSES,
} from '../../../domain/identification/identification-choice';

describe('identification enums (SPEC §3)', () => {
  it('has the three choices and five types with labels', () => {
    expect(IDENTIFICATION_CHOICES).toEqual(['sendSms', 'startIdentification', 'identifyLater']);
    expect(IDENTIFICATION_TYPES).toEqual([
      'schufaIdent',
      'videoIdent',
      'postIdent',
      'bankIdent',
      'ausweiskopie',
    ]);
    expect(Object.keys(IDENTIFICATION_CHOICE_LABELS)).toEqual([...IDENTIFICATION_CHOICES]);
    expect(Object.keys(IDENTIFICATION_TYPE_LABELS)).toEqual([...IDENTIFICATION_TYPES]);
    expect(isIdentificationChoice('identifyLater')).toBe(true);
    expect(isIdentificationType('videoident')).toBe(false);
  });

  it('accepts success and decline as redirect responses only', () => {
    expect(WEB_IDENTIFICATION_REDIRECT_RESPONSES).toEqual(['success', 'decline']);
    expect(isWebIdentificationRedirectResponse('decline')).toBe(true);
    expect(isWebIdentificationRedirectResponse('error')).toBe(false);
  });
});
