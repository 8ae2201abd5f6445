import type { ApplicationTariffChoice } from '../../domain/application/application-form';
import { RESULT_PATH } from '../../domain/onboarding/flow-steps';
import { err, ok, type Result } from '../../domain/result';
import {
  type AdjustmentEffect,
  adjustmentEffectOf,
} from '../../domain/tariff-adjustment/adjustment-effect';
import {
  adjustmentChoicesFor,
  adjustmentSubjectFor,
  parseAdjustmentChoice,
  TARIFF_ADJUSTMENT_MESSAGES,
  type TariffAdjustmentDecision,
  type TariffAdjustmentError,
  type TariffAdjustmentProposal,
} from '../../domain/tariff-adjustment/tariff-adjustment';
import type { AdjustmentSubject, TariffAdjustmentType } from '../../domain/tariffs/adjustment';
import type { ApplicationStorePort } from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { TariffAdjustmentStorePort } from '../tariff-adjustment-store.port';
import type { TariffCataloguePort } from '../tariff-catalogue.port';
import { storedInstantOf } from './submit-application.use-case';

/** What the Tarifanpassung page shows of one application's adjustment. */
export interface TariffAdjustmentView {
  readonly reference: string;
  readonly subject: AdjustmentSubject;
  readonly proposal: TariffAdjustmentProposal;
  readonly choices: readonly TariffAdjustmentType[];
  /** The choice made, or null while the customer has to choose. */
  readonly chosen: TariffAdjustmentType | null;
  /** The comparison of the application's search, for „Anderen Tarif wählen“. */
  readonly comparisonHref: string;
  /**
   * What a changed beitragsGarantie does to the guaranteed and possible pension; null without
   * one, or when the catalogue no longer has the application's tariff.
   */
  readonly effect: AdjustmentEffect | null;
}

const notFound = (): TariffAdjustmentError => ({
  kind: 'tariff-adjustment/not-found',
  message: TARIFF_ADJUSTMENT_MESSAGES.notFound,
});

/**
 * The tariff adjustment of an account's own application: the view, and the choice made once.
 * Another account's application, or one without adjustment, is not found (no hint that it exists).
 */
export const makeTariffAdjustment = (deps: {
  readonly applications: ApplicationStorePort;
  readonly adjustments: TariffAdjustmentStorePort;
  readonly clock: ClockPort;
  readonly catalogue: TariffCataloguePort;
}) => {
  const effectOf = async (
    choice: ApplicationTariffChoice,
    proposal: TariffAdjustmentProposal,
  ): Promise<AdjustmentEffect | null> => {
    if (proposal.beitragsGarantie === null) return null;
    const catalogue = await deps.catalogue.load();
    if (!catalogue.ok) return null;
    return adjustmentEffectOf(catalogue.value, choice, proposal.beitragsGarantie, deps.clock.now());
  };

  const view = async (
    accountId: string,
    reference: string,
  ): Promise<Result<TariffAdjustmentView, TariffAdjustmentError>> => {
    const application = await deps.applications.find(reference);
    if (application === null || application.owner.accountId !== accountId) return err(notFound());
    const adjustment = await deps.adjustments.find(reference);
    const subject = adjustment === null ? null : adjustmentSubjectFor(adjustment.proposal);
    if (adjustment === null || subject === null) return err(notFound());
    return ok({
      reference,
      subject,
      proposal: adjustment.proposal,
      choices: adjustmentChoicesFor(subject),
      chosen: adjustment.choice?.type ?? null,
      comparisonHref: `${RESULT_PATH}?${application.choice.searchQuery}`,
      effect: await effectOf(application.choice, adjustment.proposal),
    });
  };

  const choose = async (
    accountId: string,
    reference: string,
    input: unknown,
  ): Promise<
    Result<
      TariffAdjustmentDecision & { readonly view: TariffAdjustmentView },
      TariffAdjustmentError
    >
  > => {
    const found = await view(accountId, reference);
    if (!found.ok) return found;
    if (found.value.chosen !== null) {
      return err({
        kind: 'tariff-adjustment/already-chosen',
        message: TARIFF_ADJUSTMENT_MESSAGES.alreadyChosen,
      });
    }
    const decision = parseAdjustmentChoice(input, found.value.subject);
    if (!decision.ok) return decision;
    const recorded = await deps.adjustments.choose(reference, {
      ...decision.value,
      chosenAt: storedInstantOf(deps.clock.now()),
    });
    // Another request chose first: that choice stands.
    if (!recorded) {
      return err({
        kind: 'tariff-adjustment/already-chosen',
        message: TARIFF_ADJUSTMENT_MESSAGES.alreadyChosen,
      });
    }
    return ok({ ...decision.value, view: { ...found.value, chosen: decision.value.type } });
  };

  return { view, choose };
};

export type TariffAdjustment = ReturnType<typeof makeTariffAdjustment>;
export const TariffAdjustment = Symbol.for('TariffAdjustment');
