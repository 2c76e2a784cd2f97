/**
 * The `/docs` page, rendered by the build (scripts/bundle.mjs writes it to dist/docs.html) and served as
 * that file by Http/Reference.ts: the server neither carries Scalar's script (3.4 MB) nor loads the
 * platform a second time to render it. It is @effect/platform's public `HttpApiScalar` page, fed our
 * corrected document (Http/OpenApiDocument) through an `OpenApi.Transform` on an empty API. It works
 * offline: Scalar's default fonts (fonts.scalar.com) are off, and the page loads nothing from elsewhere.
 */
import { HttpApi, HttpApiBuilder, HttpApiScalar, HttpServer, OpenApi } from "@effect/platform"
import { Layer } from "effect"
import { Api } from "../Api.js"
import { openApiDocument } from "./OpenApiDocument.js"

/** Scalar's settings: no web fonts (its default loads them from fonts.scalar.com). */
const SCALAR_CONFIG: HttpApiScalar.ScalarConfig = { withDefaultFonts: false }

/** The page `HttpApiScalar` serves for the API as every company starts. */
export const renderDocsPage = async (): Promise<string> => {
  const document = openApiDocument(Api)
  const docsApi = HttpApi.make("docs").annotate(OpenApi.Transform, () => document)
  const { dispose, handler } = HttpApiBuilder.toWebHandler(
    Layer.mergeAll(HttpApiScalar.layer({ path: "/docs", scalar: SCALAR_CONFIG }), HttpServer.layerContext).pipe(
      Layer.provideMerge(HttpApiBuilder.api(docsApi))
    )
  )
  try {
    return await (await handler(new Request("http://127.0.0.1/docs"))).text()
  } finally {
    await dispose()
  }
}
