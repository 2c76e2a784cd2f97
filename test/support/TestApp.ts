/**
 * The real application in process: real SQLite (in memory), the real HttpApi with every handler and
 * the error edge, served by a real Node HTTP server on a free port. Tests talk to it as a client
 * does: method, path, headers, JSON over loopback.
 *
 * The store matrix: with VOB_TEST_PG_URL set (`npm run test:postgres` starts a throwaway PostgreSQL and
 * sets it), every app that does not name its own `db` gets a fresh PostgreSQL database instead.
 */
import { HttpServer } from "@effect/platform"
import { Effect, Layer, ManagedRuntime } from "effect"
import { SandboxConfig, type SandboxSettings } from "../../src/Config/SandboxConfig.js"
import { Companies } from "../../src/Companies/Companies.js"
import { EventLog } from "../../src/Events/EventLog.js"
import { Files } from "../../src/Files/Files.js"
import { ServerLive } from "../../src/Http.js"
import { IdempotencyKeys } from "../../src/Idempotency/IdempotencyKeys.js"
import { JobRunner } from "../../src/Orchestration/JobRunner.js"
import { Jobs } from "../../src/Jobs/Jobs.js"
import { PlatformLive } from "../../src/Platform.js"
import type { ApiErrorBody, ErrorOf, SuccessOf } from "./ApiReplies.js"

export type { ApiErrorBody }
import { freshPostgresDatabase } from "./PostgresMatrix.js"

/**
 * A reply. `body` is what came back, unchecked (`unknown`: suites that send malformed requests on purpose
 * read it through an assertion); `data` and `error` are the operation's success and error bodies, typed
 * from the OpenAPI document, and each first checks the status (2xx, or 4xx/5xx) so a type is never assumed.
 */
export interface Reply<S = unknown, E = ApiErrorBody> {
  readonly status: number
  readonly headers: Headers
  readonly body: unknown
  readonly data: S
  readonly error: E
}

/** The reply of the operation that `method` and `path` name (untyped `unknown` when they name none). */
export type ReplyOf<M extends string, P extends string> = Reply<SuccessOf<M, P>, ErrorOf<M, P>>

/**
 * A reply over a body already read; `data` and `error` check the status before answering the body. They
 * are not enumerable, so printing or comparing a whole reply never trips them.
 */
export const replyOf = <S = unknown, E = ApiErrorBody>(status: number, headers: Headers, body: unknown): Reply<S, E> =>
  Object.defineProperties({ status, headers, body }, {
    data: {
      get: () => {
        if (status < 200 || status >= 300) throw new Error(`expected a 2xx reply, got ${status}: ${JSON.stringify(body).slice(0, 500)}`)
        return body
      }
    },
    error: {
      get: () => {
        if (status < 400) throw new Error(`expected an error reply, got ${status}: ${JSON.stringify(body).slice(0, 500)}`)
        return body
      }
    }
  }) as Reply<S, E>

export interface RequestOptions {
  readonly key?: string | undefined
  readonly bearer?: string | undefined
  readonly body?: unknown
  readonly rawBody?: string
  readonly headers?: Record<string, string>
}

export interface Company {
  readonly id: string
  readonly apiKey: string
  readonly bearer: string
  readonly userId: string
}

export const DEMO_KEY = "sk_test_demo_clinic"
export const DEMO_BEARER = "tok_test_demo_dana"
export const OTHER_KEY = "sk_test_other_clinic"
export const OPERATOR_KEY = "sk_test_operator_global"

export interface TestApp {
  readonly baseUrl: () => Promise<string>
  /** A call; its reply is typed by the operation the method and path name (see `ApiReplies.ts`). */
  readonly request: <M extends string, P extends string>(method: M, path: P, options?: RequestOptions) => Promise<ReplyOf<M, P>>
  readonly newCompany: (name?: string) => Promise<Company>
  /** Runs an Effect against the app's own services (same database, same clock). */
  readonly run: <A, E>(effect: Effect.Effect<A, E, any>) => Promise<A>
  readonly dispose: () => Promise<void>
}

/** The app with default settings that the suites of one vitest worker share (see `startApp`). */
let shared: TestApp | undefined

/**
 * The app for a suite. Without arguments it is the worker's shared one: suites that only need the
 * defaults each take their own companies (isolated), so starting an app per file (migrations,
 * fixture companies, every layer) bought nothing but time; its `dispose` is a no-op and it ends with
 * the worker. Settings or `around` give a suite its own app.
 */
export function startApp(): TestApp
export function startApp<A = never>(settings: Partial<SandboxSettings>, around?: Layer.Layer<A>): TestApp
export function startApp<A = never>(settings?: Partial<SandboxSettings>, around?: Layer.Layer<A>): TestApp {
  if (settings !== undefined) return startOwnApp(settings, around)
  // Its pooled connections outlive a suite: a suite that blocks the event loop for seconds (ajv compiling
  // every schema) must not leave the next one a socket the server closes as it is reused (ECONNRESET),
  // so the server keeps idle connections far longer than any pause (the client closes them first).
  shared ??= { ...startOwnApp({ keepAliveTimeoutMs: 600_000 }), dispose: async () => {} }
  return shared
}

/**
 * `around` is provided under the whole app (server fibers included): layers that set what the app runs
 * inside, such as a logger that captures its lines or a SQL statement transformer that records queries.
 */
const startOwnApp = <A = never>(
  settings: Partial<SandboxSettings> = {},
  around: Layer.Layer<A> = Layer.empty as Layer.Layer<A>
): TestApp => {
  // Layers are memoised by reference within one build: these are the very instances the server uses.
  const services = Layer.mergeAll(
    Jobs.Default,
    JobRunner.Default,
    EventLog.Default,
    IdempotencyKeys.Default,
    Companies.Default,
    Files.Default
  ).pipe(Layer.provideMerge(PlatformLive))
  const runtime = ManagedRuntime.make(
    Layer.mergeAll(ServerLive, services).pipe(
      Layer.provide(Layer.unwrapEffect(Effect.map(
        settings.db === undefined ? freshPostgresDatabase : Effect.succeed(undefined),
        (db) => SandboxConfig.layer({ logLevel: "none", ...(db === undefined ? {} : { db }), ...settings, port: 0 })
      ))),
      Layer.provide(around)
    )
  )
  let base: Promise<string> | undefined
  const baseUrl = () =>
    (base ??= runtime.runPromise(
      Effect.map(HttpServer.HttpServer, ({ address }) =>
        address._tag === "TcpAddress" ? `http://127.0.0.1:${address.port}` : "")
    ))

  const request = async <M extends string, P extends string>(
    method: M,
    path: P,
    options: RequestOptions = {}
  ): Promise<ReplyOf<M, P>> => {
    const headers = new Headers(options.headers)
    if (options.key !== undefined) headers.set("x-api-key", options.key)
    if (options.bearer !== undefined) headers.set("authorization", `Bearer ${options.bearer}`)
    let body: string | undefined = options.rawBody
    if (options.body !== undefined) {
      body = JSON.stringify(options.body)
      if (!headers.has("content-type")) headers.set("content-type", "application/json")
    }
    const response = await fetch(`${await baseUrl()}${path}`, {
      method,
      headers,
      ...(body === undefined ? {} : { body })
    })
    const text = await response.text()
    const contentType = response.headers.get("content-type") ?? ""
    return replyOf(response.status, response.headers, contentType.includes("json") && text !== "" ? JSON.parse(text) : text)
  }

  const newCompany = async (name?: string): Promise<Company> => {
    const created = (await request("POST", "/sandbox/v1/companies", { body: name === undefined ? {} : { name } })).data
    return { id: created.company.id, apiKey: created.api_key, bearer: created.bearer_token, userId: created.user.id }
  }

  return {
    baseUrl,
    request,
    newCompany,
    run: (effect) => runtime.runPromise(effect as Effect.Effect<any, any, never>),
    dispose: () => runtime.dispose()
  }
}
