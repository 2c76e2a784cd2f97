/**
 * The caller a request's credentials name, resolved once per request by the edge's caller stage
 * (Http/Edge.ts) and provided from there: handed to the stages after it (body, faults, released routes,
 * pause) and provided as `RequestCaller` to what the API runs (authentication, the OpenAPI document).
 */
import { Context, Effect } from "effect"
import { AuthenticationFailed } from "../Domain/Errors.js"
import type { Credentials } from "./Credentials.js"
import type { Caller } from "./CurrentCaller.js"

export type ResolvedCaller = Caller | AuthenticationFailed

/**
 * The request's caller as the caller stage resolved it. Undefined only where no edge ran (a handler
 * called outside a request), which authentication treats as a defect.
 */
export class RequestCaller extends Context.Reference<RequestCaller>()("vob-sandbox/RequestCaller", {
  defaultValue: (): ResolvedCaller | undefined => undefined
}) {}

type Headers = Readonly<Record<string, string | undefined>>

/**
 * The caller `headers` name, handed to `then`: from memory, without an Effect; on the shared store a key
 * or token not in memory (created through another instance) is looked up once in the database first.
 */
export const withResolvedCaller = <A, E, R>(
  credentials: Credentials,
  headers: Headers,
  then: (caller: ResolvedCaller) => Effect.Effect<A, E, R>
): Effect.Effect<A, E, R> => {
  const known = credentials.resolve(headers)
  if (!(known instanceof AuthenticationFailed) || !credentials.shared || known.code !== "invalid_credentials") return then(known)
  return Effect.flatMap(credentials.lookUp(headers), () => then(credentials.resolve(headers)))
}

/** The company a resolved caller acts for, if its credentials were valid. */
export const companyOf = (caller: ResolvedCaller | undefined): string | undefined =>
  caller === undefined || caller instanceof AuthenticationFailed ? undefined : caller.companyId
