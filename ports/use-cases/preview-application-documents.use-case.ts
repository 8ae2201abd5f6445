import type { ApplicationTariffChoice } from '../../domain/application/application-form';
import type { ApplicationDocuments } from './application-documents.use-case';
import type { GetApplicationDraft } from './application-draft.use-case';
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

/** The preview from the owner's /personal-data draft: each document made, its size counted. */
export const makePreviewApplicationDocuments =
  (deps: {
    readonly getDraft: GetApplicationDraft;
    readonly documents: ApplicationDocuments;
  }): PreviewApplicationDocuments =>
  async (owner, choice) => {
    const draft = await deps.getDraft(owner);
    if (draft === null) return [];
    const made = await deps.documents.preview(draft.form, choice);
    return made.ok
      ? made.value.map(({ id, title, fileName, bytes }) => ({
          id,
          title,
          fileName,
          sizeBytes: bytes.byteLength,
        }))
      : [];
  };
