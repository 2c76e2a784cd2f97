/** The built CLI (`npm run build`) in a child process on a free port, for a bench file run alone. */
import { type ChildProcess, spawn } from "node:child_process"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

export const benchRoot = fileURLToPath(new URL("..", import.meta.url))

/** Resolves once the server prints where it listens. */
export const startBuiltSandbox = (extraArgs: ReadonlyArray<string> = []): Promise<{ readonly base: string; readonly child: ChildProcess }> => {
  const child = spawn(process.execPath, [join(benchRoot, "bin/vob-sandbox.js"), "--port", "0", "--log-level", "none", ...extraArgs], {
    stdio: ["ignore", "pipe", "inherit"]
  })
  return new Promise((resolve) => {
    let out = ""
    child.stdout!.on("data", (chunk: Buffer) => {
      out += chunk.toString()
      const match = /listening on (http:\/\/\S+)/.exec(out)
      if (match !== null) resolve({ base: match[1]!, child })
    })
  })
}
