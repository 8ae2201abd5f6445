/**
 * When the outbox worker last showed it is alive (GET /api/ready): at every run it finished and at
 * every timer tick that found no run still in progress. A worker that was never started (the
 * server does not listen yet) or whose run hangs stops beating.
 */
export class OutboxHeartbeat {
  private lastMs: number | null = null;

  constructor(private readonly nowMs: () => number) {}

  beat(): void {
    this.lastMs = this.nowMs();
  }

  /** Milliseconds since the last beat, or null when the worker never beat. */
  sinceLastBeatMs(): number | null {
    return this.lastMs === null ? null : this.nowMs() - this.lastMs;
  }
}

/**
 * How long without a beat the worker counts as stuck: ten polls, at least a minute (a run hands
 * one application over or renders one mail's PDFs, which takes seconds, not a minute).
 */
export const outboxStaleAfterMs = (pollMs: number): number => Math.max(60_000, 10 * pollMs);
