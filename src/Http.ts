/** Server composition: the API with its handlers, the error edge, OpenAPI, docs and health check. */
import { HttpApiBuilder, HttpApiScalar, HttpServerResponse } from "@effect/platform"
import { NodeHttpServer } from "@effect/platform-node"
import { createServer } from "node:http"
import { Effect, Layer } from "effect"
import { SandboxClockHttpLive } from "../simulator/ClockHttp.js"
import { SandboxCompaniesHttpLive } from "../simulator/CompaniesHttp.js"
import { SandboxDataHttpLive } from "../simulator/DataHttp.js"
import { Api } from "./Api.js"
import { CredentialingHttpLive } from "./Credentialing/Http.js"
import { SandboxConfig } from "./Config/SandboxConfig.js"
import { responseForCause } from "./Http/ErrorResponses.js"
import { routeIndexOf } from "./Http/RouteIndex.js"
import { ServicesLive } from "./Services.js"

const ApiLive = HttpApiBuilder.api(Api).pipe(
  Layer.provide([CredentialingHttpLive, SandboxCompaniesHttpLive, SandboxClockHttpLive, SandboxDataHttpLive])
)

const ErrorEdgeLive = HttpApiBuilder.middleware(
  Effect.sync(() => {
    const routes = routeIndexOf(Api, [{ method: "GET", path: "/healthz" }, { method: "GET", path: "/openapi.json" }])
    return (app) => Effect.catchAllCause(app, responseForCause(routes))
  })
)

const HealthzLive = HttpApiBuilder.Router.use((router) =>
  router.get("/healthz", HttpServerResponse.json({ status: "ok" }))
)

/** Everything but the listening server: used by the CLI and by in-process tests. */
export const AppLive = Layer.mergeAll(
  HttpApiBuilder.middlewareOpenApi({ path: "/openapi.json" }),
  HttpApiScalar.layer({ path: "/docs" }),
  HealthzLive,
  ErrorEdgeLive
).pipe(
  Layer.provideMerge(ApiLive),
  Layer.provide(ServicesLive)
)

const NodeServerLive = Layer.unwrapEffect(
  Effect.map(SandboxConfig, ({ host, port }) => NodeHttpServer.layer(createServer, { host, port }))
)

export const ServerLive = HttpApiBuilder.serve().pipe(
  Layer.provide(AppLive),
  Layer.provideMerge(NodeServerLive)
)
