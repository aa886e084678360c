/** The part of autocannon's API the benchmarks use (the package ships no types). */
declare module 'autocannon' {
  interface Request { method?: string; path?: string; body?: string | Buffer; headers?: Record<string, string> }
  interface Options {
    url: string;
    connections?: number;
    amount?: number;
    duration?: number;
    requests?: (Request & { setupRequest?: (request: Request) => Request })[];
  }
  interface Histogram { average: number; p50: number; p99: number }
  interface Result { requests: Histogram; latency: Histogram; non2xx: number; errors: number }
  export default function autocannon(options: Options): Promise<Result>;
}
