import type { IdGeneratorPort } from '../../ports/id-generator.port';

/** Predictable ids for tests: `id-1`, `id-2`, … */
export class SequentialIdGenerator implements IdGeneratorPort {
  private next = 1;

  constructor(private readonly prefix = 'id') {}

  newId(): string {
    return `${this.prefix}-${this.next++}`;
  }
}
