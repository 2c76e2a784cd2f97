/** CLI entry: parse flags, start the server, print where it listens. */
import { HttpServer } from "@effect/platform"
import * as NodeRuntime from "@effect/platform-node/NodeRuntime"
import { Cause, Console, Effect, Layer } from "effect"
import { fixtureCompanies, OPERATOR_GLOBAL_KEY } from "../fixtures/index.js"
import { parseCli, usage } from "./Cli.js"
import { SandboxConfig } from "./Config/SandboxConfig.js"
import { migratedImageBeside } from "./Store/MigratedImage.js"
import { installLastResort } from "./Http/LastResort.js"
import { CliServerLive } from "./Http.js"
import { flushLogs, stderrLoggerLayer } from "./Logging.js"
import { startupFailureLine } from "./StartupFailure.js"
import { tail } from "./Tail/Tail.js"

const banner = (url: string) =>
  [
    `vob-sandbox listening on ${url}`,
    ...fixtureCompanies.map((c) =>
      `  ${c.name}: X-API-Key ${c.api_key}` +
      (c.admin.bearer_token === null ? "" : `  |  Authorization: Bearer ${c.admin.bearer_token} (${c.admin.name})`)
    ),
    `  Operator global key: X-API-Key ${OPERATOR_GLOBAL_KEY} with X-Company-Id <company id>`,
    `  API reference: ${url}/docs  |  OpenAPI: ${url}/openapi.json`
  ].join("\n")

const parsed = process.argv[2] === "tail" ? undefined : parseCli(process.argv.slice(2), process.env)
if (parsed === undefined) {
  tail(process.argv.slice(3))
} else if (parsed._tag === "Help") {
  process.stdout.write(usage)
} else if (parsed._tag === "Invalid") {
  process.stderr.write(`vob-sandbox: ${parsed.message}\n\n${usage}`)
  process.exitCode = 2
} else {
  // The migrated image beside the CLI's bundle (dist/), which its `:memory:` store starts from.
  const settings = { ...parsed.settings, migratedImage: migratedImageBeside(import.meta.url) }
  // Nothing thrown outside a request (a listener, a stray promise) may end the process and its data.
  installLastResort()
  const AnnounceLive = Layer.effectDiscard(
    HttpServer.addressWith((address) =>
      Console.log(banner(address._tag === "TcpAddress" ? `http://${address.hostname}:${address.port}` : address.path))
    ).pipe(
      // The bin writes V8's code cache once start-up is over.
      Effect.tap(() => Effect.sync(() => process.emit("vob-sandbox:listening" as never)))
    )
  )
  AnnounceLive.pipe(
    Layer.provide(CliServerLive),
    Layer.provide(SandboxConfig.layer(settings)),
    Layer.provide(stderrLoggerLayer(settings)),
    Layer.launch,
    // One line on stderr instead of the runtime's logged cause (a stack trace); runMain still exits 1.
    Effect.tapErrorCause((cause) =>
      Cause.isInterruptedOnly(cause)
        ? Effect.void
        : Effect.sync(() => {
          flushLogs()
          process.stderr.write(`${startupFailureLine(cause, settings)}\n`)
        })
    ),
    NodeRuntime.runMain({ disablePrettyLogger: true, disableErrorReporting: true })
  )
}
