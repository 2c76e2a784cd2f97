/**
 * One isolated company of a sandbox, as a test uses it: its credentials and fixtures, its clock, what
 * staff, the card reader and document extraction do, its events, a webhook inbox, and `api`, the typed
 * client of the whole API authenticated as the company.
 */
import type { EventType } from "../Webhooks/EventTypes.js"
import { type ApiClient, clientOver, dataOf, type Transport } from "./ApiClient.js"
import type { AnswerOf, BodyOf } from "./OperationTypes.js"
import { SandboxClosedError } from "./SandboxApiError.js"
import type { OpenedCompany } from "./SeedReuse.js"
import { makeStaff, type Staff } from "./Staff.js"
import { openWebhookInbox, type WebhookInbox, type WebhookInboxOptions, type WebhookPayloadOf } from "./WebhookInbox.js"
import type { WebhookReceiver } from "./WebhookReceiver.js"

export type Fixtures = AnswerOf<"sandboxData.fixtures">
export type ClockReading = AnswerOf<"sandboxClock.get">
type ListedEvent = AnswerOf<"sandboxData.events">["data"][number]
/**
 * An event as `/sandbox/v1/events` lists it, typed by its type: the payload is that type's webhook body
 * (the document's `webhooks`), so checking `type` narrows `payload`. (The endpoint's own schema keeps
 * `type` a string: a database from an older version may hold retired types.)
 */
export type SandboxEvent<T extends EventType = EventType> = T extends EventType
  ? Omit<ListedEvent, "type" | "payload"> & { readonly type: T; readonly payload: WebhookPayloadOf<T> }
  : never
type CardReading = BodyOf<"sandboxIntake.read">
/** One API call of the company's, as its request log (`GET /sandbox/v1/requests`) keeps it. */
export type LoggedRequest = AnswerOf<"sandboxRequests.get">
/** Filters of `company.requests()`: statuses or classes (`404`, `"4xx"`) and a path prefix. */
export interface RequestFilter {
  readonly status?: number | string | ReadonlyArray<number | string>
  readonly path?: string
}

export interface CompanyClock {
  readonly now: () => Promise<ClockReading>
  /** Stops the clock (at `at`, default now); jobs due by then run. */
  readonly freeze: (at?: string) => Promise<ClockReading>
  /** Moves the clock forward, running every job that falls due, in order; answers when all are done. */
  readonly advance: (by: number | { readonly to: string }) => Promise<AnswerOf<"sandboxClock.advance">>
  /** Back to real time from the clock's current instant. */
  readonly resume: () => Promise<ClockReading>
}

export interface CompanyHandle {
  readonly id: string
  readonly name: string
  readonly apiKey: string
  readonly bearerToken: string
  readonly user: AnswerOf<"sandboxCompanies.create">["user"]
  readonly fixtures: Fixtures
  /** The typed client of `/v1` and `/sandbox/v1` (openapi-fetch), authenticated with the company's API key. */
  readonly api: ApiClient
  readonly clock: CompanyClock
  readonly staff: Staff
  readonly cards: {
    /** The card reader read these cards off the file. */
    readonly read: (fileId: string, cards: Extract<CardReading, { outcome: "read" }>["cards"]) => Promise<AnswerOf<"sandboxIntake.read">>
    /** The card reader could not read the file. */
    readonly unreadable: (fileId: string) => Promise<AnswerOf<"sandboxIntake.read">>
  }
  /** Document extraction's result for a prior-authorization document. */
  readonly extraction: (fileId: string, body: BodyOf<"sandboxIntake.extract">) => Promise<AnswerOf<"sandboxIntake.extract">>
  /** Every event the company emitted (of `type`, when given), newest first (one page of up to 100). */
  readonly events: <T extends EventType = EventType>(filter?: { readonly type?: T }) => Promise<ReadonlyArray<SandboxEvent<T>>>
  /**
   * The company's recent API calls, newest first (one page of up to 100): what each sent and got back,
   * credentials masked. Print the last few when a test fails to see what your client actually sent.
   */
  readonly requests: (filter?: RequestFilter) => Promise<ReadonlyArray<LoggedRequest>>
  /** The company's data back to its fixtures (credentials, users and clock kept). */
  readonly reset: () => Promise<Fixtures>
  /** A loopback receiver subscribed to the company's events that verifies every signature. */
  readonly webhookInbox: (options?: WebhookInboxOptions) => Promise<WebhookInbox>
  /**
   * A NEW company holding a copy of this one as it is now (records, files, pending jobs, events, webhook
   * subscriptions, clock), with fresh credentials and every id rewritten, as a handle like this one: prepare
   * a hard case once, fork it per test. `name` defaults to the server's. (A snapshot is taken for it and
   * removed once the fork exists.) The sandbox's `close()` closes the fork's handle too.
   */
  readonly fork: (name?: string) => Promise<CompanyHandle>
  /**
   * Closes the handle and its webhook inboxes: later calls through it, `api` included, reject with
   * `SandboxClosedError`. The company itself stays in the sandbox (companies are cheap and isolated).
   */
  readonly close: () => Promise<void>
}

/** Fails every call once `isClosed()` says the handle (or its sandbox) is closed. */
const guarded = <T extends object>(target: T, isClosed: () => boolean, what: string): T =>
  new Proxy(target, {
    get(object, property, receiver) {
      const value = Reflect.get(object, property, receiver)
      if (typeof value === "function" && property !== "close") {
        return (...args: Array<unknown>) => isClosed() ? Promise.reject(new SandboxClosedError(what)) : value.apply(object, args)
      }
      return typeof value === "object" && value !== null && property !== "fixtures" && property !== "user" && property !== "api"
        ? guarded(value, isClosed, what)
        : value
    }
  })

/** `transport` (or the global fetch, as it is at each call) refusing every call once `isClosed()`. */
const refusedOnceClosed = (transport: Transport | undefined, isClosed: () => boolean, what: string): Transport => {
  const send: typeof globalThis.fetch = transport?.fetch ?? ((input, init) => globalThis.fetch(input, init))
  return {
    ...transport,
    fetch: (input, init) => (isClosed() ? Promise.reject(new SandboxClosedError(what)) : send(input, init))
  }
}

export const openCompany = (
  baseUrl: string,
  created: OpenedCompany,
  options: {
    readonly sandboxClosed: () => boolean
    readonly transport?: Transport | undefined
    /** The sandbox handle's server for webhook inboxes. */
    readonly receiver: WebhookReceiver
    /** Opens a handle of the same sandbox (a fork's). */
    readonly open: (created: OpenedCompany) => CompanyHandle
  }
): CompanyHandle => {
  const inboxes = new Set<WebhookInbox>()
  let closed = false
  const isClosed = () => closed || options.sandboxClosed()
  const what = `company ${created.company.id}`
  // The handle's own calls: an inbox unsubscribes through it while its company (or sandbox) is closing.
  const own = clientOver(baseUrl, { apiKey: created.api_key }, options.transport)
  // The client handed out refuses calls once the handle is closed, as every method of the handle does.
  const api = clientOver(baseUrl, { apiKey: created.api_key }, refusedOnceClosed(options.transport, isClosed, what))
  const { fixtures } = created

  const handle: CompanyHandle = {
    id: created.company.id,
    name: created.company.name,
    apiKey: created.api_key,
    bearerToken: created.bearer_token,
    user: created.user,
    fixtures,
    api,
    clock: {
      now: () => dataOf("clock.now", own.GET("/sandbox/v1/clock")),
      freeze: (at) => dataOf("clock.freeze", own.POST("/sandbox/v1/clock/freeze", { body: at === undefined ? {} : { at } })),
      advance: (by) =>
        dataOf("clock.advance", own.POST("/sandbox/v1/clock/advance", { body: typeof by === "number" ? { seconds: by } : { to: by.to } })),
      resume: () => dataOf("clock.resume", own.POST("/sandbox/v1/clock/resume"))
    },
    staff: makeStaff(own),
    cards: {
      read: (fileId, cards) =>
        dataOf("cards.read", own.POST("/sandbox/v1/files/{id}/reading", { params: { path: { id: fileId } }, body: { outcome: "read", cards } })),
      unreadable: (fileId) =>
        dataOf("cards.unreadable", own.POST("/sandbox/v1/files/{id}/reading", { params: { path: { id: fileId } }, body: { outcome: "unreadable" } }))
    },
    extraction: (fileId, body) =>
      dataOf("extraction", own.POST("/sandbox/v1/files/{id}/extraction", { params: { path: { id: fileId } }, body })),
    events: async <T extends EventType>(filter: { readonly type?: T } = {}) =>
      // Emitted by type (EventLog.emit): each payload is its type's webhook body.
      (await dataOf(
        "events",
        own.GET("/sandbox/v1/events", { params: { query: { limit: 100, ...(filter.type === undefined ? {} : { type: filter.type }) } } })
      )).data as unknown as ReadonlyArray<SandboxEvent<T>>,
    requests: async (filter = {}) => {
      const statuses = filter.status === undefined ? [] : Array.isArray(filter.status) ? filter.status : [filter.status]
      const query = {
        limit: 100,
        ...(statuses.length === 0 ? {} : { status: statuses.map(String) }),
        ...(filter.path === undefined ? {} : { path: filter.path })
      }
      return (await dataOf("requests", own.GET("/sandbox/v1/requests", { params: { query } }))).data
    },
    reset: () => dataOf("reset", own.POST("/sandbox/v1/reset")),
    webhookInbox: async (inboxOptions) => {
      const inbox = await openWebhookInbox(own, options.receiver, inboxOptions)
      inboxes.add(inbox)
      return inbox
    },
    fork: async (name) => {
      const snapshot = await dataOf("fork", own.POST("/sandbox/v1/snapshots", { body: {} }))
      try {
        const forked = await dataOf(
          "fork",
          own.POST("/sandbox/v1/snapshots/{id}/fork", { params: { path: { id: snapshot.id } }, body: name === undefined ? {} : { name } })
        )
        const fixtures = await dataOf("fork", clientOver(baseUrl, { apiKey: forked.api_key }, options.transport).GET("/sandbox/v1/fixtures"))
        return options.open({ ...forked, fixtures })
      } finally {
        await dataOf("fork", own.DELETE("/sandbox/v1/snapshots/{id}", { params: { path: { id: snapshot.id } } }))
      }
    },
    close: async () => {
      if (closed) return
      closed = true
      await Promise.allSettled([...inboxes].map((inbox) => inbox.close()))
    }
  }
  return guarded(handle, isClosed, what)
}
