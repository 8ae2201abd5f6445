import { APPLICATION_DOCUMENT_IDS } from '../../../domain/application/application-documents';
import { APPLICATION_STATUSES } from '../../../domain/application/application-status';
import { BENEFICIARY_OPTIONS } from '../../../domain/application/beneficiary';
import { PUBLIC_SUPPORT_ELIGIBILITIES } from '../../../domain/application/public-support';
import { RESIDENCE_PERMITS } from '../../../domain/application/residence-permit';
import { MAX_RIESTER_CHILDREN } from '../../../domain/application/riester-child-fields';
import { KINDERGELD_RECIPIENTS } from '../../../domain/application/riester-children';
import { PRODUCT_TYPES } from '../../../domain/products/product-type';
import { TARIFF_ID_MAX_LENGTH, TARIFF_ID_PATTERN } from '../../../domain/tariffs/tariff-id';

// The shapes only: what a field may say is the form check's to answer with its German message,
// so strings may be long here (a 10,000-character name gets that message, not a schema error).
const TEXT = { type: 'string', maxLength: 20_000 } as const;
const NULLABLE_TEXT = { type: ['string', 'null'], maxLength: 20_000 } as const;

const object = (properties: Record<string, unknown>, optional: readonly string[] = []) =>
  ({
    type: 'object',
    additionalProperties: false,
    required: Object.keys(properties).filter((name) => !optional.includes(name)),
    properties,
  }) as const;

export const PERSONAL_DATA_SCHEMA = object({
  salutation: NULLABLE_TEXT,
  title: NULLABLE_TEXT,
  birthday: NULLABLE_TEXT,
  firstName: TEXT,
  lastName: TEXT,
  email: TEXT,
  phoneNumber: TEXT,
  address: object({ postalCode: TEXT, city: TEXT, street: TEXT, houseNumber: TEXT }),
  agreementToContactFromAdvisor: { type: 'boolean' },
  consultingProcess: object({ questionnaireId: NULLABLE_TEXT }),
  updateSsoData: { type: 'boolean' },
  newTermsConfirmed: { type: 'boolean' },
});

export const APPLICATION_FORM_SCHEMA = object({
  personal: PERSONAL_DATA_SCHEMA,
  nationality: TEXT,
  countryOfResidence: TEXT,
  placeOfBirth: TEXT,
  residencePermit: { type: ['string', 'null'], enum: [...RESIDENCE_PERMITS, null] },
  taxId: TEXT,
  iban: TEXT,
  accountHolder: TEXT,
  beneficiary: { type: 'string', enum: BENEFICIARY_OPTIONS },
  beneficiaryName: NULLABLE_TEXT,
  politicallyExposed: { type: ['boolean', 'null'] },
  riesterAllowance: {
    anyOf: [
      { type: 'null' },
      object(
        {
          permanentApplication: { type: 'boolean' },
          eligibility: { type: 'string', enum: PUBLIC_SUPPORT_ELIGIBILITIES },
          socialSecurityNumber: NULLABLE_TEXT,
          allowanceNumber: NULLABLE_TEXT,
          // Optional: a draft saved before the form asked for children has none (issue 29, finding 6).
          children: {
            type: 'array',
            maxItems: MAX_RIESTER_CHILDREN,
            items: object({
              firstName: TEXT,
              lastName: TEXT,
              birthDate: TEXT,
              kindergeldRecipient: { type: 'string', enum: KINDERGELD_RECIPIENTS },
            }),
          },
        },
        ['children'],
      ),
    ],
  },
});

export const TARIFF_CHOICE_SCHEMA = object({
  product: { type: 'string', enum: PRODUCT_TYPES },
  tariffId: { type: 'string', maxLength: TARIFF_ID_MAX_LENGTH, pattern: TARIFF_ID_PATTERN },
  searchQuery: { type: 'string', maxLength: 20_000 },
});

export const CONSENTS_SCHEMA = object({
  adviceWaiver: { type: 'boolean' },
  withdrawalNoticeRead: { type: 'boolean' },
  dataProtection: { type: 'boolean' },
});

export const SUBMIT_APPLICATION_SCHEMA = object({
  form: APPLICATION_FORM_SCHEMA,
  choice: TARIFF_CHOICE_SCHEMA,
  consents: CONSENTS_SCHEMA,
  idempotencyKey: { type: 'string', maxLength: 200 },
});

export const PREVIEW_DOCUMENTS_SCHEMA = object({
  form: APPLICATION_FORM_SCHEMA,
  choice: TARIFF_CHOICE_SCHEMA,
});

export const DOCUMENT_LIST_SCHEMA = {
  type: 'array',
  items: {
    type: 'object',
    required: ['id', 'title', 'fileName', 'sizeBytes', 'size'],
    properties: {
      id: { type: 'string', enum: APPLICATION_DOCUMENT_IDS },
      title: { type: 'string' },
      fileName: { type: 'string' },
      /** null: not made yet (made when first opened, then kept). */
      sizeBytes: { type: ['integer', 'null'] },
      /** SPEC §9: '23 KB'; null as sizeBytes. */
      size: { type: ['string', 'null'] },
    },
  },
} as const;

export const APPLICATION_STATUS_SCHEMA = { type: 'string', enum: APPLICATION_STATUSES } as const;
