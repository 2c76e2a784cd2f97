/**
 * A sandbox as a test suite uses it: `startSandbox()` runs the very app the CLI serves (same layers,
 * same routes) inside the test's own process on a free loopback port; `connect(url)` reaches one
 * started elsewhere (`npx vob-sandbox`). Either way `company()` gives a fresh isolated company.
 */
import { clientOver, dataOf, type Transport } from "./ApiClient.js"
import { type CompanyHandle, openCompany } from "./CompanyHandle.js"
import { loopbackTransport } from "./LoopbackTransport.js"
import { SandboxClosedError, SandboxStartError, SandboxUnreachableError } from "./SandboxApiError.js"
import { loadServerModule } from "./ServerModule.js"
import { originOption, serverOptions, type StartOptions } from "./StartOptions.js"

export type { StartOptions } from "./StartOptions.js"

export interface CompanyOptions {
  readonly name?: string
  /** Derives the company's ids, credentials and generated values, so the same script gives the same bytes. */
  readonly seed?: string
  /** Freezes the company's clock at this instant (ISO 8601, e.g. `2030-01-01T09:00:00Z`; without a zone, UTC). */
  readonly at?: string
}

export interface Sandbox {
  /** Where it listens, e.g. `http://127.0.0.1:41234` (clients append `/v1/...`). */
  readonly url: string
  /** A fresh company, isolated from every other: tests can run in parallel against one sandbox. */
  readonly company: (options?: CompanyOptions) => Promise<CompanyHandle>
  /**
   * Closes the companies it gave out (their webhook inboxes), then frees the port and the database
   * (in process) or just this handle (connected). Idempotent.
   */
  readonly close: () => Promise<void>
}

/** The companies a sandbox handle gave out: its `close()` closes them (and so their webhook inboxes). */
type Opened = Set<CompanyHandle>

const closeAll = (opened: Opened) => Promise.allSettled([...opened].map((company) => company.close()))

const companyMaker = (url: string, isClosed: () => boolean, opened: Opened, transport: Transport | undefined) => {
  const anonymous = clientOver(url, {}, transport)
  return async (options: CompanyOptions = {}): Promise<CompanyHandle> => {
    if (isClosed()) throw new SandboxClosedError(`sandbox ${url}`)
    const body = {
      ...(options.name === undefined ? {} : { name: options.name }),
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.at === undefined ? {} : { at: options.at })
    }
    // One round trip: the answer carries the fixtures, and the clock is frozen at `at` as it is created.
    const created = await dataOf("company", anonymous.POST("/sandbox/v1/companies", { body })).catch((error: unknown) => {
      // fetch's own failure (nothing listening, a wrong port): the first call a test makes says so plainly.
      throw error instanceof TypeError ? new SandboxUnreachableError(url, error) : error
    })
    const company = openCompany(url, created, { sandboxClosed: isClosed, transport })
    opened.add(company)
    return company
  }
}

export const startSandbox = async (options: StartOptions = {}): Promise<Sandbox> => {
  const settings = serverOptions(options)
  const { startServer } = await loadServerModule()
  const server = await startServer(settings).catch((error: Error & { readonly option?: string }) => {
    throw new SandboxStartError(error.message, error.option)
  })
  const url = server.url
  let closing: Promise<void> | undefined
  const isClosed = () => closing !== undefined
  const opened: Opened = new Set()
  // Client and server share this thread: the handles use the lean transport (see LoopbackTransport).
  const transport = loopbackTransport()
  return {
    url,
    company: companyMaker(url, isClosed, opened, transport),
    close: () =>
      (closing ??= closeAll(opened).then(() => {
        transport.close()
        return server.dispose()
      }))
  }
}

/** A sandbox started elsewhere (`npx vob-sandbox`), reached at `url` (e.g. `http://127.0.0.1:4010`). */
export const connect = (url: string, options: { readonly fetch?: typeof globalThis.fetch } = {}): Sandbox => {
  originOption(url, "url")
  const base = url.replace(/\/+$/, "")
  let closed = false
  const opened: Opened = new Set()
  return {
    url: base,
    company: companyMaker(base, () => closed, opened, options.fetch === undefined ? undefined : { fetch: options.fetch }),
    close: async () => {
      closed = true
      await closeAll(opened)
    }
  }
}
