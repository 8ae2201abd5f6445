import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONSENT_FIELDS,
  CONSENT_TEXTS,
  readContractConsents,
  SUBMIT_BUTTON_LABEL,
} from '../../../domain/application/contract-consents';

describe('the ticks of /online-contract', () => {
  it('all three given: every consent true', () => {
    const form = new URLSearchParams('adviceWaiver=ja&withdrawalNoticeRead=ja&dataProtection=ja');
    expect(readContractConsents(form)).toEqual({
      ok: true,
      value: { adviceWaiver: true, withdrawalNoticeRead: true, dataProtection: true },
    });
  });

  it('a message exactly at each box not ticked (any subset, any other value)', () => {
    fc.assert(
      fc.property(
        fc.subarray([...CONSENT_FIELDS]),
        fc.constantFrom('', 'on', 'Ja', 'true', '1'),
        (ticked, other) => {
          const form = new URLSearchParams();
          for (const field of CONSENT_FIELDS)
            form.set(field, ticked.includes(field) ? 'ja' : other);
          const read = readContractConsents(form);
          if (ticked.length === CONSENT_FIELDS.length) {
            expect(read.ok).toBe(true);
            return;
          }
          expect(read.ok).toBe(false);
          if (read.ok) return;
          for (const field of CONSENT_FIELDS) {
            expect(read.error[field]).toBe(
              ticked.includes(field) ? undefined : CONSENT_TEXTS[field].missing,
            );
          }
        },
      ),
    );
  });

  it('names the law: the broker waiver of § 61 VVG with the § 63 VVG warning, 30 days of § 152 VVG, the § 312j BGB button', () => {
    // The portal is a Versicherungsmakler (Impressum): the claim is against the broker.
    expect(CONSENT_TEXTS.adviceWaiver.label).toContain('Versicherungsmakler nach § 61 Abs. 1 VVG');
    expect(CONSENT_TEXTS.adviceWaiver.label).toContain('§ 61 Abs. 2 VVG');
    expect(CONSENT_TEXTS.adviceWaiver.notice).toContain(
      'gegen uns als Versicherungsmakler einen Schadensersatzanspruch nach § 63 VVG',
    );
    expect(`${CONSENT_TEXTS.adviceWaiver.label} ${CONSENT_TEXTS.adviceWaiver.notice}`).not.toMatch(
      /§ 6 |Versicherer einen/,
    );
    expect(CONSENT_TEXTS.withdrawalNoticeRead.notice).toContain('30 Tagen');
    expect(CONSENT_TEXTS.withdrawalNoticeRead.notice).toContain('§ 152 Abs. 1 VVG');
    expect(SUBMIT_BUTTON_LABEL).toBe('Jetzt zahlungspflichtig abschließen');
  });
});
