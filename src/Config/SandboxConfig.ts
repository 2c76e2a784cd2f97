/** Start-up settings of one sandbox process (from CLI flags, or given directly by tests). */
import type { ReleaseName } from "../Releases/ReleaseCatalog.js"
import { Context, Layer } from "effect"
import { hostname } from "node:os"

import type { ClockMode, LogLevel } from "./StartModes.js"

export type { ClockMode } from "./StartModes.js"

export interface SandboxSettings {
  readonly host: string
  readonly port: number
  /** `:memory:` or a file path (SQLite), or a `postgres://` URL (PostgreSQL, shared by several instances). */
  readonly db: string
  /**
   * A SQLite file holding every migration and nothing else, that a `:memory:` store starts as a copy of
   * instead of running the migrations (Store/MigratedImage.ts): the built bundles name the one the build
   * made beside them. Undefined, or a file that cannot be read: the migrations run.
   */
  readonly migratedImage?: string | undefined
  /**
   * On PostgreSQL, how long a company's or a job's lease lasts without renewal (`--job-lease`): an
   * instance killed mid-job has its jobs taken over by another this long after its last renewal.
   */
  readonly jobLeaseMs: number
  /** Names this process in its logs and in PostgreSQL's `application_name` (`--instance-id`). */
  readonly instanceId: string
  /** Mode every new company's clock starts in. */
  readonly clock: ClockMode
  /** Instant (ms) new company clocks start at; undefined = wall time. */
  readonly startTimeMs: number | undefined
  /** One line per entry on stderr: `key=value` pairs, or one JSON object (`--log-format`). */
  readonly logFormat: "logfmt" | "json"
  readonly logLevel: LogLevel
  /** Seed of the fixture companies' ids (`--seed`); undefined = random ids, as for any company without one. */
  readonly seed?: string | undefined
  /** How long a webhook attempt may take in all (connecting, the status line, the body read after it), real time; the spec's 30 s unless a test shortens it. */
  readonly webhookTimeoutMs?: number
  /** `--webhook-hosts`: on a server bound to a non-loopback address, the only hosts webhooks and the grader send to. */
  readonly webhookHosts?: ReadonlyArray<string> | undefined
  /** Applies the non-loopback outbound policy whatever `host` is (tests; by default it follows `host`). */
  readonly restrictOutbound?: boolean | undefined
  /** `--releases`: switches every company created by this server starts with (the catalogue's defaults otherwise). */
  readonly releases?: Partial<Record<ReleaseName, boolean>> | undefined
  /** Largest JSON body read (bytes); larger ones are 413 `payload_too_large` (file uploads have their own 50 MB). */
  readonly maxBodyBytes: number
  /** Host names accepted in the `Host` header besides localhost, 127.0.0.1, [::1] and the bound address. */
  readonly allowedHosts: ReadonlyArray<string>
  /** The one browser origin allowed cross-origin (CORS); none by default. */
  readonly corsOrigin: string | undefined
  /** Node server limits: see src/Http/NodeServer.ts. */
  readonly headersTimeoutMs: number
  readonly requestTimeoutMs: number
  readonly keepAliveTimeoutMs: number
  readonly idleTimeoutMs: number
  readonly maxConnectionsPerClient: number
  /** `--request-log`: API calls kept per company in its request log (the oldest go first); 0 keeps none. */
  readonly requestLogSize: number
  /** Event streams one company may hold open on this server (`--max-streams-per-company`); more is 429 `too_many_streams`. */
  readonly maxStreamsPerCompany: number
  /** Unread bytes an event stream may hold for a client that does not read before it is dropped. */
  readonly streamBufferBytes: number
  /** How long an event stream's oldest unread bytes may wait for a client that does not read before it is dropped (ms). */
  readonly streamStallMs: number
}

export const defaultSettings: SandboxSettings = {
  host: "127.0.0.1",
  port: 4010,
  db: ":memory:",
  jobLeaseMs: 30_000,
  instanceId: `${hostname()}-${process.pid}`,
  clock: "real",
  startTimeMs: undefined,
  logLevel: "info",
  logFormat: "logfmt",
  maxBodyBytes: 10 * 1024 * 1024,
  allowedHosts: [],
  corsOrigin: undefined,
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  idleTimeoutMs: 300_000,
  maxConnectionsPerClient: 256,
  requestLogSize: 1_000,
  maxStreamsPerCompany: 100,
  streamBufferBytes: 4 * 1024 * 1024,
  streamStallMs: 30_000
}

export class SandboxConfig extends Context.Tag("vob-sandbox/SandboxConfig")<SandboxConfig, SandboxSettings>() {
  static layer = (settings: Partial<SandboxSettings> = {}) =>
    Layer.succeed(SandboxConfig, { ...defaultSettings, ...settings })
}
