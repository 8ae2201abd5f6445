import fc from 'fast-check';
import { APPLICATION_DOCUMENT_IDS } from '../../domain/application/application-documents';
import { UPLOADED_DOCUMENT_KINDS } from '../../domain/documents/uploaded-document';
import { PRODUCT_TYPES } from '../../domain/products/product-type';
import { WATCHLIST_KINDS } from '../../domain/watchlist/watchlist-entry';
import { comparisonQueryArb, encodeQueryValue } from '../arbitraries/comparison-query';
import { hostileJsonArb, hostileStringArb } from '../arbitraries/hostile-input';
import { SAMPLE_CHOICE, SAMPLE_FORM } from '../fixtures/application/sample-application';
import { anyValueArb, mostly, pathSegment, type Target, text } from './fuzz-target';

/**
 * The customer's own data: the Merkzettel (POST and DELETE /api/customer/watchlist), the upload's
 * meta part (POST /api/customer/documents, multipart), and the documents to read before signing
 * (POST /api/applications/preview-documents, GET /api/application-documents/:id?tariffId=&search).
 */

const TARIFF_ID = SAMPLE_CHOICE.tariffId;

/** A reference as typed or forged: right, lower case, blanks, wrong alphabet, hostile. */
export const referenceArb: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^RK-20[0-9]{2}-[0-9A-HJKMNP-TV-Z]{8}$/),
  text(
    'RK-2026-7K4QX9MB',
    ' rk-2026-7k4qx9mb ',
    'RK-2026-7K4QX9MI',
    'RK-2026-7K4QX9M',
    'RK-26-7K4QX9MB',
    '',
  ) as fc.Arbitrary<string>,
  hostileStringArb(30),
);

/** The meta part: the JSON object, the form's antrag/art, or anything. */
const uploadMetaArb: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record(
      { reference: referenceArb, kind: text(...UPLOADED_DOCUMENT_KINDS, '', 'Ausweis') },
      { requiredKeys: [] },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.record(
      { antrag: referenceArb, art: mostly(text(...UPLOADED_DOCUMENT_KINDS)) },
      { requiredKeys: [] },
    ),
  },
  { weight: 1, arbitrary: anyValueArb },
);

/** The content part's first bytes: a PDF, a PNG, a JPEG, an empty file, or text. */
export const UPLOAD_HEADS = [
  '%PDF-1.7\n%âãÏÓ\n',
  '\u0089PNG\r\n\u001a\n',
  '\u00ff\u00d8\u00ff\u00e0',
  '',
  'MZ',
  '<html>',
];

/** The sample form with one part changed to a near-right or hostile value. */
const previewFormArb: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(SAMPLE_FORM),
  fc
    .tuple(fc.constantFrom(...Object.keys(SAMPLE_FORM)), anyValueArb)
    .map(([key, value]) => ({ ...SAMPLE_FORM, [key]: value })),
  fc
    .tuple(fc.constantFrom(...Object.keys(SAMPLE_FORM.personal)), hostileStringArb(200))
    .map(([key, value]) => ({
      ...SAMPLE_FORM,
      personal: { ...SAMPLE_FORM.personal, [key]: value },
    })),
);

const searchOrHostileArb = fc.oneof(
  { weight: 3, arbitrary: comparisonQueryArb },
  { weight: 1, arbitrary: hostileStringArb(40).map((t) => `bd=${encodeQueryValue(t)}`) },
);

export const CUSTOMER_AREA_TARGETS: readonly Target[] = [
  {
    name: 'POST /api/customer/watchlist',
    url: '/api/customer/watchlist',
    encoding: 'json',
    limit: '1 MB',
    sender: 'account',
    fields: {
      kind: text(...WATCHLIST_KINDS, '', 'Tariff'),
      tariffId: mostly(text(TARIFF_ID, 'nordlicht-leben-unbekannt', '', 'x'.repeat(201))),
      query: fc.oneof(
        { weight: 4, arbitrary: comparisonQueryArb },
        { weight: 1, arbitrary: fc.constant('x'.repeat(4001)) },
      ),
    },
  },
  {
    name: 'DELETE /api/customer/watchlist/:id',
    url: '/api/customer/watchlist/x',
    urlArb: fc
      .oneof(
        fc.stringMatching(/^[A-Za-z0-9_-]{1,40}$/),
        hostileStringArb(30),
        text('', 'x'.repeat(101)),
      )
      .map((id) => `/api/customer/watchlist/${pathSegment(id)}`),
    method: 'DELETE',
    encoding: 'json',
    limit: '1 MB',
    sender: 'account',
    fields: {},
  },
  {
    name: 'POST /api/customer/documents (upload meta)',
    url: '/api/customer/documents',
    encoding: 'multipart',
    limit: '200 MB',
    sender: 'visitor',
    fields: {
      meta: uploadMetaArb,
      antrag: referenceArb,
      art: text(...UPLOADED_DOCUMENT_KINDS, ''),
      content: fc.constantFrom(...UPLOAD_HEADS),
    },
  },
  {
    name: 'POST /api/applications/preview-documents',
    url: '/api/applications/preview-documents',
    encoding: 'json',
    limit: '1 MB',
    fields: {
      form: previewFormArb,
      choice: fc.oneof(
        fc.constant(SAMPLE_CHOICE),
        text(...PRODUCT_TYPES).map((product) => ({ ...SAMPLE_CHOICE, product })),
        hostileStringArb(60).map((tariffId) => ({ ...SAMPLE_CHOICE, tariffId })),
        searchOrHostileArb.map((searchQuery) => ({ ...SAMPLE_CHOICE, searchQuery })),
        hostileJsonArb,
      ),
    },
  },
  {
    name: 'GET /api/application-documents/:id',
    url: `/api/application-documents/antrag?tariffId=${TARIFF_ID}&${SAMPLE_CHOICE.searchQuery}`,
    urlArb: fc
      .tuple(
        fc.oneof(
          { weight: 4, arbitrary: fc.constantFrom(...APPLICATION_DOCUMENT_IDS) },
          { weight: 1, arbitrary: hostileStringArb(20) },
        ),
        fc.oneof(
          { weight: 3, arbitrary: fc.constant(TARIFF_ID) },
          { weight: 1, arbitrary: fc.oneof(text('', ' ', 'x'.repeat(201)), hostileStringArb(30)) },
        ),
        fc.oneof(
          { weight: 1, arbitrary: fc.constant(SAMPLE_CHOICE.searchQuery) },
          { weight: 3, arbitrary: searchOrHostileArb },
        ),
      )
      // Only escapes the URL can carry: a raw one the server's URL parser refuses is another suite's.
      .map(([id, tariffId, search]) =>
        `/api/application-documents/${pathSegment(id)}?tariffId=${encodeQueryValue(String(tariffId))}&${search}`.replace(
          /[^\x21-\x7e]/g,
          (c) => encodeQueryValue(c),
        ),
      ),
    method: 'GET',
    encoding: 'json',
    limit: '1 MB',
    sender: 'visitor',
    fields: {},
  },
];
