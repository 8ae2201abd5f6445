import { randomBytes } from 'node:crypto';
import { injectable } from 'inversify';
import type { IdGeneratorPort } from '../../ports/id-generator.port';

const ID_BYTES = 18;
/** Random bytes are fetched for this many ids at once: one system call instead of 64. */
const IDS_PER_FETCH = 64;

/**
 * 144 random bits from the operating system's CSPRNG per id, URL-safe (24 characters of
 * base64url), as `randomBytes(18).toString('base64url')` gives them. The bytes come in batches
 * and every byte is used for one id only.
 */
@injectable()
export class CryptoIdGenerator implements IdGeneratorPort {
  private pool: Buffer = Buffer.alloc(0);
  private offset = 0;

  newId(): string {
    if (this.offset + ID_BYTES > this.pool.length) {
      this.pool = randomBytes(ID_BYTES * IDS_PER_FETCH);
      this.offset = 0;
    }
    const id = this.pool.toString('base64url', this.offset, this.offset + ID_BYTES);
    this.pool.fill(0, this.offset, this.offset + ID_BYTES);
    this.offset += ID_BYTES;
    return id;
  }
}
