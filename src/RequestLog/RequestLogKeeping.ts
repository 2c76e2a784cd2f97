/** How a company's request log keeps its calls: in a table of the store, or held in this process's memory. */
import type { Effect } from "effect"
import type { NotFound } from "../Domain/Errors.js"
import type { Listed, Page } from "../Domain/Pagination.js"
import type { AnsweredCall } from "./AnsweredCall.js"
import type { LoggedRequest, RequestLogParams } from "./LoggedRequest.js"

export interface RequestLogKeeping {
  /** Keeps an answered call: a push, no Effect, nothing masked or encoded while the call is answered. */
  readonly hold: (call: AnsweredCall) => void
  /** The company's newest calls passing the filters, newest first. */
  readonly list: (companyId: string, filter: RequestLogParams & Page) => Effect.Effect<Listed<LoggedRequest>>
  /** The company's newest call answered with that id (a client may send one `X-Request-Id` twice); 404 if none. */
  readonly get: (companyId: string, id: string) => Effect.Effect<LoggedRequest, NotFound>
  /** Drops what this process holds of the company (a reset; the stored log is emptied with its records). */
  readonly forget: (companyId: string) => Effect.Effect<void>
  /** A log kept in a table writes its calls in batches: the writer's wake-up and write (RequestLogWriterLive). */
  readonly batches: { readonly started: Effect.Latch; readonly write: Effect.Effect<void> } | undefined
}
