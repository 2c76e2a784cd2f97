import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect, Layer, Stream } from "effect"
import { Api } from "../src/Api.js"
import { CurrentCaller } from "../src/Auth/CurrentCaller.js"
import { EventStream } from "../src/Events/EventStream.js"

export const SandboxEventStreamHttpLive = HttpApiBuilder.group(Api, "sandboxEventStream", (handlers) =>
  Effect.gen(function*() {
    const events = yield* EventStream
    return handlers.handle("stream", ({ headers, urlParams }) =>
      Effect.gen(function*() {
        const { companyId } = yield* CurrentCaller
        const stream = yield* events.open(companyId, urlParams.type, headers["last-event-id"])
        return HttpServerResponse.stream(Stream.encodeText(stream), {
          contentType: "text/event-stream",
          headers: { "cache-control": "no-cache", "x-accel-buffering": "no" }
        })
      }))
  })).pipe(Layer.provide([EventStream.Default]))
