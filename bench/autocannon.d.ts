/** The slice of autocannon's programmatic API that the benchmark uses: the package ships no types. */
declare module "autocannon" {
  namespace autocannon {
    interface Options {
      readonly url: string
      readonly connections?: number
      /** Seconds. */
      readonly duration?: number
      readonly headers?: Readonly<Record<string, string>>
      /** A run before the measured one, reported separately (its responses are not emitted on the instance). */
      readonly warmup?: { readonly connections: number; readonly duration: number }
    }

    interface Result {
      /** Statistics of the requests completed in each one-second sample. */
      readonly requests: { readonly mean: number; /** Requests completed in all. */ readonly total: number }
      readonly errors: number
      readonly timeouts: number
      readonly non2xx: number
    }

    /** A running load test: resolves to its result. */
    interface Instance extends PromiseLike<Result> {
      /** One event per response of the measured run; the response time is in fractional milliseconds. */
      on(
        event: "response",
        listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void
      ): this
    }
  }

  function autocannon(options: autocannon.Options): autocannon.Instance
  export = autocannon
}
