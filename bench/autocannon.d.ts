// The part of autocannon 9's programmatic API the bench uses (the package ships no types, and
// @types/autocannon is not a dependency of the project).
declare module 'autocannon' {
  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p2_5: number;
    p50: number;
    p75: number;
    p90: number;
    p97_5: number;
    p99: number;
    p99_9: number;
  }

  interface Options {
    url: string;
    connections?: number;
    /** Seconds. */
    duration?: number;
    amount?: number;
    /** Seconds. */
    timeout?: number;
    pipelining?: number;
    title?: string;
    headers?: Record<string, string>;
  }

  interface Result {
    title?: string;
    url: string;
    /** Requests completed per second, sampled each second. */
    requests: Histogram & { sent: number };
    /** Milliseconds. */
    latency: Histogram;
    /** Bytes per second. */
    throughput: Histogram;
    /** Seconds. */
    duration: number;
    errors: number;
    timeouts: number;
    mismatches: number;
    non2xx: number;
    statusCodeStats?: Record<string, { count: number }>;
  }

  interface Instance extends PromiseLike<Result> {
    stop(): void;
  }

  function autocannon(options: Options): Instance;
  export type { Histogram, Options, Result };
  export default autocannon;
}
