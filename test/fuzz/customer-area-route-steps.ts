import { createRequire } from 'node:module';
import { JSON_BODY_LIMIT } from '../../adapters/server/build-server';
import { customerAreaServicesFactory } from '../../adapters/server/customer-area-page-services';
import { PREVIEW_DOCUMENTS_SCHEMA } from '../../adapters/server/routes/application-schemas';
import {
  ID_PARAMS,
  type SaveBody,
  WATCHLIST_SAVE_BODY_SCHEMA,
} from '../../adapters/server/routes/customer-area-json';
import {
  UPLOAD_APPLICATION_MESSAGE,
  UPLOAD_FORM_MESSAGE,
} from '../../adapters/server/routes/customer-documents.routes';
import { TARIFF_ID_PARAMETER } from '../../domain/application/application-entry';
import type {
  ApplicationForm,
  ApplicationTariffChoice,
} from '../../domain/application/application-form';
import {
  readUploadMeta,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_META_MESSAGE,
  type UploadMeta,
  uploadTooLargeMessage,
} from '../../domain/documents/uploaded-document';
import { readStepRequest } from '../../domain/onboarding/step-query';
import { encodeSearchQuery } from '../../domain/search-data/encode';
import { NOT_LOGGED_IN } from '../../ports/customer-area-page-services';
import type { RouteContext } from './direct-use-cases';
import { ensure } from './fuzz-expect';
import { MULTIPART_BOUNDARY } from './fuzz-request';
import { type Answer, type Route, refused } from './route-check';

/**
 * The customer area's handlers' steps (customer-area.routes.ts, customer-documents.routes.ts,
 * applications.routes.ts, application-documents.routes.ts); the documents to read before signing
 * are made up to their models (direct-use-cases.ts).
 */

const require = createRequire(import.meta.url);
type BusboyEvents = {
  on(
    event: 'field',
    listener: (
      name: string,
      value: string,
      nameCut: boolean,
      valueCut: boolean,
      encoding: string,
      type: string,
    ) => void,
  ): BusboyEvents;
  on(event: 'file', listener: (name: string, file: NodeJS.ReadableStream) => void): BusboyEvents;
  on(
    event: 'partsLimit' | 'filesLimit' | 'fieldsLimit' | 'finish',
    listener: () => void,
  ): BusboyEvents;
  on(event: 'error', listener: (error: Error) => void): BusboyEvents;
  end(chunk: Buffer): void;
};
const Busboy = require('@fastify/busboy') as new (options: unknown) => BusboyEvents;
const secureJson = require('secure-json-parse') as { parse: (text: string) => unknown };

/** A part of the upload as @fastify/multipart hands it to the route, or the error it raises. */
type Part =
  | {
      readonly type: 'field';
      readonly name: string;
      readonly value: unknown;
      readonly cut: boolean;
    }
  | { readonly type: 'file'; readonly name: string }
  | { readonly type: 'error'; readonly status: number | undefined };

/**
 * The upload's parts as @fastify/multipart makes them of busboy's events with the route's limits:
 * a JSON field parsed (secure-json-parse; 406 when it is none), a prototype name refused (400),
 * a limit passed 413; busboy's own errors have no status.
 */
const partsOf = (text: string, maxBytes: number): Promise<Part[]> =>
  new Promise((resolve) => {
    const parts: Part[] = [];
    const done = () => resolve(parts);
    const bb = new Busboy({
      headers: { 'content-type': `multipart/form-data; boundary=${MULTIPART_BOUNDARY}` },
      limits: {
        fileSize: maxBytes,
        files: 1,
        fields: 3,
        parts: 4,
        fieldSize: 4_096,
        headerPairs: 20,
      },
    });
    bb.on('field', (name, raw, _nameCut, cut, _encoding, type) => {
      if (name in Object.prototype) return parts.push({ type: 'error', status: 400 });
      let value: unknown = raw;
      if (type.startsWith('application/json')) {
        if (cut) return parts.push({ type: 'error', status: 406 });
        try {
          value = secureJson.parse(raw);
        } catch {
          return parts.push({ type: 'error', status: 406 });
        }
      }
      parts.push({ type: 'field', name, value, cut });
    })
      .on('file', (name, file) => {
        file.resume();
        parts.push(
          name in Object.prototype ? { type: 'error', status: 400 } : { type: 'file', name },
        );
      })
      .on('partsLimit', () => parts.push({ type: 'error', status: 413 }))
      .on('filesLimit', () => parts.push({ type: 'error', status: 413 }))
      .on('fieldsLimit', () => parts.push({ type: 'error', status: 413 }))
      .on('error', (error) => {
        // An empty body is an empty form; any other error of busboy has no status (400).
        if (!(text === '' && error.message === 'Unexpected end of multipart data'))
          parts.push({ type: 'error', status: undefined });
        done();
      })
      .on('finish', done);
    bb.end(Buffer.from(text));
  });

/** The meta part (JSON, parsed or as text), or the plain form's `antrag`/`art` fields. */
const metaOf = (value: unknown): UploadMeta | null => {
  let parsed = value;
  if (typeof value === 'string') {
    try {
      parsed = JSON.parse(value);
    } catch {
      return null;
    }
  }
  const read = readUploadMeta(parsed);
  return read.ok ? read.value : null;
};

export const customerAreaRoutesOf = ({
  server,
  useCases,
  senders,
}: RouteContext): Readonly<Record<string, Route>> => {
  const { uploadMaxBytes } = server.deps.config;
  const area = customerAreaServicesFactory({ useCases })({
    sessionId: senders.sessionId,
  }).customerArea;
  if (area === undefined) throw new Error('no customer area');
  const owner = { accountId: null, visitorId: senders.visitorId };
  const documents = useCases.applicationDocuments;
  const notFound = (): Answer =>
    refused(404, 'application/not-found', 'Dieses Dokument gibt es nicht.');
  return {
    'POST /api/customer/watchlist': {
      limit: JSON_BODY_LIMIT,
      schema: { body: WATCHLIST_SAVE_BODY_SCHEMA },
      step: async (body) => {
        const { kind, tariffId, query } = body as SaveBody;
        const saved = await area.save({ kind, tariffId: tariffId ?? '', query });
        ensure(saved !== NOT_LOGGED_IN, () => 'the fuzz account is not logged in');
        if (saved === NOT_LOGGED_IN || saved.ok) return { status: 201 };
        return refused(
          saved.error.kind === 'watchlist/full' ? 409 : 400,
          saved.error.kind,
          saved.error.message,
        );
      },
    },
    'DELETE /api/customer/watchlist/:id': {
      limit: JSON_BODY_LIMIT,
      schema: { params: ID_PARAMS('id') },
      params: /^\/api\/customer\/watchlist\/(?<id>[^/]+)$/,
      step: async (_body, { params }) => {
        const removed = await area.remove(params.id as string);
        ensure(removed !== NOT_LOGGED_IN, () => 'the fuzz account is not logged in');
        return removed === true
          ? { status: 204 }
          : refused(
              404,
              'watchlist/not-found',
              'Diesen Eintrag gibt es auf Ihrem Merkzettel nicht.',
            );
      },
    },
    'POST /api/customer/documents (upload meta)': {
      limit: uploadMaxBytes,
      rawBody: true,
      step: async (body) => {
        const failed = (status: number, kind: string, message: string) =>
          refused(status, kind, message);
        let meta: UploadMeta | null | undefined;
        const fields: Record<string, string> = {};
        for (const part of await partsOf(body as string, uploadMaxBytes)) {
          if (part.type === 'error') {
            // The route's refusal of the parser's errors: 413 for a limit, else a broken form.
            const { status } = part;
            if (status !== undefined && status >= 500) return { status: 500 };
            return status === 413
              ? failed(413, 'upload/too-large', uploadTooLargeMessage(uploadMaxBytes))
              : failed(400, 'upload/form', UPLOAD_FORM_MESSAGE);
          }
          if (part.type === 'field') {
            if (part.cut) return failed(400, 'upload/meta', UPLOAD_META_MESSAGE);
            if (part.name === 'meta') meta = metaOf(part.value);
            else if (typeof part.value === 'string') fields[part.name] = part.value;
            continue;
          }
          if (part.name !== 'content') return failed(400, 'upload/form', UPLOAD_FORM_MESSAGE);
          meta ??= metaOf(fields);
          if (meta === null) return failed(400, 'upload/meta', UPLOAD_META_MESSAGE);
          if (!(await useCases.customerDocuments.mayUpload(owner, meta)))
            return failed(404, 'upload/not-found', UPLOAD_APPLICATION_MESSAGE);
          return { status: 201 };
        }
        return failed(400, 'upload/empty', UPLOAD_EMPTY_MESSAGE);
      },
    },
    'POST /api/applications/preview-documents': {
      limit: JSON_BODY_LIMIT,
      schema: { body: PREVIEW_DOCUMENTS_SCHEMA },
      step: async (body) => {
        const { form, choice } = body as { form: ApplicationForm; choice: ApplicationTariffChoice };
        const made = await documents.preview(form, choice);
        return made.ok ? { status: 200 } : refused(400, made.error.kind, made.error.message);
      },
    },
    'GET /api/application-documents/:id': {
      limit: JSON_BODY_LIMIT,
      schema: { params: { type: 'object', properties: { id: { type: 'string', maxLength: 60 } } } },
      params: /^\/api\/application-documents\/(?<id>[^/]+)$/,
      step: async (_body, { url: path, params }) => {
        const url = new URL(path, 'http://portal.invalid');
        const tariffId = url.searchParams.get(TARIFF_ID_PARAMETER)?.trim() ?? '';
        const read = readStepRequest(url);
        if (read.kind === 'invalid' || tariffId === '' || tariffId.length > 200) return notFound();
        const draft = await useCases.getApplicationDraft(owner);
        if (draft === null) return notFound();
        const choice = {
          product: read.search.searchData.productType ?? draft.product,
          tariffId,
          searchQuery: encodeSearchQuery(read.search),
        };
        const made = await documents.preview(draft.form, choice);
        const found = made.ok ? made.value.find(({ id }) => id === params.id) : undefined;
        return found === undefined ? notFound() : { status: 200 };
      },
    },
  };
};
