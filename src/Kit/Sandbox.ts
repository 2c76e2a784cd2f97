/**
 * A sandbox as a test suite uses it: `startSandbox()` runs the very app the CLI serves (same layers,
 * same routes) inside the test's own process on a free loopback port; `connect(url)` reaches one
 * started elsewhere (`npx vob-sandbox`). Either way `company()` gives a fresh isolated company.
 */
import { clientOver, dataOf, type Transport } from "./ApiClient.js"
import { type CompanyHandle, openCompany } from "./CompanyHandle.js"
import { knownOptions, type OptionNames } from "./KnownOptions.js"
import { loopbackTransport } from "./LoopbackTransport.js"
import type { BodyOf } from "./OperationTypes.js"
import { SandboxApiError, SandboxClosedError, SandboxStartError, SandboxUnreachableError } from "./SandboxApiError.js"
import { type OpenedCompany, reuseSeededCompany } from "./SeedReuse.js"
import { loadServerModule } from "./ServerModule.js"
import { originOption, serverOptions, type StartOptions } from "./StartOptions.js"
import { webhookReceiver, type WebhookReceiver } from "./WebhookReceiver.js"

export type { StartOptions } from "./StartOptions.js"

/** Release name → switched on or off, as `GET /sandbox/v1/releases` lists them (an unknown name is 422 naming it). */
export type ReleaseSwitches = NonNullable<CompanyCreation["releases"]>

export interface CompanyOptions {
  readonly name?: string | undefined
  /** Derives the company's ids, credentials and generated values, so the same script gives the same bytes. */
  readonly seed?: string | undefined
  /** Freezes the company's clock at this instant (ISO 8601, e.g. `2030-01-01T09:00:00Z`; without a zone, UTC). */
  readonly at?: string | undefined
  /** Announced releases switched from the start (`{ dob_mmddyyyy: true }`); the others keep their defaults. */
  readonly releases?: ReleaseSwitches | undefined
  /**
   * When another company of the server already has `seed` (409 `seed_taken`): a rerun of the same script
   * against a sandbox that outlived the last run. `true` takes that company over and brings it back to how
   * a new one with these options starts (data reset to the fixtures and the seed's sequence restarted,
   * release switches as given, no fault rules or snapshots, clock frozen at `at`), so the seed gives the
   * same bytes again; it keeps the name it was created with. Only for a company nothing else is using.
   */
  readonly reuseSeed?: boolean | undefined
}

type CompanyCreation = NonNullable<BodyOf<"sandboxCompanies.create">>

const COMPANY_OPTIONS = { name: true, seed: true, at: true, releases: true, reuseSeed: true } as const satisfies OptionNames<CompanyOptions>

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

/**
 * What a sandbox handle gave out: the companies (forks included) and the one server their webhook
 * inboxes share. Its `close()` closes the companies (and so their inboxes), then that server.
 */
interface Opened {
  readonly companies: Set<CompanyHandle>
  readonly receiver: WebhookReceiver
}

const opening = (): Opened => ({ companies: new Set(), receiver: webhookReceiver() })

const closeAll = async ({ companies, receiver }: Opened) => {
  await Promise.allSettled([...companies].map((company) => company.close()))
  await receiver.close()
}

const isSeedTaken = (error: unknown) => error instanceof SandboxApiError && error.status === 409 && error.code === "seed_taken"

const companyMaker = (url: string, isClosed: () => boolean, opened: Opened, transport: Transport | undefined) => {
  const anonymous = clientOver(url, {}, transport)
  const open = (created: OpenedCompany): CompanyHandle => {
    const company = openCompany(url, created, { sandboxClosed: isClosed, transport, receiver: opened.receiver, open })
    opened.companies.add(company)
    return company
  }
  return async (given?: CompanyOptions): Promise<CompanyHandle> => {
    const options = knownOptions(given, COMPANY_OPTIONS, "sandbox.company()")
    if (isClosed()) throw new SandboxClosedError(`sandbox ${url}`)
    const { reuseSeed, ...fields } = options
    // Only the fields given: the server's own defaults for the rest.
    const body = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as CompanyCreation
    // One round trip: the answer carries the fixtures, and the clock is frozen at `at` as it is created.
    const created = await dataOf("company", anonymous.POST("/sandbox/v1/companies", { body })).catch((error: unknown) => {
      if (reuseSeed === true && options.seed !== undefined && isSeedTaken(error)) {
        return reuseSeededCompany(url, transport, { ...options, seed: options.seed })
      }
      // fetch's own failure (nothing listening, a wrong port): the first call a test makes says so plainly.
      throw error instanceof TypeError ? new SandboxUnreachableError(url, error) : error
    })
    return open(created)
  }
}

export const startSandbox = async (options?: StartOptions): Promise<Sandbox> => {
  const settings = serverOptions(options)
  const { startServer } = await loadServerModule()
  const server = await startServer(settings).catch((error: Error & { readonly option?: string }) => {
    throw new SandboxStartError(error.message, error.option)
  })
  const url = server.url
  let closing: Promise<void> | undefined
  const isClosed = () => closing !== undefined
  const opened = opening()
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

export interface ConnectOptions {
  /** The fetch its calls go through (default: the global `fetch`, as it is at each call). */
  readonly fetch?: typeof globalThis.fetch | undefined
}

/** A sandbox started elsewhere (`npx vob-sandbox`), reached at `url` (e.g. `http://127.0.0.1:4010`). */
export const connect = (url: string, given?: ConnectOptions): Sandbox => {
  const options = knownOptions(given, { fetch: true }, "connect()")
  originOption(url, "url")
  const base = url.replace(/\/+$/, "")
  let closed = false
  const opened = opening()
  return {
    url: base,
    company: companyMaker(base, () => closed, opened, options.fetch === undefined ? undefined : { fetch: options.fetch }),
    close: async () => {
      closed = true
      await closeAll(opened)
    }
  }
}
