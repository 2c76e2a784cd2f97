// End-to-end tests spawn the real CLI: build the bundle once so they never run a stale one. When nothing
// the build reads or writes changed since the last, dist/ is already what it would write (its stamp:
// scripts/build-stamp.mjs), and the build is not even started.
import { execFileSync } from "node:child_process"
import { isBuildCurrent } from "../../scripts/build-stamp.mjs"

export default function setup() {
  if (isBuildCurrent()) return
  // Known stale just now: the build need not look again.
  execFileSync(process.execPath, ["scripts/bundle.mjs", "--force"], { stdio: "inherit" })
}
