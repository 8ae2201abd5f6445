import { applicationDocumentUrl } from '../../../domain/application/document-urls';
import { formatFileSize } from '../../../domain/format/file-size';
import { IDENTIFICATION_STATUSES } from '../../../domain/identification/identification-state';
import { TARIFF_ID_MAX_LENGTH, TARIFF_ID_PATTERN } from '../../../domain/tariffs/tariff-id';
import { WATCHLIST_KINDS } from '../../../domain/watchlist/watchlist-entry';
import type { CustomerApplication } from '../../../ports/use-cases/customer-applications.use-case';
import { APPLICATION_STATUS_SCHEMA, DOCUMENT_LIST_SCHEMA } from './application-schemas';

// The customer area API's answer and request schemas and its application JSON
// (customer-area.routes.ts).

export const APPLICATION_SCHEMA = {
  type: 'object',
  required: [
    'reference',
    'status',
    'statusLabel',
    'statusBadge',
    'productLabel',
    'tariffName',
    'insurerName',
    'contribution',
    'submittedOn',
    'takeoverHref',
    'documents',
    'payInMoreOffer',
    'identification',
    'history',
    'withdrawal',
  ],
  properties: {
    reference: { type: 'string' },
    status: APPLICATION_STATUS_SCHEMA,
    statusLabel: { type: 'string' },
    /** The short form („Eingegangen“) a card's badge shows. */
    statusBadge: { type: 'string' },
    productLabel: { type: 'string' },
    tariffName: { type: 'string' },
    insurerName: { type: 'string' },
    contribution: { type: ['string', 'null'] },
    /** DD.MM.YYYY in Berlin. */
    submittedOn: { type: 'string' },
    /** „Daten übernehmen“: the result list of the same search. */
    takeoverHref: { type: 'string' },
    documents: {
      type: 'array',
      items: {
        ...DOCUMENT_LIST_SCHEMA.items,
        required: [...DOCUMENT_LIST_SCHEMA.items.required, 'url'],
        properties: { ...DOCUMENT_LIST_SCHEMA.items.properties, url: { type: 'string' } },
      },
    },
    /** Every change with its time, oldest first (the application's lifecycle events). */
    history: {
      type: 'array',
      items: {
        type: 'object',
        required: ['kind', 'label', 'at', 'when'],
        properties: {
          kind: { type: 'string' },
          label: { type: 'string' },
          at: { type: 'string' },
          when: { type: 'string' },
        },
      },
    },
    /** The pay-in-more campaign while it runs for this application's insurer, else null. */
    payInMoreOffer: {
      type: ['object', 'null'],
      required: ['campaign', 'insurerName', 'until', 'path'],
      properties: {
        campaign: { type: 'string' },
        insurerName: { type: 'string' },
        /** ISO date: the campaign's last day in Berlin. */
        until: { type: 'string' },
        /** The application's Zuzahlung page. */
        path: { type: 'string' },
      },
    },
    /** The right of withdrawal (§ 152 VVG) today. */
    withdrawal: {
      type: 'object',
      required: ['state', 'until', 'line', 'href'],
      properties: {
        state: { type: 'string', enum: ['open', 'withdrawn', 'expired', 'none'] },
        /** ISO date: the online withdrawal's last day; null before the period began. */
        until: { type: ['string', 'null'] },
        line: { type: ['string', 'null'] },
        /** The withdrawal page while the customer may withdraw. */
        href: { type: ['string', 'null'] },
      },
    },
    /** Where the identification (GwG) stands; null where none is needed. */
    identification: {
      type: ['object', 'null'],
      required: ['status', 'label'],
      properties: {
        status: { type: 'string', enum: IDENTIFICATION_STATUSES },
        label: { type: 'string' },
      },
    },
  },
} as const;

export const WATCHLIST_ENTRY_SCHEMA = {
  type: 'object',
  required: ['id', 'kind', 'label', 'detail', 'href', 'savedOn'],
  properties: {
    id: { type: 'string' },
    kind: { type: 'string', enum: WATCHLIST_KINDS },
    label: { type: 'string' },
    detail: { type: 'string' },
    href: { type: 'string' },
    savedOn: { type: 'string' },
    figures: {
      type: ['object', 'null'],
      required: ['guaranteedPension', 'projectedPension', 'grade'],
      properties: {
        guaranteedPension: { type: 'number' },
        projectedPension: { type: 'number' },
        grade: { type: 'number' },
      },
    },
  },
} as const;

export const WATCHLIST_SCHEMA = {
  type: 'object',
  required: ['entries'],
  properties: { entries: { type: 'array', items: WATCHLIST_ENTRY_SCHEMA } },
} as const;

export const ID_PARAMS = (name: string) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', maxLength: 100 } },
  }) as const;

/** The body of POST /api/customer/watchlist: what a „Merken“ form sends, as JSON. */
export const WATCHLIST_SAVE_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'query'],
  properties: {
    kind: { type: 'string', enum: WATCHLIST_KINDS },
    tariffId: { type: 'string', maxLength: TARIFF_ID_MAX_LENGTH, pattern: TARIFF_ID_PATTERN },
    query: { type: 'string', maxLength: 4000 },
  },
} as const;

/** The body of POST /api/customer/applications/:reference/withdrawal: the customer confirms. */
export const WITHDRAWAL_BODY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['confirmed'],
  properties: { confirmed: { type: 'boolean' } },
} as const;

export interface SaveBody {
  readonly kind: string;
  readonly tariffId?: string;
  readonly query: string;
}

/** An application as the API hands it out: its documents with sizes and download URLs. */
export const applicationJson = (application: CustomerApplication) => ({
  ...application,
  payInMoreOffer: application.payInMoreOffer ?? null,
  identification: application.identification ?? null,
  documents: application.documents.map((d) => ({
    ...d,
    size: d.sizeBytes === null ? null : formatFileSize(d.sizeBytes),
    url: applicationDocumentUrl(application.reference, d.id),
  })),
});
