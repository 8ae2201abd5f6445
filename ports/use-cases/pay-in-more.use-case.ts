import { customerApplicationSummary } from '../../domain/customer-area/customer-application';
import { payInMoreHref } from '../../domain/customer-area/customer-area-paths';
import {
  checkPayInMoreRequest,
  isCampaignRunning,
  type PayInMoreCampaign,
  type PayInMoreOffer,
  type PayInMoreRequestError,
} from '../../domain/pay-in-more/pay-in-more';
import { maskedIban } from '../../domain/pay-in-more/pay-in-more-debit';
import {
  centsOf,
  PAY_IN_MORE_PAGE_MESSAGES,
  type PayInMorePageError,
  readPayInMoreField,
} from '../../domain/pay-in-more/pay-in-more-notice';
import { err, ok, type Result } from '../../domain/result';
import type { ApplicationStorePort } from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { IdGeneratorPort } from '../id-generator.port';
import type { PayInMoreRequest, PayInMoreStorePort } from '../pay-in-more-store.port';
import type { TariffCataloguePort } from '../tariff-catalogue.port';
import { storedInstantOf } from './submit-application.use-case';

/** What the Zuzahlung page shows of one application. */
export interface PayInMoreView {
  readonly reference: string;
  readonly insurerName: string;
  readonly tariffName: string;
  /** The requests made so far, oldest first. */
  readonly requests: readonly PayInMoreRequest[];
  /**
   * The account of the application's SEPA mandate, where the amounts are debited from; the IBAN
   * masked here, so the whole number never reaches the page's data.
   */
  readonly debitAccount: { readonly holder: string; readonly maskedIban: string };
}

/** The typed fields of the form, as posted. */
export interface PayInMoreInput {
  readonly oneTimePayment: string;
  readonly monthlyIncrease: string;
}

export type PayInMoreSubmitError =
  | PayInMorePageError
  | { readonly kind: 'pay-in-more/invalid'; readonly errors: readonly PayInMoreRequestError[] };

/**
 * The pay-in-more campaign of the customer area: offered for an application of the campaign's
 * insurer while the campaign runs by the server's clock; only the owner sees and uses it
 * (another account's application is not found, with no hint that it exists).
 */
export const makePayInMore = (deps: {
  readonly applications: ApplicationStorePort;
  readonly catalogue: TariffCataloguePort;
  readonly requests: PayInMoreStorePort;
  readonly clock: ClockPort;
  readonly ids: IdGeneratorPort;
  readonly campaign: PayInMoreCampaign;
}) => {
  const offered = (insurerName: string): boolean =>
    insurerName === deps.campaign.insurerName && isCampaignRunning(deps.campaign, deps.clock.now());

  /** The campaign as offered for one application, or null while it is not offered for it. */
  const offer = (insurerName: string, reference: string): PayInMoreOffer | null =>
    offered(insurerName)
      ? {
          campaign: deps.campaign.id,
          insurerName: deps.campaign.insurerName,
          until: deps.campaign.lastDay,
          path: payInMoreHref(reference),
        }
      : null;

  const view = async (
    accountId: string,
    reference: string,
  ): Promise<Result<PayInMoreView, PayInMorePageError>> => {
    const application = await deps.applications.find(reference);
    if (application === null || application.owner.accountId !== accountId) {
      return err({ kind: 'pay-in-more/not-found', message: PAY_IN_MORE_PAGE_MESSAGES.notFound });
    }
    const catalogue = await deps.catalogue.load();
    const summary = customerApplicationSummary(
      application,
      catalogue.ok ? catalogue.value : { demo: false, tariffs: [] },
    );
    if (!offered(summary.insurerName)) {
      return err({
        kind: 'pay-in-more/unavailable',
        message: PAY_IN_MORE_PAGE_MESSAGES.unavailable,
      });
    }
    return ok({
      reference,
      insurerName: summary.insurerName,
      tariffName: summary.tariffName,
      requests: await deps.requests.listFor(accountId, reference),
      debitAccount: {
        holder: application.form.accountHolder,
        maskedIban: maskedIban(application.form.iban),
      },
    });
  };

  const submit = async (
    accountId: string,
    reference: string,
    input: PayInMoreInput,
  ): Promise<Result<PayInMoreRequest, PayInMoreSubmitError>> => {
    const found = await view(accountId, reference);
    if (!found.ok) return found;
    const checked = checkPayInMoreRequest(
      {
        oneTimePayment: readPayInMoreField(input.oneTimePayment),
        monthlyIncrease: readPayInMoreField(input.monthlyIncrease),
      },
      deps.campaign,
    );
    if (!checked.ok) return err({ kind: 'pay-in-more/invalid', errors: checked.error });
    const { oneTimePayment, monthlyIncrease } = checked.value;
    const request: PayInMoreRequest = {
      id: deps.ids.newId(),
      reference,
      accountId,
      campaign: deps.campaign.id,
      oneTimeCents: oneTimePayment === null ? null : centsOf(oneTimePayment),
      monthlyIncreaseCents: monthlyIncrease === null ? null : centsOf(monthlyIncrease),
      requestedAt: storedInstantOf(deps.clock.now()),
      reportedAt: null,
    };
    await deps.requests.add(request);
    return ok(request);
  };

  return { offered, offer, view, submit };
};

export type PayInMore = ReturnType<typeof makePayInMore>;
export const PayInMore = Symbol.for('PayInMore');
