/**
 * Files `npm run build` writes into dist/ for the server to serve (the console, the docs page), found
 * from wherever this module runs: src/Http (tests, tsx) or dist/ and its chunks (the built CLI and kit),
 * in the nearest ancestor holding them.
 */
import { existsSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"

/** The path of `dist/<relative>` in the nearest ancestor directory that has it; undefined when not built. */
export const builtFile = (relative: string): string | undefined => {
  let dir = dirname(fileURLToPath(import.meta.url))
  for (;;) {
    const candidate = join(dir, "dist", relative)
    if (existsSync(candidate)) return candidate
    const parent = dirname(dir)
    if (parent === dir) return undefined
    dir = parent
  }
}
