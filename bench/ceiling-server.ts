/**
 * Framework ceiling: the sandbox's `GET /v1/credentialing/:id` endpoint shape on Effect HttpApi, with
 * no authentication, error edge or store, answering a constant body. What the sandbox adds on top of
 * this is its own cost. Started by `run.ts` with BENCH_PORT and BENCH_BODY_FILE.
 */
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer, NodeRuntime } from "@effect/platform-node"
import { Effect, Layer, Schema } from "effect"
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

const env = (name: string): string => {
  const value = process.env[name]
  if (value === undefined) throw new Error(`${name} is not set`)
  return value
}

const body = readFileSync(env("BENCH_BODY_FILE"), "utf8")

class CeilingApi extends HttpApi.make("ceiling").add(
  HttpApiGroup.make("credentialing").add(
    HttpApiEndpoint.get("get", "/v1/credentialing/:id").setPath(Schema.Struct({ id: Schema.String }))
  )
) {}

const CredentialingLive = HttpApiBuilder.group(CeilingApi, "credentialing", (handlers) =>
  // A raw response, as the sandbox sends its stored documents: no success schema encoding.
  handlers.handle("get", () => Effect.succeed(HttpServerResponse.text(body, { contentType: "application/json" }))))

HttpApiBuilder.serve().pipe(
  Layer.provide(HttpApiBuilder.api(CeilingApi).pipe(Layer.provide(CredentialingLive))),
  Layer.provide(NodeHttpServer.layer(createServer, { host: "127.0.0.1", port: Number(env("BENCH_PORT")) })),
  Layer.launch,
  NodeRuntime.runMain
)
