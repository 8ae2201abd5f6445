import { randomBytes } from 'node:crypto';
import { injectable } from 'inversify';
import type { IdGeneratorPort } from '../../ports/id-generator.port';

/** 144 random bits from the operating system, URL-safe (24 characters of base64url). */
@injectable()
export class CryptoIdGenerator implements IdGeneratorPort {
  newId(): string {
    return randomBytes(18).toString('base64url');
  }
}
