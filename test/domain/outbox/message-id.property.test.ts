import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hostOfPublicUrl, outboxMessageId } from '../../../domain/outbox/message-id';
import { OUTBOX_KINDS } from '../../../domain/outbox/outbox-kind';

/** RFC 5322 § 3.6.4 msg-id with dot-atom-text on both sides (the form the builder writes). */
const MSG_ID = /^<[A-Za-z0-9._-]+@[A-Za-z0-9._-]+>$/;

describe('outboxMessageId: the one Message-ID of what the outbox sends', () => {
  it('names the entry and the portal', () => {
    expect(outboxMessageId('confirmationMail', 'RK-2026-ABCDEFGH', 'www.rentenkompass.de')).toBe(
      '<RK-2026-ABCDEFGH.confirmationMail@www.rentenkompass.de>',
    );
    expect(hostOfPublicUrl('https://www.rentenkompass.de/x')).toBe('www.rentenkompass.de');
    expect(hostOfPublicUrl('kein url')).toBe('localhost');
  });

  it('is always a well-formed msg-id, and two entries never share one', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...OUTBOX_KINDS),
        fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/),
        fc.constantFrom(...OUTBOX_KINDS),
        fc.stringMatching(/^[A-Za-z0-9-]{1,40}$/),
        fc.string(),
        (kindA, keyA, kindB, keyB, host) => {
          const a = outboxMessageId(kindA, keyA, host);
          expect(a).toMatch(MSG_ID);
          if (kindA !== kindB || keyA !== keyB) {
            expect(a).not.toBe(outboxMessageId(kindB, keyB, host));
          }
        },
      ),
    );
  });
});
