/**
 * The test kit's figures (bench/kit.mjs), in a fresh process of their own: the kit starts its sandbox
 * in process, so it must not share this one's loaded modules or its CPU pinning.
 */
import { execFile } from "node:child_process"
import { promisify } from "node:util"

export interface KitFigures {
  readonly startSandboxMs: number
  readonly startSandboxCpuMs: number
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

export const measureKit = async (root: string): Promise<KitFigures> => {
  const { stdout } = await promisify(execFile)(process.execPath, ["bench/kit.mjs"], { cwd: root, timeout: 600_000 })
  const line = stdout.split("\n").find((l) => l.startsWith("KIT_JSON "))
  if (line === undefined) throw new Error(`bench/kit.mjs printed no figures:\n${stdout}`)
  return JSON.parse(line.slice("KIT_JSON ".length)) as KitFigures
}
