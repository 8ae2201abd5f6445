import type { ApplicationTariffChoice } from '../../domain/application/application-form';
import type { ApplicationDocument, ApplicationOwner } from './submit-application.use-case';

/**
 * The documents the customer reads before signing (product information sheet, general terms,
 * cost statement, their application) for the owner's draft and the chosen tariff: titles, SPEC §9
 * file names and sizes. Empty when there is no draft.
 */
export type PreviewApplicationDocuments = (
  owner: ApplicationOwner,
  choice: ApplicationTariffChoice,
) => Promise<readonly ApplicationDocument[]>;
export const PreviewApplicationDocuments = Symbol.for('PreviewApplicationDocuments');
