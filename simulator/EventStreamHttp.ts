import { HttpServerResponse } from "@effect/platform"
import { toServerResponse } from "@effect/platform-node/NodeHttpServerRequest"
import { Effect, Layer } from "effect"
import { IncomingMessage } from "node:http"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { EventStream } from "../src/Events/EventStream.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { exemptFromConnectionCap } from "../src/Http/NodeServer.js"

export const SandboxEventStreamHttpLive = apiGroup(Api, "sandboxEventStream", (handlers) =>
  Effect.gen(function*() {
    const events = yield* EventStream
    return handlers.handle("stream", ({ headers, request, urlParams }) =>
      Effect.gen(function*() {
        const { companyId } = yield* CurrentCaller
        // Served by Node (not the kit's in-process web handler): the stream's connection leaves the
        // per-address count, and a client that stops reading is disconnected.
        const node = request.source instanceof IncomingMessage ? toServerResponse(request) : undefined
        const disconnect = Effect.sync(() => node?.destroy())
        const stream = yield* events.open(companyId, urlParams.type, headers["last-event-id"], disconnect)
        if (node !== undefined) exemptFromConnectionCap(node.socket!)
        return HttpServerResponse.stream(stream, {
          contentType: "text/event-stream",
          headers: { "cache-control": "no-cache", "x-accel-buffering": "no" }
        })
      }))
  })).pipe(Layer.provide([EventStream.Default]))
