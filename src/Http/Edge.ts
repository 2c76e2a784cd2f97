/**
 * The edge: what every request passes, in this order, before and around the API (outermost first).
 *
 *  1. recorder         Http/RequestRecorder.ts   request id, request line and the company's request log, one step
 *  2. host and CORS    Http/HostAndCorsStage.ts  a Host not served is refused; a preflight is answered
 *  3. NUL              Http/NulStage.ts          a NUL in the query or a path parameter is a 422
 *  4. caller           Auth/RequestCaller.ts     the credentials resolved once, handed to every stage after
 *                                                this one and provided to the API as `RequestCaller`;
 *                      Http/SandboxTimeStage.ts  on a shared store, the company's sandbox time at arrival
 *                                                for its request log (elsewhere read from memory)
 *  5. body             Http/BodyStage.ts         401 before any byte of a body without valid credentials;
 *                                                then media type, size and JSON shape
 *  6. faults           Http/FaultGate.ts         the company's injected faults (its /v1 requests only)
 *  7. released routes  Http/ReleaseGate.ts       endpoints of a release the company switched off are 404
 *  8. pause            Http/CompanyPauseGate.ts  held while the company's snapshot is taken or restored
 *  9. app              the API (Http.ts), its errors answered in one place (Http/ErrorResponses.ts)
 *
 * A stage is a plain function of the request (Http/EdgeStage.ts): the edge reads the request from the
 * context once and builds the stages around the app for it, so a stage that lets a request pass costs
 * no Effect operation. Failures of stages 4 to 8 (a store that does not answer on PostgreSQL) and of the
 * app are answered like the app's own errors.
 */
import { HttpServerRequest } from "@effect/platform"
import { type Cause, Effect } from "effect"
import type { Credentials } from "../Auth/Credentials.js"
import { companyOf, RequestCaller, type ResolvedCaller, withResolvedCaller } from "../Auth/RequestCaller.js"
import type { App, CallerStage, RequestStage } from "./EdgeStage.js"
import { noteCompany } from "./RequestLog.js"

export interface EdgeStages {
  /** Stages 1 to 3, outermost first. */
  readonly beforeCaller: ReadonlyArray<RequestStage>
  /** Stage 4. */
  readonly credentials: Credentials
  /** Stages 5 to 8, outermost first. */
  readonly afterCaller: ReadonlyArray<CallerStage>
  /** How a failure is answered (Http/ErrorResponses.ts `responseForCause`). */
  readonly answer: (cause: Cause.Cause<unknown>) => App
}

/** The edge around `app`, as an `HttpApiBuilder.middleware`. */
export const edgeOf = ({ beforeCaller, credentials, afterCaller, answer }: EdgeStages) => (app: App): App => {
  const answered = Effect.catchAllCause(app, answer)

  const withCaller = (request: HttpServerRequest.HttpServerRequest, caller: ResolvedCaller): App => {
    const company = companyOf(caller)
    if (company !== undefined) noteCompany(request, company)
    let inner: App = Effect.provideService(answered, RequestCaller, caller)
    for (let i = afterCaller.length - 1; i >= 0; i--) inner = afterCaller[i]!(request, caller, inner)
    return inner
  }

  // Built only once the stages before it let the request pass (a refused request names no company).
  const fromCaller = (request: HttpServerRequest.HttpServerRequest): App =>
    Effect.catchAllCause(
      Effect.suspend(() => withResolvedCaller(credentials, request.headers, (caller) => withCaller(request, caller))),
      answer
    )

  return Effect.flatMap(HttpServerRequest.HttpServerRequest, (request) => {
    let outer = fromCaller(request)
    for (let i = beforeCaller.length - 1; i >= 0; i--) outer = beforeCaller[i]!(request, outer)
    return outer
  })
}
