/**
 * Where a lifecycle's server CPU goes (issue 29's profile table): the built CLI (`npm run build` first)
 * under `node --cpu-prof`, bench/scenario.mjs run one after another against it, then the profile's self
 * time summed by area, each frame of the bundle mapped back to its source through dist/'s source map:
 * effect's runtime, schema parsing, @effect/platform, @effect/sql, SQLite (the statement executor's
 * native calls), this code base's own files, Node's HTTP and sockets, GC.
 *
 *   npm run build && npx tsx bench/profileScenario.ts [profile-dir]
 *
 * PROFILE_SCENARIOS: profiled scenarios (default 60). PROFILE_TOP: functions listed (default 30).
 * PROFILE_ROOT: another built checkout to profile (an earlier commit's `git archive`, built with its scripts).
 * The profiler samples the main thread's wall time: a syscall that waits (a loopback write, a connect)
 * counts for longer than its CPU on a loaded machine; the CPU per scenario printed is from /proc.
 */
import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { SourceMap } from "node:module"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { connect } from "vob-sandbox"
import { benchRoot, startBuiltSandbox } from "./BuiltSandbox.js"
import { cpuMsOf } from "./Measures.js"
import { runScenario } from "./scenario.mjs"

const SCENARIOS = Number(process.env.PROFILE_SCENARIOS ?? 60)
const TOP = Number(process.env.PROFILE_TOP ?? 30)
const dir = process.argv[2] ?? mkdtempSync(join(tmpdir(), "vob-profile-"))
const root = process.env.PROFILE_ROOT ?? benchRoot

const { base, child } = await startBuiltSandbox([], ["--cpu-prof", "--cpu-prof-dir", dir], root)
const sandbox = connect(base)
for (let n = 0; n < 5; n++) await runScenario(sandbox, n)
const before = cpuMsOf(child.pid!)
for (let n = 0; n < SCENARIOS; n++) {
  if (await runScenario(sandbox, 1000 + n) > 0) throw new Error("the inbox rejected a delivery")
}
const cpuMs = (cpuMsOf(child.pid!) - before) / SCENARIOS
child.kill("SIGINT")
await new Promise((resolve) => child.once("exit", resolve))

interface CallFrame {
  readonly functionName: string
  readonly url: string
  readonly lineNumber: number
  readonly columnNumber: number
}
interface Profile {
  readonly nodes: ReadonlyArray<{ readonly id: number; readonly callFrame: CallFrame }>
  readonly samples: ReadonlyArray<number>
  readonly timeDeltas: ReadonlyArray<number>
}
const file = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")).sort().at(-1)!
const profile = JSON.parse(readFileSync(join(dir, file), "utf8")) as Profile
const sourceMap = new SourceMap(JSON.parse(readFileSync(join(root, "dist/vob-sandbox.cjs.map"), "utf8")))

/** The source file a frame comes from: a dependency's path from its package name, or src/… */
const sourceOf = ({ columnNumber, lineNumber, url }: CallFrame) => {
  if (!url.endsWith("vob-sandbox.cjs")) return url
  const entry = sourceMap.findEntry(lineNumber, columnNumber) as { originalSource?: string }
  const source = entry.originalSource ?? "?"
  const inPackage = /node_modules\/(.*)$/.exec(source)
  return inPackage !== null ? inPackage[1]! : source.replace(/^.*?\/src\//, "src/")
}

/** The row of the table a source file counts in. */
const areaOf = (frame: CallFrame, source: string) => {
  if (frame.functionName === "(garbage collector)") return "GC"
  if (frame.functionName === "(program)") return "(program: V8 outside JavaScript)"
  // The calls into better-sqlite3 (the native statement's time counts in its caller): the store's own
  // executor since issue 29, @effect/sql-sqlite-node's client before.
  if (
    (source === "src/Store/SqliteExecutor.ts" && /^(run|values|prepare)$/.test(frame.functionName)) ||
    source.startsWith("@effect/sql-sqlite-node/")
  ) return "SQLite (statements, via better-sqlite3)"
  if (source === "") return frame.functionName === "writev" ? "socket writes (writev)" : "other native"
  if (/^effect\/src\/(ParseResult|Schema|SchemaAST)\.ts$/.test(source)) return "effect/Schema (parse, encode)"
  if (source.startsWith("effect/")) return "effect runtime (fibers, operations)"
  if (source.startsWith("@effect/platform")) return "@effect/platform (HTTP)"
  if (source.startsWith("@effect/sql")) return "@effect/sql (statement building)"
  if (/^node:(net|_http|internal\/(streams|stream_base|http))/.test(source)) return "Node HTTP and sockets"
  if (source.startsWith("node:")) return "other Node internals"
  if (source.startsWith("src/")) return `own code: ${source.split("/")[1]!.replace(/\.ts$/, "")}`
  return "other dependencies"
}

const areas = new Map<string, number>()
const functions = new Map<string, number>()
const byNode = new Map(profile.nodes.map((node) => [node.id, node.callFrame]))
let total = 0
profile.samples.forEach((id, i) => {
  const frame = byNode.get(id)!
  if (frame.functionName === "(idle)") return
  const us = profile.timeDeltas[i] ?? 0
  const source = sourceOf(frame)
  total += us
  const area = areaOf(frame, source)
  areas.set(area, (areas.get(area) ?? 0) + us)
  const name = `${frame.functionName || "(anonymous)"} ${source || "(native)"}`
  functions.set(name, (functions.get(name) ?? 0) + us)
})

const share = (us: number) => `${((100 * us) / total).toFixed(1).padStart(5)} %`
const sorted = (m: Map<string, number>) => [...m].sort((a, b) => b[1] - a[1])
console.log(`${SCENARIOS} scenarios profiled (${join(dir, file)}); server CPU ${cpuMs.toFixed(1)} ms per scenario (profiler on)`)
console.log("\nself time by area (idle excluded):")
for (const [area, us] of sorted(areas)) console.log(`  ${share(us)}  ${area}`)
console.log(`\ntop ${TOP} functions by self time:`)
for (const [name, us] of sorted(functions).slice(0, TOP)) console.log(`  ${share(us)}  ${name}`)
