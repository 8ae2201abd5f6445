import type { ApplicationForm } from '../domain/application/application-form';
import type { ProductType } from '../domain/products/product-type';

/** A checked /personal-data form, kept until the application is submitted. */
export interface ApplicationDraft {
  readonly product: ProductType;
  readonly form: ApplicationForm;
  /** ISO instant of the last save. */
  readonly updatedAt: string;
}

/**
 * The server-side draft of an application, one per owner key (the logged-in account's, else the
 * signed visitor id's): what makes /personal-data and /online-contract survive a reload, a new
 * tab or, for an account, another device.
 */
export interface ApplicationDraftStorePort {
  get(ownerKey: string): Promise<ApplicationDraft | null>;
  /** Replaces the owner's draft. */
  save(ownerKey: string, draft: ApplicationDraft): Promise<void>;
}
export const ApplicationDraftStorePort = Symbol.for('ApplicationDraftStorePort');
