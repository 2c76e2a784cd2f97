/**
 * `GET /console`: the local console, a static page built by `npm run build` (scripts/bundle.mjs) into
 * dist/console and served from there. It talks to the sandbox only through the public API, so it needs
 * no route of its own beyond its three files; the Content-Security-Policy keeps it to this server.
 */
import { HttpApiBuilder, HttpServerResponse } from "@effect/platform"
import { Effect } from "effect"
import { readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { NotFound } from "../Domain/Errors.js"
import { builtFile } from "./BuiltFiles.js"
import { errorResponse } from "./ErrorResponses.js"
import { CONSOLE_POLICY, pageHeaders } from "./PageHeaders.js"

export const CONSOLE_PATHS = ["/console", "/console/app.js", "/console/app.css"] as const

const FILES = {
  "/console": { file: "index.html", contentType: "text/html; charset=utf-8" },
  "/console/app.js": { file: "app.js", contentType: "text/javascript; charset=utf-8" },
  "/console/app.css": { file: "app.css", contentType: "text/css; charset=utf-8" }
} as const


/** dist/console of the package this module belongs to (see BuiltFiles). */
const consoleDirectory = (): string | undefined => {
  const page = builtFile(join("console", "index.html"))
  return page === undefined ? undefined : dirname(page)
}

const notBuilt = new NotFound({
  code: "console_not_built",
  message: "The console's files are not built in this install: run `npm run build` (it writes dist/console)."
})

export const ConsoleRoutesLive = HttpApiBuilder.Router.use((router) =>
  Effect.gen(function*() {
    // Read once, on the first request for each file.
    const cache = new Map<string, Uint8Array>()
    const serve = (path: keyof typeof FILES) =>
      Effect.sync(() => {
        const { file, contentType } = FILES[path]
        let body = cache.get(file)
        if (body === undefined) {
          const dir = consoleDirectory()
          if (dir === undefined) return errorResponse(notBuilt)
          body = readFileSync(join(dir, file))
          cache.set(file, body)
        }
        return HttpServerResponse.uint8Array(body, {
          contentType,
          headers: pageHeaders(CONSOLE_POLICY)
        })
      })
    for (const path of CONSOLE_PATHS) yield* router.get(path, serve(path))
  })
)
