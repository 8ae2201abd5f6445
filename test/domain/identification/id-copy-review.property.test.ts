import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { UPLOADED_DOCUMENT_KINDS } from '../../../domain/documents/uploaded-document';
import { missingIdCopySides, missingIdCopyText } from '../../../domain/identification/id-copy';
import {
  applyInsurerVerdict,
  chooseIdentificationType,
  identificationStatusLabel,
  isIdentificationOpen,
  isIdentificationToReport,
  submitIdCopy,
} from '../../../domain/identification/identification-state';
import { identificationStateArb, identificationTypeArb } from '../../arbitraries/identification';

const kindsArb = fc.array(fc.constantFrom(...UPLOADED_DOCUMENT_KINDS), { maxLength: 6 });
const verdictArb = fc.constantFrom('accepted' as const, 'declined' as const);

describe('the ID copy in review', () => {
  it('moves only an ID copy in progress to review, and a done one never', () => {
    fc.assert(
      fc.property(identificationStateArb, (state) => {
        const next = submitIdCopy(state);
        if (state.status === 'inProgress' && state.type === 'ausweiskopie') {
          expect(next).toEqual({ ok: true, value: { status: 'inReview', type: 'ausweiskopie' } });
        } else if (state.status === 'inReview') {
          expect(next).toEqual({ ok: true, value: state });
        } else {
          expect(next.ok).toBe(false);
        }
        if (state.status === 'done') {
          expect(next).toEqual({
            ok: false,
            error: {
              kind: 'identification/already-done',
              message: 'Die Identifizierung für diesen Antrag ist bereits abgeschlossen.',
            },
          });
        }
      }),
    );
  });

  it('labels the review and offers no new choice meanwhile', () => {
    const state = { status: 'inReview', type: 'ausweiskopie' } as const;
    expect(identificationStatusLabel(state)).toBe('Ausweiskopie wird geprüft');
    expect(isIdentificationOpen(state)).toBe(false);
    fc.assert(
      fc.property(identificationTypeArb, (type) => {
        expect(chooseIdentificationType(state, type, [type])).toEqual({
          ok: false,
          error: {
            kind: 'identification/in-review',
            message: 'Ihre Ausweiskopie wird gerade geprüft. Bitte warten Sie auf das Ergebnis.',
          },
        });
      }),
    );
  });

  it("applies the insurer's verdict to a review only; done stays done", () => {
    fc.assert(
      fc.property(identificationStateArb, verdictArb, (state, verdict) => {
        const next = applyInsurerVerdict(state, verdict);
        if (state.status === 'inReview') {
          expect(next).toEqual({
            status: verdict === 'accepted' ? 'done' : 'declined',
            type: 'ausweiskopie',
          });
        } else {
          expect(next).toBe(state);
        }
      }),
    );
  });

  it('reports exactly the done identifications and the ID copies in review', () => {
    fc.assert(
      fc.property(identificationStateArb, (state) => {
        expect(isIdentificationToReport(state)).toBe(
          state.status === 'done' || state.status === 'inReview',
        );
      }),
    );
  });

  it('knows which side of the card is missing, whatever else was uploaded', () => {
    fc.assert(
      fc.property(kindsArb, (kinds) => {
        const missing = missingIdCopySides(kinds);
        expect(missing.includes('ausweisVorderseite')).toBe(!kinds.includes('ausweisVorderseite'));
        expect(missing.includes('ausweisRueckseite')).toBe(!kinds.includes('ausweisRueckseite'));
        expect(missingIdCopyText(kinds) === null).toBe(missing.length === 0);
      }),
    );
    expect(missingIdCopyText(['ausweisVorderseite'])).toBe(
      'Es fehlt noch die Rückseite Ihres Ausweises.',
    );
    expect(missingIdCopyText(['ausweisRueckseite', 'nachweis'])).toBe(
      'Es fehlt noch die Vorderseite Ihres Ausweises.',
    );
    expect(missingIdCopyText([])).toBe(
      'Bitte laden Sie die Vorderseite und die Rückseite Ihres Ausweises hoch.',
    );
  });
});
