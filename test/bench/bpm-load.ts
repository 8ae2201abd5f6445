import autocannon, { type AutocannonOptions } from 'autocannon';

// The load of the /api/bpm benchmarks (api.bench.ts against a bare route, postgres-api.bench.ts
// against SQLite): the same GET and POST with a visitor cookie, autocannon on loopback, and every
// run of ours measured between two runs of the peer, as the machine may be shared.

export const CONNECTIONS = 20;
export const SECONDS = 2;
export const ROUNDS = 3;

export type BpmKind = 'get' | 'post';
export type BpmRequests = Readonly<Record<BpmKind, AutocannonOptions>>;

/** Requests per second of one autocannon run; any error or non-2xx answer fails the bench. */
export const requestsPerSecond = async (options: AutocannonOptions): Promise<number> => {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(
      `${options.method ?? 'GET'} ${options.url}: ${result.errors} errors, ${result.non2xx} non-2xx (${JSON.stringify(result.statusCodeStats)})`,
    );
  }
  return result.requests.average;
};

/**
 * A visitor cookie from a first POST /api/bpm (valid body, allowed Origin) to the server on
 * `port`, then the GET and the POST of the runs with it.
 */
export const bpmRequestsOf = async (port: string): Promise<BpmRequests> => {
  const origin = `http://localhost:${port}`;
  const url = `http://127.0.0.1:${port}/api/bpm`;
  const body = JSON.stringify({ birthday: '1980-05-01', jobSituation: 'Angestellter' });
  const first = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin },
    body,
  });
  const cookie = (first.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (first.status !== 200 || !cookie.startsWith('rk_visitor='))
    throw new Error('no visitor cookie');
  return {
    get: { url, headers: { cookie } },
    post: {
      url,
      method: 'POST',
      headers: { cookie, origin, 'content-type': 'application/json' },
      body,
    },
  };
};

/** The very same requests sent to another URL (the peer). */
export const sentTo = (requests: BpmRequests, url: string): BpmRequests => ({
  get: { ...requests.get, url },
  post: { ...requests.post, url },
});

export interface SandwichedRates {
  /** Ours against the mean of its two peer neighbours, per round. */
  readonly ratios: readonly number[];
  readonly rates: readonly number[];
  readonly peerRates: readonly number[];
}

/**
 * Every path warmed up first (peer, then ours, a second each: the JIT); then per round and kind:
 * peer, ours, peer.
 */
export const sandwiched = async (
  ours: BpmRequests,
  peer: BpmRequests,
): Promise<Record<BpmKind, SandwichedRates>> => {
  const kinds = ['get', 'post'] as const;
  for (const kind of kinds) {
    await requestsPerSecond({ ...peer[kind], duration: 1 });
    await requestsPerSecond({ ...ours[kind], duration: 1 });
  }
  const measured = {
    get: { ratios: [] as number[], rates: [] as number[], peerRates: [] as number[] },
    post: { ratios: [] as number[], rates: [] as number[], peerRates: [] as number[] },
  };
  for (let round = 0; round < ROUNDS; round++) {
    for (const kind of kinds) {
      const before = await requestsPerSecond(peer[kind]);
      const rps = await requestsPerSecond(ours[kind]);
      const after = await requestsPerSecond(peer[kind]);
      measured[kind].ratios.push(rps / ((before + after) / 2));
      measured[kind].rates.push(rps);
      measured[kind].peerRates.push((before + after) / 2);
    }
  }
  return measured;
};
