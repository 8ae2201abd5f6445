import fs from 'node:fs';
import path from 'node:path';
import { Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  SNIFF_BYTES,
  sniffContentType,
  type UploadContentType,
} from '../../domain/documents/content-sniffing';

/** The folder under DATA_DIR that holds the uploaded files, each named by its record's id. */
export const UPLOADS_FOLDER = 'uploads';

export const uploadsDirOf = (dataDir: string): string => path.join(dataDir, UPLOADS_FOLDER);

/** Ids are the id generator's; anything else never reaches the file system. */
const SAFE_ID = /^[A-Za-z0-9_-]{1,100}$/;

export const uploadFileOf = (dataDir: string, id: string): string => {
  if (!SAFE_ID.test(id)) throw new Error('unsafe upload id');
  return path.join(uploadsDirOf(dataDir), id);
};

/** The content passed the upload's byte bound while it was streamed. */
class UploadTooLarge extends Error {
  override readonly name = 'UploadTooLarge';
}

/** The content's first bytes were no PDF, JPEG or PNG. */
export class WrongContentType extends Error {
  override readonly name = 'WrongContentType';
}

/**
 * Passes the bytes through unchanged and decides the type from the first SNIFF_BYTES of them
 * (or all of a shorter file); a wrong type fails the stream before anything more is written.
 */
class ContentSniffer extends Transform {
  private head = Buffer.alloc(0);
  type: UploadContentType | null = null;
  sizeBytes = 0;

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    this.sizeBytes += chunk.length;
    if (this.type !== null) {
      done(null, chunk);
      return;
    }
    this.head = Buffer.concat([this.head, chunk]);
    if (this.head.length < SNIFF_BYTES) {
      done();
      return;
    }
    this.decide(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.type !== null) {
      done();
      return;
    }
    this.decide(done);
  }

  private decide(done: TransformCallback): void {
    this.type = sniffContentType(this.head);
    if (this.type === null) {
      done(new WrongContentType('not a PDF, JPEG or PNG'));
      return;
    }
    const head = this.head;
    this.head = Buffer.alloc(0);
    done(null, head);
  }
}

export type ReceivedFile =
  | { readonly kind: 'stored'; readonly contentType: UploadContentType; readonly sizeBytes: number }
  | { readonly kind: 'wrong-type' }
  | { readonly kind: 'empty' }
  | { readonly kind: 'too-large' };

/** An upload's content as the multipart parser hands it over: it says when its bound is passed. */
export interface UploadSource extends NodeJS.ReadableStream {
  /** The parser's 'limit' event: the content passed its byte bound. */
  once(event: 'limit', listener: () => void): this;
  once(event: string | symbol, listener: (...args: unknown[]) => void): this;
}

/**
 * Streams an upload into DATA_DIR/uploads/<id> (a `.part` file renamed when complete, both mode
 * 0600 in a 0700 folder), never holding more than a chunk in memory. With `stopAtLimit`, passing
 * the parser's byte bound stops the reading at once (issue 30, finding 6: a body without
 * Content-Length was otherwise read to its end, however long): 'too-large'. A wrong type, a
 * passed bound or a failed stream leaves no file behind.
 */
export const receiveUploadFile = async (
  dataDir: string,
  id: string,
  source: UploadSource,
  options: { readonly stopAtLimit?: boolean } = {},
): Promise<ReceivedFile> => {
  const target = uploadFileOf(dataDir, id);
  const partial = `${target}.part`;
  await fs.promises.mkdir(uploadsDirOf(dataDir), { recursive: true, mode: 0o700 });
  const sniffer = new ContentSniffer();
  if (options.stopAtLimit === true) {
    source.once('limit', () => sniffer.destroy(new UploadTooLarge('past the upload bound')));
  }
  try {
    await pipeline(source, sniffer, fs.createWriteStream(partial, { flags: 'wx', mode: 0o600 }));
  } catch (error) {
    await fs.promises.rm(partial, { force: true });
    if (error instanceof UploadTooLarge) return { kind: 'too-large' };
    if (error instanceof WrongContentType) {
      return sniffer.sizeBytes === 0 ? { kind: 'empty' } : { kind: 'wrong-type' };
    }
    throw error;
  }
  if (sniffer.sizeBytes === 0 || sniffer.type === null) {
    await fs.promises.rm(partial, { force: true });
    return { kind: 'empty' };
  }
  await fs.promises.rename(partial, target);
  return { kind: 'stored', contentType: sniffer.type, sizeBytes: sniffer.sizeBytes };
};

/**
 * Removes the `.part` files a killed process left in DATA_DIR/uploads (only there, only `.part`
 * files); run on start, before the server listens. Answers how many were removed.
 */
export const sweepPartialUploads = async (dataDir: string): Promise<number> => {
  const folder = uploadsDirOf(dataDir);
  let entries: fs.Dirent[];
  try {
    entries = await fs.promises.readdir(folder, { withFileTypes: true });
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw e;
  }
  let removed = 0;
  for (const entry of entries) {
    if (!entry.isFile() || !entry.name.endsWith('.part')) continue;
    await fs.promises.rm(path.join(folder, entry.name), { force: true });
    removed += 1;
  }
  return removed;
};

/** Removes a stored upload whose record could not be written. */
export const removeUploadFile = async (dataDir: string, id: string): Promise<void> => {
  await fs.promises.rm(uploadFileOf(dataDir, id), { force: true });
};
