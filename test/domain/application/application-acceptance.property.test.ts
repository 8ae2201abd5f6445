import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPLICATION_STATUS_LABELS,
  APPLICATION_STATUSES,
  acceptApplication,
  isLiveApplication,
} from '../../../domain/application/application-status';
import { APPLICATION_STATUS_BADGES } from '../../../domain/customer-area/customer-application';

describe("the insurer's acceptance of an application", () => {
  it('accepts a handed-over (or already accepted) application only', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APPLICATION_STATUSES), (status) => {
        const accepted = acceptApplication(status);
        expect(accepted.ok).toBe(status === 'handedOver' || status === 'accepted');
        if (accepted.ok) expect(accepted.value).toBe('accepted');
        if (status === 'declined' || status === 'failed') {
          expect(accepted).toEqual({
            ok: false,
            error: {
              kind: 'application/not-handed-over',
              message:
                'Der Antrag liegt dem Versicherer nicht vor und kann nicht angenommen werden.',
            },
          });
        }
      }),
    );
  });

  it('never accepts a handed-over application while its tariff adjustment waits for the choice', () => {
    fc.assert(
      fc.property(fc.constantFrom(...APPLICATION_STATUSES), fc.boolean(), (status, open) => {
        const accepted = acceptApplication(status, open);
        // Open adjustment: only an application accepted before stays accepted.
        if (open) expect(accepted.ok).toBe(status === 'accepted');
        else expect(accepted).toEqual(acceptApplication(status));
      }),
    );
    expect(acceptApplication('handedOver', true)).toEqual({
      ok: false,
      error: {
        kind: 'application/adjustment-open',
        message:
          'Die Tarifanpassung ist noch offen: Der Antrag kann erst nach Ihrer Entscheidung angenommen werden.',
      },
    });
  });

  it('labels it in German and keeps it live for the customer area', () => {
    expect(APPLICATION_STATUS_LABELS.accepted).toBe('Vom Versicherer angenommen');
    expect(APPLICATION_STATUS_BADGES.accepted).toBe('Angenommen');
    expect(APPLICATION_STATUSES.filter(isLiveApplication)).toEqual([
      'stored',
      'handedOver',
      'accepted',
    ]);
  });
});
