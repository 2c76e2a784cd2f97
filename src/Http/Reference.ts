/**
 * `GET /openapi.json` and `GET /docs`, generated from the API definition on first request rather than
 * at start-up. The reference page is @effect/platform's public `HttpApiScalar` page (Scalar's script
 * inlined, 3.4 MB) showing our corrected document (Http/OpenApiDocument); it is rendered once, on the
 * first request for it, by loading that module then, so neither start-up nor the bundle carries it.
 * It works offline: Scalar's default fonts (fonts.scalar.com) are turned off, and the page loads
 * nothing else from anywhere but this server.
 */
import { HttpApiBuilder, HttpServerRequest, HttpServerResponse, type OpenApi } from "@effect/platform"
import type * as HttpApiModule from "@effect/platform/HttpApi"
import type * as HttpApiBuilderModule from "@effect/platform/HttpApiBuilder"
import type * as HttpApiScalarModule from "@effect/platform/HttpApiScalar"
import type * as HttpServerModule from "@effect/platform/HttpServer"
import type * as OpenApiModule from "@effect/platform/OpenApi"
import { Effect, Layer } from "effect"
import type * as LayerModule from "effect/Layer"
import { createRequire } from "node:module"
import { Api } from "../Api.js"
import { documentForSwitches, documentOfEveryRelease, openApiDocument } from "./OpenApiDocument.js"
import { Credentials } from "../Auth/Credentials.js"
import { AuthenticationFailed, notFound } from "../Domain/Errors.js"
import { differsFromDefault } from "../Releases/ReleaseCatalog.js"
import { Releases } from "../Releases/Releases.js"
import { Companies } from "../Companies/Companies.js"
import { errorResponse } from "./ErrorResponses.js"
import { pageHeaders, REFERENCE_POLICY } from "./PageHeaders.js"

const servedDocument = Effect.cached(Effect.sync(() => openApiDocument(Api)))
const everyReleaseDocument = Effect.cached(Effect.sync(() => documentOfEveryRelease(Api)))

/** Scalar's settings: no web fonts (its default loads them from fonts.scalar.com). */
export const SCALAR_CONFIG: HttpApiScalarModule.ScalarConfig = { withDefaultFonts: false }

/**
 * A module loaded when first used. The specifier is not a literal so that the bundler leaves the import
 * to run time: bundled, Scalar's script would be in the CLI and loaded at every start. The CLI runs its
 * CommonJS bundle as a classic script (bin/vob-sandbox.js), where `import()` has no loader: it requires.
 */
const load = async <M>(specifier: string): Promise<M> => {
  try {
    return await import(specifier) as M
  } catch {
    return createRequire(import.meta.url)(specifier) as M
  }
}

/**
 * The page `HttpApiScalar` serves for `document`. Its modules may be a copy of the platform separate
 * from the app's (the CLI bundles its own): only the document, plain JSON, crosses between the two.
 */
const renderDocsPage = (document: OpenApi.OpenAPISpec) =>
  Effect.promise(async () => {
    const [HttpApi, Builder, Scalar, HttpServer, OpenApiTags, Layer] = await Promise.all([
      load<typeof HttpApiModule>("@effect/platform/HttpApi"),
      load<typeof HttpApiBuilderModule>("@effect/platform/HttpApiBuilder"),
      load<typeof HttpApiScalarModule>("@effect/platform/HttpApiScalar"),
      load<typeof HttpServerModule>("@effect/platform/HttpServer"),
      load<typeof OpenApiModule>("@effect/platform/OpenApi"),
      load<typeof LayerModule>("effect/Layer")
    ])
    const docsApi = HttpApi.make("docs").annotate(OpenApiTags.Transform, () => document)
    const { dispose, handler } = Builder.toWebHandler(
      Layer.mergeAll(Scalar.layer({ path: "/docs", scalar: SCALAR_CONFIG }), HttpServer.layerContext).pipe(
        Layer.provideMerge(Builder.api(docsApi))
      )
    )
    try {
      return await (await handler(new Request("http://127.0.0.1/docs"))).text()
    } finally {
      await dispose()
    }
  })

/**
 * The release switches `/openapi.json` describes: the company named by `?company=<id>`, or the one whose
 * credentials the request carries; none (undefined) for the API as every company starts.
 */
const companySwitches = Effect.gen(function*() {
  const companies = yield* Companies
  const releases = yield* Releases
  const credentials = yield* Credentials
  return Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    const named = new URL(request.url, "http://sandbox").searchParams.get("company")
    if (named !== null) {
      if (!(yield* companies.exists(named))) return yield* Effect.fail(notFound("company", named, "company"))
      return yield* releases.current(named)
    }
    const caller = credentials.resolve(request.headers)
    return caller instanceof AuthenticationFailed ? undefined : yield* releases.current(caller.companyId)
  })
})

export const ReferenceRoutesLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const document = yield* servedDocument
    const everyRelease = yield* everyReleaseDocument
    const page = yield* Effect.cached(Effect.flatMap(document, renderDocsPage))
    const switches = yield* companySwitches
    yield* router.get(
      "/openapi.json",
      Effect.flatMap(switches, (states) =>
        states === undefined || !differsFromDefault(states)
          ? Effect.map(document, HttpServerResponse.unsafeJson)
          : Effect.map(everyRelease, (spec) => HttpServerResponse.unsafeJson(documentForSwitches(spec, states)))).pipe(
          Effect.catchTag("NotFound", (error) => Effect.succeed(errorResponse(error)))
        )
    )
    yield* router.get("/docs", Effect.map(page, (html) => HttpServerResponse.html(html).pipe(
      HttpServerResponse.setHeaders(pageHeaders(REFERENCE_POLICY))
    )))
  })
).pipe(Layer.provide([Releases.Default, Credentials.Default, Companies.Default]))
