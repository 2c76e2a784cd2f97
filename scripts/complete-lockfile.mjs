// Restores the lockfile entries of other platforms' optional packages (rollup's and msgpackr's native
// builds for macOS, Windows...). The registry this project is built against does not serve them, so
// `npm install` leaves them out of package-lock.json, and `npm ci` then refuses the lockfile as out
// of sync. Each entry is marked optional with its os/cpu, so npm skips it where it does not apply.
// Run after any `npm install` that rewrites package-lock.json: node scripts/complete-lockfile.mjs
import { readFileSync, writeFileSync } from "node:fs"

const path = new URL("../package-lock.json", import.meta.url)
const lock = JSON.parse(readFileSync(path, "utf8"))
const packages = lock.packages

const OS = ["android", "darwin", "freebsd", "linux", "openbsd", "openharmony", "sunos", "win32", "aix", "netbsd"]
const CPU = ["arm64", "x64", "ia32", "arm", "loong64", "ppc64", "riscv64", "s390x", "mips64el"]

/** os, cpu and libc from a platform package's name, e.g. @rollup/rollup-linux-arm64-musl. */
const platformOf = (name) => {
  const parts = name.split("/").pop().split("-")
  const os = parts.find((p) => OS.includes(p))
  const cpu = parts.find((p) => CPU.includes(p))
  const libc = parts.some((p) => p.startsWith("musl")) ? "musl" : parts.some((p) => p === "gnu" || p.startsWith("gnueabi")) ? "glibc" : undefined
  return { ...(os && { os: [os] }), ...(cpu && { cpu: [cpu] }), ...(os === "linux" && libc && { libc: [libc] }) }
}

let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${location}/node_modules/${name}`
    const top = `node_modules/${name}`
    if (packages[nested] !== undefined || packages[top] !== undefined) continue
    packages[top] = {
      version: spec.replace(/^[\^~=]/, ""),
      ...(entry.dev === true && { dev: true }),
      optional: true,
      ...platformOf(name)
    }
    added++
  }
}

writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`)
console.log(`complete-lockfile: ${added} optional platform entries restored`)
