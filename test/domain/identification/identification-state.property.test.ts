import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { IDENTIFICATION_TYPES } from '../../../domain/identification/identification-choice';
import {
  chooseIdentificationType,
  finishIdentification,
  identificationStatusLabel,
  OPEN_IDENTIFICATION,
  startIdentification,
} from '../../../domain/identification/identification-state';
import {
  identificationStateArb,
  identificationTypeArb,
  webResponseArb,
} from '../../arbitraries/identification';

describe('identification state', () => {
  it('goes open → chosen → in progress → done or declined', () => {
    const chosen = chooseIdentificationType(
      OPEN_IDENTIFICATION,
      'videoIdent',
      IDENTIFICATION_TYPES,
    );
    expect(chosen).toEqual({ ok: true, value: { status: 'chosen', type: 'videoIdent' } });
    if (!chosen.ok) return;
    const started = startIdentification(chosen.value);
    expect(started).toEqual({ ok: true, value: { status: 'inProgress', type: 'videoIdent' } });
    if (!started.ok) return;
    expect(finishIdentification(started.value, 'videoIdent', 'success')).toEqual({
      ok: true,
      value: { status: 'done', type: 'videoIdent' },
    });
    expect(finishIdentification(started.value, 'videoIdent', 'decline')).toEqual({
      ok: true,
      value: { status: 'declined', type: 'videoIdent' },
    });
  });

  it('labels the states as "Meine Anträge" shows them', () => {
    expect(identificationStatusLabel(OPEN_IDENTIFICATION)).toBe('Identifizierung offen');
    expect(identificationStatusLabel({ status: 'inProgress', type: 'postIdent' })).toBe(
      'Identifizierung offen',
    );
    expect(identificationStatusLabel({ status: 'done', type: 'postIdent' })).toBe(
      'Identifizierung abgeschlossen',
    );
    expect(identificationStatusLabel({ status: 'declined', type: 'postIdent' })).toBe(
      'Identifizierung abgelehnt',
    );
  });

  it('refuses to start before a choice, with a German message', () => {
    expect(startIdentification(OPEN_IDENTIFICATION)).toEqual({
      ok: false,
      error: {
        kind: 'identification/not-chosen',
        message: 'Bitte wählen Sie zuerst, wie Sie sich identifizieren möchten.',
      },
    });
  });

  it('never leaves done', () => {
    fc.assert(
      fc.property(
        identificationTypeArb,
        identificationTypeArb,
        webResponseArb,
        (type, other, response) => {
          const done = { status: 'done', type } as const;
          expect(chooseIdentificationType(done, other, IDENTIFICATION_TYPES).ok).toBe(false);
          expect(startIdentification(done).ok).toBe(false);
          expect(finishIdentification(done, other, response).ok).toBe(false);
        },
      ),
    );
  });

  it('never chooses a type that is not offered', () => {
    fc.assert(
      fc.property(
        identificationStateArb,
        identificationTypeArb,
        fc.subarray([...IDENTIFICATION_TYPES]),
        (state, type, offered) => {
          const result = chooseIdentificationType(state, type, offered);
          if (result.ok) expect(offered).toContain(type);
        },
      ),
    );
  });

  it('finishes only the identification of that type that is in progress', () => {
    fc.assert(
      fc.property(
        identificationStateArb,
        identificationTypeArb,
        webResponseArb,
        (state, type, response) => {
          const result = finishIdentification(state, type, response);
          expect(result.ok).toBe(state.status === 'inProgress' && state.type === type);
          if (result.ok)
            expect(result.value.status).toBe(response === 'success' ? 'done' : 'declined');
        },
      ),
    );
  });
});
