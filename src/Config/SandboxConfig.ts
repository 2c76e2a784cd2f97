/** Start-up settings of one sandbox process (from CLI flags, or given directly by tests). */
import { Context, Layer } from "effect"

export type ClockMode = "real" | "frozen"

export interface SandboxSettings {
  readonly host: string
  readonly port: number
  /** `:memory:` or a file path. */
  readonly db: string
  /** Mode every new company's clock starts in. */
  readonly clock: ClockMode
  /** Instant (ms) new company clocks start at; undefined = wall time. */
  readonly startTimeMs: number | undefined
  readonly logLevel: "debug" | "info" | "warning" | "error" | "none"
  /** How long a webhook attempt may take in all (connecting, the status line, the body read after it), real time; the spec's 30 s unless a test shortens it. */
  readonly webhookTimeoutMs?: number
}

export const defaultSettings: SandboxSettings = {
  host: "127.0.0.1",
  port: 4010,
  db: ":memory:",
  clock: "real",
  startTimeMs: undefined,
  logLevel: "info"
}

export class SandboxConfig extends Context.Tag("vob-sandbox/SandboxConfig")<SandboxConfig, SandboxSettings>() {
  static layer = (settings: Partial<SandboxSettings> = {}) =>
    Layer.succeed(SandboxConfig, { ...defaultSettings, ...settings })
}
