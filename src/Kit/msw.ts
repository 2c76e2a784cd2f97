/**
 * `vob-sandbox/msw`: msw request handlers that answer `<baseUrl>/v1/...` and `<baseUrl>/sandbox/v1/...`
 * with the real app in process (the same API, rules and store, over an in-memory database), so a unit
 * or component test using `msw/node` gets the real business rules without a port or a child process.
 */
import { http, type HttpHandler } from "msw"
import { instantOption } from "./Instants.js"
import { connect, type Sandbox } from "./Sandbox.js"
import { loadServerModule } from "./ServerModule.js"

export interface SandboxHandlersOptions {
  /** The origin the code under test calls, e.g. `https://sandbox.test`. */
  readonly baseUrl: string
  /** Mode every new company's clock starts in (default `real`). */
  readonly clock?: "real" | "frozen"
  /** Instant new company clocks start at (ISO 8601 with a zone). */
  readonly startTime?: string
}

export interface SandboxHandlers {
  readonly handlers: ReadonlyArray<HttpHandler>
  /** `company()` through the handlers: register them with msw first (it uses the global fetch). */
  readonly sandbox: Sandbox
  /** Stops the app and frees its database. */
  readonly dispose: () => Promise<void>
}

export const createSandboxHandlers = async (options: SandboxHandlersOptions): Promise<SandboxHandlers> => {
  const baseUrl = new URL(options.baseUrl).origin
  const startTimeMs = options.startTime === undefined ? undefined : instantOption(options.startTime, "startTime")
  const { startWebHandler } = await loadServerModule()
  const { handler, dispose } = startWebHandler({
    // The code under test names the base URL's host; the DNS-rebinding guard must serve it.
    host: new URL(baseUrl).host,
    clock: options.clock ?? "real",
    startTimeMs
  })
  const answer = ({ request }: { readonly request: Request }) => handler(request)
  let disposed: Promise<void> | undefined
  return {
    handlers: [http.all(`${baseUrl}/v1/*`, answer), http.all(`${baseUrl}/sandbox/v1/*`, answer)],
    sandbox: connect(baseUrl),
    dispose: () => (disposed ??= dispose())
  }
}
