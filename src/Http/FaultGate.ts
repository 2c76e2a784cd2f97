/**
 * Injected faults at the edge, before the API sees the request: a status fault or a dropped connection
 * never reaches a handler (so nothing is written), a latency fault holds only its own request's fiber for
 * the real delay. Only the company's own /v1 requests are faulted (the /sandbox/v1 control API stays
 * reachable, so a test can always list and delete its rules); requests without valid credentials pass
 * through to their 401.
 */
import { type HttpServerRequest, HttpServerResponse } from "@effect/platform"
import * as NodeHttpServerRequest from "@effect/platform-node/NodeHttpServerRequest"
import { Effect } from "effect"
import { IncomingMessage } from "node:http"
import { AuthenticationFailed, invalidParameter } from "../Domain/Errors.js"
import { pathOfUrl } from "../Domain/Paths.js"
import { type FaultAction, FAULT_STATUSES, faultAnswer, preferredCode } from "../Faults/FaultRule.js"
import type { Faults } from "../Faults/Faults.js"
import type { App, CallerStage } from "./EdgeStage.js"
import { errorResponse } from "./ErrorResponses.js"

const dropConnection = (request: HttpServerRequest.HttpServerRequest) =>
  Effect.sync(() => {
    const source = NodeHttpServerRequest.toIncomingMessage(request) as unknown
    if (source instanceof IncomingMessage) source.socket.destroy()
    // Nobody reads this answer: the socket is gone.
    return HttpServerResponse.empty({ status: 503 })
  })

const apply = (action: FaultAction, request: HttpServerRequest.HttpServerRequest, app: App): App => {
  switch (action._tag) {
    case "Status": {
      const { body, headers, status } = faultAnswer(action)
      return Effect.succeed(HttpServerResponse.unsafeJson(body, { status, headers }))
    }
    case "Latency":
      // Real time on purpose: the integrator's client timeout measures wall time. A sleeping fiber holds no thread.
      return Effect.zipRight(Effect.sleep(action.ms), app)
    case "Drop":
      return dropConnection(request)
  }
}

export const faultGate = (faults: Faults): CallerStage => (request, caller, app) => {
  if (caller instanceof AuthenticationFailed || !request.url.startsWith("/v1/")) return app
  const prefer = request.headers["prefer"]
  if (prefer === undefined && !faults.any()) return app
  const preferred = preferredCode(prefer)
  if (preferred === null) {
    return Effect.succeed(errorResponse(invalidParameter(
      "Prefer",
      `Prefer: code= must be one of ${FAULT_STATUSES.join(", ")} (the faults the sandbox injects).`
    )))
  }
  if (preferred !== undefined) return apply({ _tag: "Status", status: preferred, retryAfterSeconds: null, source: "prefer" }, request, app)
  return Effect.flatMap(faults.decide(caller.companyId, request.method, pathOfUrl(request.url)), (action) =>
    action === undefined ? app : apply(action, request, app))
}
