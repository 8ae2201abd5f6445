import { Temporal } from 'temporal-polyfill';
import { applicationDocumentModel } from '../../domain/application/application-document-content';
import {
  APPLICATION_DOCUMENT_IDS,
  APPLICATION_DOCUMENT_TITLES,
  applicationDocumentFileName,
} from '../../domain/application/application-documents';
import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../../domain/application/application-form';
import {
  type ApplicationTariffError,
  applicationTariffDetails,
} from '../../domain/application/application-tariff';
import { berlinDateOf } from '../../domain/calendar/berlin';
import { err, ok, type Result } from '../../domain/result';
import type {
  ApplicationStorePort,
  StoredApplication,
  StoredDocument,
} from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { DocumentRendererPort } from '../document-renderer.port';
import type { CatalogueLoadError, TariffCataloguePort } from '../tariff-catalogue.port';

export interface ApplicationDocumentsDeps {
  readonly catalogue: TariffCataloguePort;
  readonly renderer: DocumentRendererPort;
  readonly store: ApplicationStorePort;
  readonly clock: ClockPort;
}

export type DocumentsError = ApplicationTariffError | CatalogueLoadError;

export interface ApplicationDocuments {
  /**
   * The four documents for a form and tariff before signing (/online-contract): generated now,
   * marked as a draft, kept nowhere.
   */
  preview(
    form: ApplicationForm,
    choice: ApplicationTariffChoice,
  ): Promise<Result<readonly StoredDocument[], DocumentsError>>;
  /**
   * A stored application's documents: generated once with the figures of the day it was
   * submitted, then kept, so the customer downloads the same files every time.
   */
  forApplication(
    application: StoredApplication,
  ): Promise<Result<readonly StoredDocument[], DocumentsError>>;
}

const renderAll = async (
  deps: ApplicationDocumentsDeps,
  reference: string | null,
  form: ApplicationForm,
  choice: ApplicationTariffChoice,
  at: Temporal.Instant,
): Promise<Result<readonly StoredDocument[], DocumentsError>> => {
  const catalogue = await deps.catalogue.load();
  if (!catalogue.ok) return catalogue;
  const details = applicationTariffDetails(catalogue.value, choice, at);
  if (!details.ok) return details;
  const date = berlinDateOf(at);
  const facts = {
    reference,
    form,
    choice,
    details: details.value,
    demo: catalogue.value.demo,
    date: date.toString(),
  };
  const documents = await Promise.all(
    APPLICATION_DOCUMENT_IDS.map(async (id) => ({
      id,
      title: APPLICATION_DOCUMENT_TITLES[id],
      fileName: applicationDocumentFileName(id, form.personal, date),
      bytes: await deps.renderer.render(applicationDocumentModel(id, facts)),
    })),
  );
  return ok(documents);
};

export const makeApplicationDocuments = (deps: ApplicationDocumentsDeps): ApplicationDocuments => ({
  preview: (form, choice) => renderAll(deps, null, form, choice, deps.clock.now()),
  async forApplication(application) {
    const kept = await deps.store.documents(application.reference);
    if (kept.length === APPLICATION_DOCUMENT_IDS.length) return ok(kept);
    const made = await renderAll(
      deps,
      application.reference,
      application.form,
      application.choice,
      Temporal.Instant.from(application.submittedAt),
    );
    if (!made.ok) return err(made.error);
    await deps.store.saveDocuments(application.reference, made.value);
    return ok(await deps.store.documents(application.reference));
  },
});

export const ApplicationDocuments = Symbol.for('ApplicationDocuments');
