import type { ApplicationJourneyUseCases } from '../../adapters/server/server-deps';
import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../../domain/application/application-form';
import type { ApplicationStatus } from '../../domain/application/application-status';
import { err, ok } from '../../domain/result';
import { defaultPersonalData } from '../../domain/session/personal-data';
import type {
  ApplicationDocument,
  ApplicationOwner,
  ApplicationView,
  SubmitApplication,
  SubmitApplicationInput,
} from '../../ports/use-cases/submit-application.use-case';
import {
  makeSubmitOnlineContract,
  type SubmitOnlineContractInput,
} from '../../ports/use-cases/submit-online-contract.use-case';

/**
 * The application use cases in memory, for the journey's page tests until the real ones
 * (application storage, documents, the /personal-data draft) are merged: a draft per owner, one
 * application per owner and idempotency key, and switches for a store that fails.
 */
export interface MemoryApplicationJourney extends ApplicationJourneyUseCases {
  /** Saves a draft as /personal-data would, for a visitor id or an account id. */
  saveDraft(ownerKey: string, form: ApplicationForm): void;
  readonly applications: ApplicationView[];
  /** Every SubmitApplication call, also the repeated ones. */
  readonly submissions: SubmitApplicationInput[];
  /** While true, a submission answers "not stored". */
  failStore: boolean;
  setStatus(reference: string, status: ApplicationStatus): void;
  /** The store's SubmitApplication the online contract submits through. */
  readonly submitApplication: SubmitApplication;
}

const ownerKeyOf = (owner: ApplicationOwner): string => owner.accountId ?? owner.visitorId;

const PREVIEW: readonly ApplicationDocument[] = [
  {
    id: 'pib',
    title: 'Produktinformationsblatt',
    fileName: 'PIB_MaMu20260315.pdf',
    sizeBytes: 48_213,
  },
  {
    id: 'avb',
    title: 'Allgemeine Versicherungsbedingungen',
    fileName: 'AVB_MaMu20260315.pdf',
    sizeBytes: 1_310_720,
  },
  {
    id: 'kosten',
    title: 'Kosteninformation',
    fileName: 'Kosten_MaMu20260315.pdf',
    sizeBytes: 20_480,
  },
  { id: 'antrag', title: 'Ihr Antrag', fileName: 'Antrag_MaMu20260315.pdf', sizeBytes: 35_001 },
];

export const memoryApplicationJourney = (): MemoryApplicationJourney => {
  const drafts = new Map<string, ApplicationForm>();
  const byKey = new Map<string, ApplicationView>();
  const owners = new Map<string, string>();
  const journey: MemoryApplicationJourney = {
    applications: [],
    submissions: [],
    failStore: false,
    saveDraft: (ownerKey, form) => {
      drafts.set(ownerKey, form);
    },
    setStatus: (reference, status) => {
      const i = journey.applications.findIndex((a) => a.reference === reference);
      const found = journey.applications[i];
      if (found !== undefined) journey.applications[i] = { ...found, status };
    },
    getApplicationDraft: async (owner) => drafts.get(ownerKeyOf(owner)) ?? null,
    previewApplicationDocuments: async (
      owner: ApplicationOwner,
      _choice: ApplicationTariffChoice,
    ) => (drafts.has(ownerKeyOf(owner)) ? PREVIEW : []),
    submitApplication: async (input) => {
      journey.submissions.push(input);
      if (journey.failStore) {
        return err({ kind: 'application/store', message: 'nicht gespeichert' });
      }
      // One application per owner and key, as the SQLite store's unique constraint has it.
      const key = `${ownerKeyOf(input.owner)} ${input.idempotencyKey}`;
      const earlier = byKey.get(key);
      if (earlier !== undefined)
        return ok({ reference: earlier.reference, status: earlier.status });
      const reference = `RK-2026-${String(journey.applications.length + 1).padStart(6, '0')}`;
      const view: ApplicationView = {
        reference,
        status: 'stored',
        choice: input.choice,
        submittedAt: '2026-03-15T10:00:00Z',
        documents: PREVIEW,
      };
      journey.applications.push(view);
      byKey.set(key, view);
      owners.set(reference, ownerKeyOf(input.owner));
      return ok({ reference, status: view.status });
    },
    submitOnlineContract: async (input: SubmitOnlineContractInput) =>
      makeSubmitOnlineContract({
        getDraft: journey.getApplicationDraft,
        submit: journey.submitApplication,
      })(input),
    getApplication: async (owner, reference) =>
      owners.get(reference) === ownerKeyOf(owner)
        ? (journey.applications.find((a) => a.reference === reference) ?? null)
        : null,
  };
  return journey;
};

/** A complete draft as /personal-data saves it. */
export const exampleApplicationForm = (): ApplicationForm => ({
  personal: {
    ...defaultPersonalData(),
    salutation: 'Frau',
    firstName: 'Maria',
    lastName: 'Musterfrau',
    birthday: '1985-04-12',
    email: 'maria@example.org',
    phoneNumber: '0171 2345678',
    address: { postalCode: '10115', city: 'Berlin', street: 'Invalidenstraße', houseNumber: '12' },
  },
  nationality: 'DE',
  countryOfResidence: 'DE',
  placeOfBirth: 'Hamburg',
  residencePermit: null,
  taxId: '86095742719',
  iban: 'DE89370400440532013000',
  accountHolder: 'Maria Musterfrau',
  beneficiary: 'spousePartnerAndChildren',
  beneficiaryName: null,
  politicallyExposed: false,
  riesterAllowance: null,
});
