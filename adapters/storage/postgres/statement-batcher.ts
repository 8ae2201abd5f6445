interface Pending<In, Out> {
  readonly input: In;
  readonly resolve: (value: Out) => void;
  readonly reject: (reason: unknown) => void;
}

export interface BatcherOptions<In> {
  /** Batches on their way to the database at once; more calls wait and go together. */
  readonly inFlight: number;
  /** The most inputs one batch takes. */
  readonly maxBatch: number;
  /**
   * Whether `next` may join `batch` (in this order), given the inputs before it that were left
   * for a later batch (`deferred`); an input that may not waits for a later batch, the inputs
   * queued behind it may still join. Every input fits an empty batch.
   */
  readonly fits?: (batch: readonly In[], next: In, deferred: readonly In[]) => boolean;
}

/**
 * Calls that arrive while the database is busy go to it together, as one statement: the round
 * trips (and the database's wake-ups) are shared by the requests of a batch, as SQLite's group
 * commit shares its commit. A call on an idle batcher goes at once, alone: no wait is added.
 * `run` answers one output per input, in their order; when a batch of several fails, each of its
 * inputs runs again on its own, so one failure never takes the others with it.
 */
export class StatementBatcher<In, Out> {
  private queue: Pending<In, Out>[] = [];
  private running = 0;

  constructor(
    private readonly run: (batch: readonly In[]) => Promise<readonly Out[]>,
    private readonly options: BatcherOptions<In>,
  ) {}

  submit(input: In): Promise<Out> {
    return new Promise<Out>((resolve, reject) => {
      this.queue.push({ input, resolve, reject });
      this.pump();
    });
  }

  private pump(): void {
    while (this.running < this.options.inFlight && this.queue.length > 0) {
      const batch = this.take();
      this.running++;
      void this.send(batch).finally(() => {
        this.running--;
        this.pump();
      });
    }
  }

  /** The next batch from the queue's front; what does not fit stays queued, in its order. */
  private take(): Pending<In, Out>[] {
    const { fits, maxBatch } = this.options;
    if (fits === undefined || this.queue.length === 1) {
      return this.queue.splice(0, maxBatch);
    }
    const batch: Pending<In, Out>[] = [];
    const inputs: In[] = [];
    const left: Pending<In, Out>[] = [];
    const deferred: In[] = [];
    for (const pending of this.queue) {
      if (
        batch.length < maxBatch &&
        (batch.length === 0 || fits(inputs, pending.input, deferred))
      ) {
        batch.push(pending);
        inputs.push(pending.input);
      } else {
        left.push(pending);
        deferred.push(pending.input);
      }
    }
    this.queue = left;
    return batch;
  }

  private async send(batch: readonly Pending<In, Out>[]): Promise<void> {
    try {
      const outputs = await this.run(batch.map((pending) => pending.input));
      if (outputs.length !== batch.length) {
        throw new Error(`batch of ${batch.length} answered ${outputs.length}`);
      }
      for (const [i, pending] of batch.entries()) pending.resolve(outputs[i] as Out);
    } catch (e) {
      if (batch.length === 1) {
        batch[0]?.reject(e);
        return;
      }
      await Promise.all(batch.map((pending) => this.sendAlone(pending)));
    }
  }

  private async sendAlone(pending: Pending<In, Out>): Promise<void> {
    try {
      const outputs = await this.run([pending.input]);
      if (outputs.length !== 1) throw new Error(`batch of 1 answered ${outputs.length}`);
      pending.resolve(outputs[0] as Out);
    } catch (e) {
      pending.reject(e);
    }
  }
}
