/** The built CLI (`npm run build` first) in a child process on a free port, for a bench file run alone. */
import { type ChildProcess, spawn } from "node:child_process"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

export const benchRoot = fileURLToPath(new URL("..", import.meta.url))

/**
 * Resolves once the server prints where it listens; rejects if it exits first. `flags` go to node; `root`
 * is the worktree whose build runs (another's, for a baseline).
 */
export const startBuiltSandbox = (
  extraArgs: ReadonlyArray<string> = [],
  flags: ReadonlyArray<string> = [],
  root = benchRoot
): Promise<{ readonly base: string; readonly child: ChildProcess }> => {
  const child = spawn(process.execPath, [...flags, join(root, "bin/vob-sandbox.js"), "--port", "0", "--log-level", "none", ...extraArgs], {
    stdio: ["ignore", "pipe", "inherit"]
  })
  return new Promise((resolve, reject) => {
    let out = ""
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(out)
      if (match !== null) resolve({ base: match[1]!, child })
    })
    child.once("exit", (code) => reject(new Error(`sandbox exited with ${code}`)))
  })
}

/** Runs `measure` against a sandbox started with `args` (and node `flags`), then stops it. */
export const withBuiltSandbox = async (
  args: ReadonlyArray<string>,
  measure: (base: string, pid: number | undefined) => Promise<void>,
  flags: ReadonlyArray<string> = []
) => {
  const { base, child } = await startBuiltSandbox(args, flags)
  try {
    await measure(base, child.pid)
  } finally {
    child.kill("SIGINT")
  }
}
