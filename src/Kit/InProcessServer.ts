/**
 * The app the CLI serves, started inside the caller's process: the server behind `startSandbox` and the
 * web handler behind the msw handlers. The one module of the kit that loads Effect and the app; only
 * plain values cross its boundary, because in the built package it runs from a bundle of its own, with
 * its own copy of Effect (see ServerModule.ts).
 */
import { HttpApiBuilder, HttpServer } from "@effect/platform"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Cause, Effect, Exit, Layer, ManagedRuntime } from "effect"
import { SandboxConfig } from "../Config/SandboxConfig.js"
import type { ClockMode } from "../Config/StartModes.js"
import { AppLive, RuntimeSettingsLive, ServerLive } from "../Http.js"
import { SqliteLive } from "../Sql.js"
import { StartupFailure, startupFailureLine } from "../StartupFailure.js"
import { exportImage, migratedImageBeside } from "../Store/MigratedImage.js"
import type { ServerSettings } from "./StartOptions.js"

// Beside the bundle this module is built into (dist/): undefined when run from the sources.
const migratedImage = migratedImageBeside(import.meta.url)

export interface StartedServer {
  /** Where it listens, e.g. `http://127.0.0.1:41234`. */
  readonly url: string
  /** Stops the server, freeing its port and its database. */
  readonly dispose: () => Promise<void>
}

/** The server on loopback, listening once the promise resolves. */
export const startServer = async (settings: ServerSettings): Promise<StartedServer> => {
  const runtime = ManagedRuntime.make(
    ServerLive.pipe(Layer.provide(SandboxConfig.layer({ host: "127.0.0.1", migratedImage, ...settings })))
  )
  const listening = await runtime.runPromiseExit(
    Effect.map(HttpServer.HttpServer, ({ address }) =>
      address._tag === "TcpAddress" ? `http://127.0.0.1:${address.port}` : address.path)
  )
  if (Exit.isFailure(listening)) {
    await runtime.dispose()
    // The CLI's own line for a failed start (a busy port, a database another server holds), not a fiber
    // dump, with the option it is about: the listening socket's failures are the port's, the rest the store's.
    const errors: ReadonlyArray<unknown> = [...Cause.failures(listening.cause), ...Cause.defects(listening.cause)]
    const option = errors.some((e) => e instanceof StartupFailure)
      ? "db"
      : errors.some((e) => (e as { _tag?: unknown } | null)?._tag === "ServeError") ? "port" : undefined
    throw Object.assign(new Error(startupFailureLine(listening.cause, { host: "127.0.0.1", port: settings.port })), { option })
  }
  return { url: listening.value, dispose: () => runtime.dispose() }
}

export interface WebHandlerSettings {
  /** The host the code under test names (the DNS-rebinding guard must serve it). */
  readonly host: string
  readonly clock: ClockMode
  readonly startTimeMs: number | undefined
}

export interface StartedWebHandler {
  readonly handler: (request: Request) => Promise<Response>
  readonly dispose: () => Promise<void>
}

/** The app as a fetch-style handler over an in-memory database: no port, no socket. */
export const startWebHandler = (settings: WebHandlerSettings): StartedWebHandler => {
  const { handler, dispose } = HttpApiBuilder.toWebHandler(
    // The runtime's settings as the server's (no log lines under the `none` level, tracing off).
    Layer.merge(AppLive, RuntimeSettingsLive).pipe(
      Layer.provide(SandboxConfig.layer({
        db: ":memory:",
        migratedImage,
        allowedHosts: [settings.host],
        clock: settings.clock,
        startTimeMs: settings.startTimeMs,
        logLevel: "none"
      })),
      Layer.provideMerge(NodeHttpServer.layerContext)
    )
  )
  return { handler: (request) => handler(withHostHeader(request)), dispose }
}

/**
 * A fetch `Request` names its host in its URL only: Host is a forbidden header name (msw 2 hands its
 * intercepted requests over so). The DNS-rebinding guard reads the `Host` header, as a socket's request
 * always carries one: here it gets the URL's host.
 */
const withHostHeader = (request: Request): Request => {
  if (request.headers.has("host")) return request
  const headers = new Headers(request.headers)
  headers.set("host", new URL(request.url).host)
  return new Request(request, { headers })
}

/** Every migration run on an empty in-memory database, as SQLite's image of it: the build writes it beside the bundles. */
export const makeMigratedImage = (): Promise<Uint8Array> =>
  exportImage.pipe(Effect.provide(SqliteLive(":memory:", undefined)), Effect.provide(SandboxConfig.layer({ db: ":memory:", logLevel: "none" })), Effect.runPromise)
