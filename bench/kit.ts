/**
 * The test kit's figures (bench/kit.mjs), in a fresh process of their own: the kit starts its sandbox
 * in process, so it must not share this one's loaded modules or its CPU pinning.
 */
import { execFile } from "node:child_process"
import { promisify } from "node:util"
import { median } from "./Measures.js"

export interface KitFigures {
  readonly startSandboxMs: number
  readonly startSandboxCpuMs: number
  /** The process's first `fetch`, made before the start is timed (Node loads its undici then). */
  readonly firstFetchMs: number
  readonly companyMs: number
  readonly companyCpuMs: number
  readonly scenarios: number
  readonly scenariosWallMs: number
  readonly scenariosCpuMs: number
  readonly scenariosPerSecond: number
  readonly scenariosFailed: number
  readonly firstFailure?: string
  readonly badSignatures: number
}

/** bench/kit.mjs once, on this build or (`kitPackage`, another build's dist/index.mjs) on that one. */
export const runKit = async (root: string, scenarios?: number, kitPackage?: string): Promise<KitFigures> => {
  const env = {
    ...process.env,
    ...(scenarios === undefined ? {} : { KIT_SCENARIOS: String(scenarios) }),
    ...(kitPackage === undefined ? {} : { KIT_PACKAGE: kitPackage })
  }
  const { stdout } = await promisify(execFile)(process.execPath, ["bench/kit.mjs"], { cwd: root, timeout: 600_000, env })
  const line = stdout.split("\n").find((l) => l.startsWith("KIT_JSON "))
  if (line === undefined) throw new Error(`bench/kit.mjs printed no figures:\n${stdout}`)
  return JSON.parse(line.slice("KIT_JSON ".length)) as KitFigures
}


/**
 * The scenarios once; start-up and company() in three fresh processes (a start is over in half a second,
 * and one start on a shared machine is a poor figure), reported as their medians with the samples.
 */
export const measureKit = async (root: string): Promise<KitFigures & { readonly startSandboxSamplesMs: ReadonlyArray<number> }> => {
  const full = await runKit(root)
  const starts = [full, await runKit(root, 0), await runKit(root, 0)]
  const byStart = [...starts].sort((a, b) => a.startSandboxMs - b.startSandboxMs)[1]!
  return {
    ...full,
    startSandboxMs: byStart.startSandboxMs,
    startSandboxCpuMs: byStart.startSandboxCpuMs,
    startSandboxSamplesMs: starts.map((s) => s.startSandboxMs),
    companyMs: median(starts.map((s) => s.companyMs)),
    companyCpuMs: median(starts.map((s) => s.companyCpuMs))
  }
}
