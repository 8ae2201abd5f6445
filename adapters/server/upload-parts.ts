import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { readUploadMeta, type UploadMeta } from '../../domain/documents/uploaded-document';

// Reading an upload request (SPEC §7's multipart form: the `meta` part, then the content), for
// routes/customer-documents.routes.ts.

/** The meta part (JSON, parsed or as text), or the plain form's `antrag`/`art` fields. */
export const metaOf = (value: unknown): UploadMeta | null => {
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

/**
 * The request's parts as @fastify/multipart reads them. A body that is no multipart form
 * („Unexpected end of multipart data“, a broken part header) fails in its parser with an error
 * without a status; that is the client's form, not the server: 400 like the parser's own refusals.
 */
export async function* partsOf(request: FastifyRequest): AsyncGenerator<Multipart> {
  const parts = request.parts()[Symbol.asyncIterator]();
  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        const status = (error as { statusCode?: unknown }).statusCode;
        if (typeof status === 'number') throw error;
        throw Object.assign(new Error('Das Formular ist kein gültiges multipart/form-data.'), {
          statusCode: 400,
        });
      }
      if (next.done === true) return;
      yield next.value;
    }
  } finally {
    // The route stops at the file part, as a for-await over the parts did.
    await parts.return?.(undefined);
  }
}
