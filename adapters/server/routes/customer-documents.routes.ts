import fs from 'node:fs';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { customerDocumentsHref } from '../../../domain/documents/documents-paths';
import { uploadFormErrorOf } from '../../../domain/documents/upload-form';
import {
  cleanOriginalName,
  UPLOAD_EMPTY_MESSAGE,
  UPLOAD_META_MESSAGE,
  UPLOAD_TYPE_MESSAGE,
  UPLOADED_DOCUMENT_TITLES,
  type UploadMeta,
  uploadTooLargeMessage,
} from '../../../domain/documents/uploaded-document';
import type { CustomerUpload } from '../../../ports/use-cases/customer-documents.use-case';
import type { ApplicationOwner } from '../../../ports/use-cases/submit-application.use-case';
import { apiError } from '../api-error';
import { uploadViewOf } from '../customer-upload-view';
import { attachmentDisposition } from '../pdf-reply';
import { knownApplicationOwnerOf } from '../request-owner';
import type { RouteOptions } from '../server-use-cases';
import { paceAsUpload } from '../slow-requests';
import { receiveUploadFile, removeUploadFile, uploadFileOf } from '../upload-files';
import { metaOf, partsOf } from '../upload-parts';

/** Uploads per minute and IP: a customer sends a handful; more is a script. */
export const UPLOAD_LIMIT_PER_MINUTE = 20;
export const UPLOAD_NOT_FOUND_MESSAGE = 'Dieses Dokument gibt es nicht.';
export const UPLOAD_APPLICATION_MESSAGE = 'Diesen Antrag gibt es nicht.';
export const UPLOAD_FORM_MESSAGE =
  'Die Anfrage muss ein Formular mit einem Teil „meta“ und einer Datei „content“ sein.';

/**
 * How large a declared body of the page's plain form post may be and still be read to its end,
 * for the upload cap `maxBytes` (UPLOAD_MAX_BYTES): the parser keeps the first `maxBytes` of the
 * file and drops the rest, and the browser gets the 303 to the page's „zu groß“ message instead
 * of a cut connection (a browser shows that as its own error page, and the customer never learns
 * why). 2.56 times the cap, i.e. 512 MiB at the default 200 MB, covers the realistic mistake (a
 * phone video, a scanned stack) at the cost of reading at most 1.56 caps (312 MiB) in vain, which
 * the per-IP rate limit bounds; anything larger is refused unread like an API upload. The factor
 * keeps the bound in proportion to a smaller cap (10.24 MiB at 4 MiB). The page's script checks
 * the size before sending, so only browsers without JavaScript ever send such a body.
 */
export const drainedFormBytesFor = (maxBytes: number): number => Math.floor((maxBytes * 64) / 25);

/** The meta part and the content's own part at most: room for the JSON, never for a file. */
const META_FIELD_BYTES = 4_096;

/** One upload as the API and the customer area show it (SPEC §9 name and size). */
export const uploadJsonOf = (upload: CustomerUpload) => {
  const { document } = upload;
  const view = uploadViewOf(upload);
  return {
    id: document.id,
    reference: document.reference,
    kind: document.kind,
    title: UPLOADED_DOCUMENT_TITLES[document.kind],
    name: view.name,
    fileName: view.fileName,
    contentType: document.contentType,
    size: view.size,
    sizeBytes: document.sizeBytes,
    uploadedAt: document.uploadedAt,
    url: view.url,
  };
};

type Outcome =
  | { readonly kind: 'stored'; readonly upload: CustomerUpload }
  | {
      readonly kind: 'failed';
      readonly status: number;
      readonly error: string;
      readonly message: string;
      /** What the request said it uploads, when it got that far (for the form's way back). */
      readonly meta?: UploadMeta;
    };

const failed = (status: number, error: string, message: string, meta?: UploadMeta): Outcome => ({
  kind: 'failed',
  status,
  error,
  message,
  ...(meta === undefined ? {} : { meta }),
});

/**
 * A plain form post of the „Dokumente“ page (it works without JavaScript): the browser asks for
 * HTML and navigates. Script callers (fetch, the API clients) keep their JSON answers.
 */
const wantsPage = (request: FastifyRequest): boolean =>
  request.headers['sec-fetch-mode'] === 'navigate' ||
  (request.headers.accept ?? '').includes('text/html');

const isIdCard = (meta: UploadMeta): boolean =>
  meta.kind === 'ausweisVorderseite' || meta.kind === 'ausweisRueckseite';

/**
 * POST /api/customer/documents, GET /api/customer/documents?antrag=RK-… and GET
 * /api/customer/documents/:id: the customer's own uploads to an application (SPEC §7's
 * multipart upload: a `meta` part with `{ reference, kind }`, then the `content` part). The
 * content is streamed to DATA_DIR/uploads and accepted only when its first bytes are a PDF,
 * JPEG or PNG (the name and the declared type are never asked); at most UPLOAD_MAX_BYTES (200 MB
 * by default). The POST passes the server's CSRF Origin check and is rate-limited per IP. Anyone
 * but the application's owner gets 404, before a single byte of the file is stored.
 */
export const customerDocumentsRoutes: FastifyPluginAsync<RouteOptions> = async (app, options) => {
  const { useCases, deps } = options;
  const { customerDocuments, findLoginSession } = useCases;
  const { dataDir, uploadMaxBytes } = deps.config;
  const drainedFormBytes = drainedFormBytesFor(uploadMaxBytes);
  const tooLargeMessage = uploadTooLargeMessage(uploadMaxBytes);
  /**
   * The page's form post whose declared body is read to its end for the 303 (Node stops at the
   * declared length); every other body stops at the cap, also one without Content-Length.
   */
  const drainedForPage = (request: FastifyRequest): boolean => {
    const declared = request.headers['content-length'];
    return wantsPage(request) && declared !== undefined && Number(declared) <= drainedFormBytes;
  };
  await app.register(multipart, {
    throwFileSizeLimit: false,
    limits: {
      fileSize: uploadMaxBytes,
      files: 1,
      fields: 3,
      parts: 4,
      fieldSize: META_FIELD_BYTES,
      headerPairs: 20,
    },
  });

  const receive = async (request: FastifyRequest, owner: ApplicationOwner): Promise<Outcome> => {
    let meta: UploadMeta | null | undefined;
    const fields: Record<string, string> = {};
    for await (const part of partsOf(request)) {
      if (part.type === 'field') {
        if (part.valueTruncated) return failed(400, 'upload/meta', UPLOAD_META_MESSAGE);
        // A meta part sent as application/json arrives parsed; as plain text it is parsed here.
        if (part.fieldname === 'meta') meta = metaOf(part.value);
        else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'content') return failed(400, 'upload/form', UPLOAD_FORM_MESSAGE);
      meta ??= metaOf(fields);
      if (meta === null) return failed(400, 'upload/meta', UPLOAD_META_MESSAGE);
      const known = meta;
      const failedFor = (status: number, error: string, message: string): Outcome =>
        failed(status, error, message, known);
      if (!(await customerDocuments.mayUpload(owner, meta))) {
        // The page's form post is read to its end (nothing of it kept) so the browser gets its
        // 303 instead of a connection cut while it still sends the file.
        if (drainedForPage(request)) for await (const _ of part.file);
        return failedFor(404, 'upload/not-found', UPLOAD_APPLICATION_MESSAGE);
      }
      const id = customerDocuments.newUploadId();
      const received = await receiveUploadFile(dataDir, id, part.file, {
        stopAtLimit: !drainedForPage(request),
      });
      if (received.kind === 'too-large' || part.file.truncated) {
        await removeUploadFile(dataDir, id);
        return failedFor(413, 'upload/too-large', tooLargeMessage);
      }
      if (received.kind === 'empty') return failedFor(400, 'upload/empty', UPLOAD_EMPTY_MESSAGE);
      if (received.kind === 'wrong-type') {
        return failedFor(400, 'upload/type', UPLOAD_TYPE_MESSAGE);
      }
      const upload = await customerDocuments
        .record(owner, meta, {
          id,
          originalName: cleanOriginalName(part.filename),
          contentType: received.contentType,
          sizeBytes: received.sizeBytes,
        })
        .catch(async (error: unknown) => {
          await removeUploadFile(dataDir, id);
          throw error;
        });
      if (upload === null) {
        await removeUploadFile(dataDir, id);
        return failed(404, 'upload/not-found', UPLOAD_APPLICATION_MESSAGE);
      }
      return { kind: 'stored', upload };
    }
    return failed(400, 'upload/empty', UPLOAD_EMPTY_MESSAGE);
  };

  /** An answer before the body is read to its end closes the connection: the rest is not wanted. */
  const refuse = (reply: FastifyReply, status: number, kind: string, message: string) =>
    reply.code(status).header('connection', 'close').send(apiError(kind, message));

  app.post(
    '/customer/documents',
    {
      config: { rateLimit: { max: UPLOAD_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
      // The declared length is known before the body: a body over the cap is refused unread,
      // except the page's form post up to drainedFormBytes, which gets its 303.
      onRequest: (request, reply, done) => {
        const length = Number(request.headers['content-length'] ?? 0);
        if (length > uploadMaxBytes && !drainedForPage(request)) {
          refuse(reply, 413, 'upload/too-large', tooLargeMessage);
          return;
        }
        // A large file on a slow line may take long: its body keeps a pace instead of a deadline.
        paceAsUpload(request);
        done();
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) return refuse(reply, 400, 'upload/form', UPLOAD_FORM_MESSAGE);
      const owner = await knownApplicationOwnerOf(request, findLoginSession);
      if (owner === null) {
        return refuse(reply, 404, 'upload/not-found', UPLOAD_APPLICATION_MESSAGE);
      }
      let outcome: Outcome;
      try {
        outcome = await receive(request, owner);
      } catch (error) {
        // Cut for being too slow (slow-requests.ts): the 408 is out, the `.part` file removed.
        if (reply.sent) return reply;
        // The parser's own refusals (too many parts, a broken form) carry their status.
        const status = (error as { statusCode?: number }).statusCode;
        if (status === undefined || status >= 500) throw error;
        outcome =
          status === 413
            ? failed(413, 'upload/too-large', tooLargeMessage)
            : failed(400, 'upload/form', UPLOAD_FORM_MESSAGE);
      }
      if (wantsPage(request)) {
        // Back to the page with a notice or a fixed error code (never the request's own text).
        // Without a known application the page itself answers 404, as for any foreign one.
        const meta = outcome.kind === 'stored' ? outcome.upload.document : outcome.meta;
        if (meta !== undefined) {
          const href = customerDocumentsHref(meta.reference, {
            idCard: isIdCard(meta),
            ...(outcome.kind === 'stored'
              ? { uploaded: true }
              : { error: uploadFormErrorOf(outcome.error) }),
          });
          // A body not read to its end (the cap passed while streaming) is not waited for.
          if (!request.raw.complete) reply.header('connection', 'close');
          return reply.code(303).header('location', href).send();
        }
      }
      if (outcome.kind === 'failed') {
        return refuse(reply, outcome.status, outcome.error, outcome.message);
      }
      return reply.code(201).send(uploadJsonOf(outcome.upload));
    },
  );

  app.get<{ Querystring: { antrag?: string } }>(
    '/customer/documents',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: { antrag: { type: 'string', maxLength: 40 } },
        },
      },
    },
    async (request, reply) => {
      const owner = await knownApplicationOwnerOf(request, findLoginSession);
      const uploads =
        owner === null ? null : await customerDocuments.list(owner, request.query.antrag ?? '');
      if (uploads === null) {
        return reply.code(404).send(apiError('upload/not-found', UPLOAD_APPLICATION_MESSAGE));
      }
      return reply.header('cache-control', 'private, no-store').send({
        documents: uploads.map(uploadJsonOf),
      });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/customer/documents/:id',
    {
      schema: {
        params: {
          type: 'object',
          properties: { id: { type: 'string', pattern: '^[A-Za-z0-9_-]{1,100}$' } },
        },
      },
    },
    async (request, reply) => {
      const owner = await knownApplicationOwnerOf(request, findLoginSession);
      const upload = owner === null ? null : await customerDocuments.find(owner, request.params.id);
      const file = upload === null ? null : uploadFileOf(dataDir, upload.document.id);
      if (upload === null || file === null || !fs.existsSync(file)) {
        return reply.code(404).send(apiError('upload/not-found', UPLOAD_NOT_FOUND_MESSAGE));
      }
      return reply
        .header('content-type', upload.document.contentType)
        .header('content-length', String(upload.document.sizeBytes))
        .header('content-disposition', attachmentDisposition(upload.downloadName))
        .header('cache-control', 'private, no-store')
        .send(fs.createReadStream(file));
    },
  );
};
