import { describe, expect, it } from 'vitest';
import {
  makeSubmitOnlineContract,
  NO_DRAFT_MESSAGE,
} from '../../../ports/use-cases/submit-online-contract.use-case';
import {
  exampleApplicationForm,
  memoryApplicationJourney,
} from '../../support/memory-application-journey';

const input = {
  owner: { accountId: null, visitorId: 'visitor-1' },
  choice: { product: 'schicht3' as const, tariffId: 't', searchQuery: 'pt=schicht3' },
  consents: { adviceWaiver: true, withdrawalNoticeRead: true, dataProtection: true },
  idempotencyKey: 'key-12345678',
};

describe('submitting /online-contract', () => {
  it('without a draft: the message to enter the personal data first, nothing submitted', async () => {
    const journey = memoryApplicationJourney();
    const submit = makeSubmitOnlineContract({
      getDraft: journey.getApplicationDraft,
      submit: journey.submitApplication,
    });
    expect(await submit(input)).toEqual({
      ok: false,
      error: { kind: 'application/invalid', message: NO_DRAFT_MESSAGE },
    });
    expect(journey.submissions).toEqual([]);
  });

  it('submits the owner’s draft with the ticks and the page’s key', async () => {
    const journey = memoryApplicationJourney();
    journey.saveDraft('visitor-1', exampleApplicationForm());
    const submit = makeSubmitOnlineContract({
      getDraft: journey.getApplicationDraft,
      submit: journey.submitApplication,
    });
    const first = await submit(input);
    const again = await submit(input);
    expect(first.ok).toBe(true);
    expect(again).toEqual(first);
    expect(journey.submissions[0]?.form).toEqual(exampleApplicationForm());
    expect(journey.applications).toHaveLength(1);
  });
});
