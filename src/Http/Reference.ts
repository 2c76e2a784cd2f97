/**
 * `GET /openapi.json`, generated from the API definition on first request rather than at start-up, and
 * `GET /docs`, the reference page the build rendered into dist/docs.html (Http/DocsPage.ts), read on
 * first request and served as that file.
 */
import { HttpApiBuilder, HttpServerRequest, HttpServerResponse } from "@effect/platform"
import { Effect, Layer } from "effect"
import { readFileSync } from "node:fs"
import { Api } from "../Api.js"
import { documentForSwitches, documentOfEveryRelease, openApiDocument } from "./OpenApiDocument.js"
import { companyOf, RequestCaller } from "../Auth/RequestCaller.js"
import { NotFound, notFound } from "../Domain/Errors.js"
import { differsFromDefault } from "../Releases/ReleaseCatalog.js"
import { Releases } from "../Releases/Releases.js"
import { Companies } from "../Companies/Companies.js"
import { builtFile } from "./BuiltFiles.js"
import { errorResponse } from "./ErrorResponses.js"
import { pageHeaders, REFERENCE_POLICY } from "./PageHeaders.js"

const servedDocument = Effect.cached(Effect.sync(() => openApiDocument(Api)))
const everyReleaseDocument = Effect.cached(Effect.sync(() => documentOfEveryRelease(Api)))

// scripts/bundle.mjs writes it under this name.
const DOCS_PAGE_FILE = "docs.html"

const docsNotBuilt = new NotFound({
  code: "docs_not_built",
  message: "The API reference page is not built in this install: run `npm run build` (it writes dist/docs.html)."
})

/**
 * The release switches `/openapi.json` describes: the company named by `?company=<id>`, or the one whose
 * credentials the request carries; none (undefined) for the API as every company starts.
 */
const companySwitches = Effect.gen(function*() {
  const companies = yield* Companies
  const releases = yield* Releases
  return Effect.gen(function*() {
    const request = yield* HttpServerRequest.HttpServerRequest
    const named = new URL(request.url, "http://sandbox").searchParams.get("company")
    if (named !== null) {
      if (!(yield* companies.exists(named))) return yield* Effect.fail(notFound("company", named, "company"))
      return yield* releases.current(named)
    }
    // The caller the edge resolved (Auth/RequestCaller.ts), if the request's credentials name one.
    const company = companyOf(yield* RequestCaller)
    return company === undefined ? undefined : yield* releases.current(company)
  })
})

export const ReferenceRoutesLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    const document = yield* servedDocument
    const everyRelease = yield* everyReleaseDocument
    const switches = yield* companySwitches
    // Read on the first request that finds it.
    let page: Uint8Array | undefined
    const docsPage = Effect.sync(() => {
      if (page !== undefined) return page
      const path = builtFile(DOCS_PAGE_FILE)
      if (path !== undefined) page = readFileSync(path)
      return page
    })
    yield* router.get(
      "/openapi.json",
      Effect.flatMap(switches, (states) =>
        states === undefined || !differsFromDefault(states)
          ? Effect.map(document, HttpServerResponse.unsafeJson)
          : Effect.map(everyRelease, (spec) => HttpServerResponse.unsafeJson(documentForSwitches(Api, spec, states)))).pipe(
          Effect.catchTag("NotFound", (error) => Effect.succeed(errorResponse(error)))
        )
    )
    yield* router.get(
      "/docs",
      Effect.map(docsPage, (page) =>
        page === undefined
          ? errorResponse(docsNotBuilt)
          : HttpServerResponse.uint8Array(page, { contentType: "text/html; charset=utf-8" }).pipe(
            HttpServerResponse.setHeaders(pageHeaders(REFERENCE_POLICY))
          ))
    )
  })
).pipe(Layer.provide([Releases.Default, Companies.Default]))
