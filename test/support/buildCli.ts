// End-to-end tests spawn the real CLI: build the bundle once so they never run a stale one.
import { execFileSync } from "node:child_process"

export default function setup() {
  execFileSync(process.execPath, ["scripts/bundle.mjs"], { stdio: "inherit" })
}
