/**
 * What the boot module did on arrival, handed over to the React entry when it hydrates (
 * hydrate on interaction). One module instance in the browser: the boot chunk holds it and the
 * entry imports it from there. Empty on the server and without the boot module (dev), so the
 * React shell then does its arrival duties itself, as before.
 */
interface Handoff {
  renRef: Promise<string | null> | null;
  trackingSessionId: Promise<string | null> | null;
  /** The path whose page view the boot module sent (SPEC §9), or null. */
  pageViewPath: string | null;
  /** The epoch milliseconds the banners' countdown was last refreshed at by the boot module. */
  countdownAtMs: number | null;
  /** Stops what only runs until hydration starts (countdown ticker, click capture). */
  readonly beforeHydration: (() => void)[];
  /** Runs once the page is hydrated (the replay of early clicks). */
  readonly afterHydration: (() => void)[];
}

const handoff: Handoff = {
  renRef: null,
  trackingSessionId: null,
  pageViewPath: null,
  countdownAtMs: null,
  beforeHydration: [],
  afterHydration: [],
};

export const handOverRenRef = (renRef: Promise<string | null>): void => {
  handoff.renRef = renRef;
};

/** A promise the boot module handed over, taken by the first caller (later ones get null). */
const take = (key: 'renRef' | 'trackingSessionId'): Promise<string | null> | null => {
  const value = handoff[key];
  handoff[key] = null;
  return value;
};

/** The boot module's GET /api/ren-ref (once per arrival), taken by the first caller. */
export const takeRenRef = (): Promise<string | null> | null => take('renRef');

export const handOverTrackingSessionId = (id: Promise<string | null>): void => {
  handoff.trackingSessionId = id;
};

/** The boot module's general tracking session id, taken by the first caller. */
export const takeTrackingSessionId = (): Promise<string | null> | null => take('trackingSessionId');

export const notePageViewSent = (path: string): void => {
  handoff.pageViewPath = path;
};

/** Whether the boot module already tracked the page view of this path (not twice: SPEC §9). */
export const pageViewSentFor = (path: string): boolean => handoff.pageViewPath === path;

export const noteCountdownRefresh = (atMs: number): void => {
  handoff.countdownAtMs = atMs;
};

/** When the boot module last refreshed the banners' countdown: hydration renders the same. */
export const countdownShownAtMs = (): number | null => handoff.countdownAtMs;

export const untilHydration = (stop: () => void): void => {
  handoff.beforeHydration.push(stop);
};

export const onceHydrated = (run: () => void): void => {
  handoff.afterHydration.push(run);
};

/** Called right before hydrateRoot: the boot module's work ends, React takes over. */
export const beginHydration = (): void => {
  for (const stop of handoff.beforeHydration.splice(0)) stop();
};

/** Called once the page is hydrated: marks it (the e2e tests wait for it), replays early clicks. */
export const markHydrated = (): void => {
  document.documentElement.dataset.hydrated = 'true';
  for (const run of handoff.afterHydration.splice(0)) run();
};
