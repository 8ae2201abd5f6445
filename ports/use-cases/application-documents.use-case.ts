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
import type { TariffDetails } from '../../domain/comparison/tariff-details';
import { err, ok, type Result } from '../../domain/result';
import type {
  ApplicationStorePort,
  StoredApplication,
  StoredDocument,
} from '../application-store.port';
import type { ClockPort } from '../clock.port';
import type { DocumentRendererPort } from '../document-renderer.port';
import type { CatalogueLoadError, TariffCataloguePort } from '../tariff-catalogue.port';
import type { ApplicationDocument } from './submit-application.use-case';

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
  /**
   * A stored application's documents as a list (thank-you page, Meine Anträge): titles, SPEC §9
   * names, and the size once they were made. A list makes nothing: the documents are made when
   * one is first opened (forApplication), not for every application shown.
   */
  listed(application: StoredApplication): Promise<readonly ApplicationDocument[]>;
}

/** The four documents of a form with the tariff's figures (a draft while `reference` is null). */
const renderWith = async (
  deps: ApplicationDocumentsDeps,
  reference: string | null,
  form: ApplicationForm,
  choice: ApplicationTariffChoice,
  details: TariffDetails,
  demo: boolean,
  at: Temporal.Instant,
): Promise<readonly StoredDocument[]> => {
  const date = berlinDateOf(at);
  const facts = { reference, form, choice, details, demo, date: date.toString() };
  return Promise.all(
    APPLICATION_DOCUMENT_IDS.map(async (id) => ({
      id,
      title: APPLICATION_DOCUMENT_TITLES[id],
      fileName: applicationDocumentFileName(id, form.personal, date, reference),
      bytes: await deps.renderer.render(applicationDocumentModel(id, facts)),
    })),
  );
};

/** A stored application's documents could not be made: it has no signed offer kept. */
export const NO_SIGNED_OFFER: ApplicationTariffError = {
  kind: 'application/invalid',
  message: 'Zu diesem Antrag sind keine unterschriebenen Werte gespeichert.',
};

export const makeApplicationDocuments = (deps: ApplicationDocumentsDeps): ApplicationDocuments => ({
  async preview(form, choice) {
    const at = deps.clock.now();
    const catalogue = await deps.catalogue.load();
    if (!catalogue.ok) return catalogue;
    const details = applicationTariffDetails(catalogue.value, choice, at);
    if (!details.ok) return details;
    return ok(await renderWith(deps, null, form, choice, details.value, catalogue.value.demo, at));
  },
  async forApplication(application) {
    const kept = await deps.store.documents(application.reference);
    if (kept.length === APPLICATION_DOCUMENT_IDS.length) return ok(kept);
    // From what was signed, never from today's catalogue.
    const offer = application.signedOffer;
    if (offer === null) return err(NO_SIGNED_OFFER);
    const made = await renderWith(
      deps,
      application.reference,
      application.form,
      application.choice,
      offer.details,
      offer.demo,
      Temporal.Instant.from(application.submittedAt),
    );
    // Two first openings at once: the store keeps the first, both answer what it kept.
    await deps.store.saveDocuments(application.reference, made);
    return ok(await deps.store.documents(application.reference));
  },
  async listed(application) {
    const kept = await deps.store.documents(application.reference);
    const date = berlinDateOf(Temporal.Instant.from(application.submittedAt));
    return APPLICATION_DOCUMENT_IDS.map((id) => ({
      id,
      title: APPLICATION_DOCUMENT_TITLES[id],
      fileName: applicationDocumentFileName(
        id,
        application.form.personal,
        date,
        application.reference,
      ),
      sizeBytes: kept.find((d) => d.id === id)?.bytes.byteLength ?? null,
    }));
  },
});

export const ApplicationDocuments = Symbol.for('ApplicationDocuments');
