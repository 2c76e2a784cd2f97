/** A bench run alone against the built CLI (`npm run build` first): started on a free port, stopped after. */
import { spawn } from "node:child_process"
import { fileURLToPath } from "node:url"

/** Runs `measure` against a sandbox started with `args` (and node `flags`), then stops it. */
export const withBuiltSandbox = async (
  args: ReadonlyArray<string>,
  measure: (base: string, pid: number | undefined) => Promise<void>,
  flags: ReadonlyArray<string> = []
) => {
  const bin = fileURLToPath(new URL("../bin/vob-sandbox.js", import.meta.url))
  const child = spawn(process.execPath, [...flags, bin, "--port", "0", "--log-level", "none", ...args], { stdio: ["ignore", "pipe", "inherit"] })
  try {
    const base = await new Promise<string>((resolve, reject) => {
      let out = ""
      child.stdout.on("data", (chunk: Buffer) => {
        out += chunk.toString("utf8")
        const found = /listening on (http:\/\/\S+)/.exec(out)
        if (found !== null) resolve(found[1]!)
      })
      child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}`)))
    })
    await measure(base, child.pid)
  } finally {
    child.kill("SIGINT")
  }
}
