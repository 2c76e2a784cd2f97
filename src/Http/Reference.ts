/**
 * `GET /openapi.json` and `GET /docs`, generated from the API definition on first request rather than
 * at start-up (the reference page embeds Scalar's 3.4 MB script, loaded only when someone opens it).
 */
import { HttpApiBuilder, HttpServerResponse, OpenApi } from "@effect/platform"
import { createRequire } from "node:module"
import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { openApiDocument } from "./OpenApiDocument.js"
import { SqlClient } from "@effect/sql"
import { HttpServerRequest } from "@effect/platform"
import { Credentials } from "../Auth/Credentials.js"
import { AuthenticationFailed, notFound } from "../Domain/Errors.js"
import { differsFromDefault } from "../Releases/ReleaseCatalog.js"
import { documentForReleases } from "../Releases/ReleaseDocument.js"
import { Releases } from "../Releases/Releases.js"
import { SqlLive } from "../Sql.js"
import { errorResponse } from "./ErrorResponses.js"

const servedDocument = Effect.cached(Effect.sync(() => openApiDocument(Api)))

const escapeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026")

const escapeHtml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;")

/** Scalar's standalone script as shipped inside @effect/platform (no network needed). */
const scalarScript = Effect.sync(() => {
  const require = createRequire(import.meta.url)
  const entry = require.resolve("@effect/platform/HttpApiScalar")
  return (require(entry.replace(/HttpApiScalar\.js$/, "internal/httpApiScalar.js")) as { javascript: string }).javascript
})

const docsPage = (document: OpenApi.OpenAPISpec, script: string) => `<!doctype html>
<html>
  <head>
    <meta charset="utf-8" />
    <title>${escapeHtml(document.info.title)}</title>
    <meta name="viewport" content="width=device-width, initial-scale=1" />
  </head>
  <body>
    <script id="api-reference" type="application/json">${escapeJson(document)}</script>
    <script>document.getElementById('api-reference').dataset.configuration = JSON.stringify({"_integration":"html"})</script>
    <script>${script}</script>
  </body>
</html>`

/**
 * The release switches `/openapi.json` describes: the company named by `?company=<id>`, or the one whose
 * credentials the request carries; none (undefined) for the API as every company starts.
 */
const companySwitches = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const releases = yield* Releases
  const credentials = yield* Credentials
  return Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    const named = new URL(request.url, "http://sandbox").searchParams.get("company")
    if (named !== null) {
      const found = yield* sql<{ id: string }>`SELECT id FROM companies WHERE id = ${named}`.pipe(Effect.orDie)
      if (found.length === 0) return yield* Effect.fail(notFound("company", named, "company"))
      return releases.statesOf(named)
    }
    const caller = credentials.resolve(request.headers)
    return caller instanceof AuthenticationFailed ? undefined : releases.statesOf(caller.companyId)
  })
})

export const ReferenceRoutesLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const document = yield* servedDocument
    const page = yield* Effect.cached(
      Effect.flatMap(document, (spec) => Effect.map(scalarScript, (script) => docsPage(spec, script)))
    )
    const switches = yield* companySwitches
    yield* router.get(
      "/openapi.json",
      Effect.flatMap(switches, (states) =>
        Effect.map(document, (spec) =>
          HttpServerResponse.unsafeJson(
            states === undefined || !differsFromDefault(states) ? spec : documentForReleases(spec, states)
          ))).pipe(
          Effect.catchTag("NotFound", (error) => Effect.succeed(errorResponse(error)))
        )
    )
    yield* router.get("/docs", Effect.map(page, (html) => HttpServerResponse.html(html)))
  })
).pipe(Layer.provide([Releases.Default, Credentials.Default, SqlLive]))
