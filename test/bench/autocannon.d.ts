// The part of autocannon's programmatic API the API benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface AutocannonRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
    /** Called before every request; what it returns is sent (the request is built anew). */
    setupRequest?: (request: AutocannonRequest) => AutocannonRequest;
  }
  export interface AutocannonOptions {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
    /** Stop after this many requests (instead of `duration`). */
    amount?: number;
    /** Sent in turn; one with a setupRequest is built anew for every request. */
    requests?: AutocannonRequest[];
  }
  export interface Histogram {
    average: number;
    total: number;
    p50: number;
    p99: number;
  }
  export interface AutocannonResult {
    requests: Histogram;
    latency: Histogram;
    duration: number;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }
  function autocannon(options: AutocannonOptions): Promise<AutocannonResult>;
  export default autocannon;
}
