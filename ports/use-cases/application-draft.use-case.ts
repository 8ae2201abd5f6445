import type {
  ApplicationFormError,
  ApplicationFormInput,
} from '../../domain/application/application-fields';
import {
  type CheckedApplication,
  checkApplicationForSigning,
} from '../../domain/application/check-application-for-signing';
import { berlinDateOf } from '../../domain/calendar/berlin';
import type { ProductType } from '../../domain/products/product-type';
import type { Result } from '../../domain/result';
import type { ApplicationDraft, ApplicationDraftStorePort } from '../application-draft-store.port';
import type { ClockPort } from '../clock.port';
import { ownerKeyOf } from './owner-key';
import { type RiskStopDeps, recordOnlineContractCase } from './request-callback.use-case';
import type { ApplicationOwner } from './submit-application.use-case';

export interface SaveApplicationDraftInput {
  readonly owner: ApplicationOwner;
  readonly product: ProductType;
  /** The tariff the customer is applying for, when the page knows it. */
  readonly tariffId?: string | null;
  readonly input: ApplicationFormInput;
}

/**
 * /personal-data: checks the form for the product on today's Berlin date, applies the
 * online-signing risk rule and stores the draft only when the form is valid and may be signed
 * online. A risk stop stores no draft but keeps the case with its reasons for the consultants
 * (source `onlineContractService`), whether or not the customer asks for the call; the page
 * offers the consultation. An invalid form stores nothing and answers every field's message.
 */
export const makeSaveApplicationDraft =
  (deps: { drafts: ApplicationDraftStorePort; clock: ClockPort; riskStops: RiskStopDeps }) =>
  async (
    request: SaveApplicationDraftInput,
  ): Promise<Result<CheckedApplication, ApplicationFormError>> => {
    const now = deps.clock.now();
    const checked = checkApplicationForSigning(request.input, request.product, berlinDateOf(now));
    if (checked.ok && checked.value.signing.allowed) {
      const draft: ApplicationDraft = {
        product: request.product,
        form: checked.value.form,
        updatedAt: now.toString(),
      };
      await deps.drafts.save(ownerKeyOf(request.owner), draft);
    } else if (checked.ok) {
      await recordOnlineContractCase(
        deps.riskStops,
        request.owner,
        request.product,
        request.tariffId ?? null,
        checked.value,
        now.toString(),
      );
    }
    return checked;
  };

export type SaveApplicationDraft = ReturnType<typeof makeSaveApplicationDraft>;
export const SaveApplicationDraft = Symbol.for('SaveApplicationDraft');

/**
 * The owner's stored draft (what /online-contract reads), or null; another owner's draft is
 * never answered because the key is the owner's own.
 */
export const makeGetApplicationDraft =
  (deps: { drafts: ApplicationDraftStorePort }) =>
  async (owner: ApplicationOwner): Promise<ApplicationDraft | null> =>
    deps.drafts.get(ownerKeyOf(owner));

export type GetApplicationDraft = ReturnType<typeof makeGetApplicationDraft>;
export const GetApplicationDraft = Symbol.for('GetApplicationDraft');
