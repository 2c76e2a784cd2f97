/**
 * `vob-sandbox/msw`: msw request handlers that answer `<baseUrl>/v1/...` and `<baseUrl>/sandbox/v1/...`
 * with the real app in process (the same API, rules and store, over an in-memory database), so a unit
 * or component test using `msw/node` gets the real business rules without a port or a child process.
 */
import { http, type HttpHandler, HttpResponse } from "msw"
import type { ClockMode } from "../Config/StartModes.js"
import { knownOptions, type OptionNames } from "./KnownOptions.js"
import { SandboxUnreachableError } from "./SandboxApiError.js"
import { connect, type Sandbox } from "./Sandbox.js"
import { loadServerModule } from "./ServerModule.js"
import { clockOptions, originOption } from "./StartOptions.js"

export interface SandboxHandlersOptions {
  /** The origin the code under test calls, e.g. `https://sandbox.test`. */
  readonly baseUrl: string
  /** Mode every new company's clock starts in (default `real`). */
  readonly clock?: ClockMode
  /** Instant new company clocks start at (ISO 8601; without a zone, UTC). */
  readonly startTime?: string
}

export interface SandboxHandlers {
  readonly handlers: ReadonlyArray<HttpHandler>
  /**
   * `company()` through the handlers (register them with msw first: it uses the global fetch). Its
   * `close()` is `dispose()`.
   */
  readonly sandbox: Sandbox
  /**
   * Closes the companies it gave out, stops the app and frees its database; the handlers then answer as a
   * stopped server would (a network error). Idempotent. Until then the app keeps the process alive.
   */
  readonly dispose: () => Promise<void>
}

const HANDLERS_OPTIONS = { baseUrl: true, clock: true, startTime: true } as const satisfies OptionNames<SandboxHandlersOptions>

/**
 * The global fetch (msw's, once it listens), saying in msw's terms what to do when the request never
 * reached the handlers: nothing answers `baseUrl` but them.
 */
const throughHandlers = (baseUrl: string): typeof globalThis.fetch => (input, init) =>
  globalThis.fetch(input, init).catch((error: unknown) => {
    throw error instanceof TypeError
      ? new SandboxUnreachableError(
        baseUrl,
        error,
        "msw did not answer it with the sandbox's handlers: register them and start msw first, " +
          "`const server = setupServer(...handlers); server.listen()` (or `server.use(...handlers)` on a listening server), " +
          "then `sandbox.company()`"
      )
      : error
  })

export const createSandboxHandlers = async (given: SandboxHandlersOptions): Promise<SandboxHandlers> => {
  const options = knownOptions(given, HANDLERS_OPTIONS, "createSandboxHandlers()")
  const baseUrl = originOption(options.baseUrl, "baseUrl")
  const { clock, startTimeMs } = clockOptions(options)
  const { startWebHandler } = await loadServerModule()
  // The code under test names the base URL's host; the DNS-rebinding guard must serve it.
  const app = startWebHandler({ host: new URL(baseUrl).host, clock, startTimeMs })
  const connected = connect(baseUrl, { fetch: throughHandlers(baseUrl) })
  let disposed: Promise<void> | undefined
  const dispose = () => (disposed ??= connected.close().then(() => app.dispose()))
  const answer = ({ request }: { readonly request: Request }) => (disposed === undefined ? app.handler(request) : HttpResponse.error())
  return {
    handlers: [http.all(`${baseUrl}/v1/*`, answer), http.all(`${baseUrl}/sandbox/v1/*`, answer)],
    sandbox: { ...connected, close: dispose },
    dispose
  }
}
