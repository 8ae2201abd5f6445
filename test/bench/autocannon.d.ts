// The part of autocannon's programmatic API the API benchmark uses (the package ships no types).
declare module 'autocannon' {
  export interface AutocannonOptions {
    url: string;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    connections?: number;
    pipelining?: number;
    duration?: number;
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
