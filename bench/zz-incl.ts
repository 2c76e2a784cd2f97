import { readdirSync, readFileSync } from "node:fs"
import { SourceMap } from "node:module"
import { join } from "node:path"
const dir = process.argv[2]!
const file = readdirSync(dir).filter((f) => f.endsWith(".cpuprofile")).sort().at(-1)!
const profile = JSON.parse(readFileSync(join(dir, file), "utf8"))
const sourceMap = new SourceMap(JSON.parse(readFileSync("dist/vob-sandbox.cjs.map", "utf8")))
const sourceOf = ({ columnNumber, lineNumber, url }: any) => {
  if (!url.endsWith("vob-sandbox.cjs")) return url
  const entry = sourceMap.findEntry(lineNumber, columnNumber) as any
  const source = entry.originalSource ?? "?"
  const inPackage = /node_modules\/(.*)$/.exec(source)
  return (inPackage !== null ? inPackage[1]! : source.replace(/^.*?\/src\//, "src/")) + ":" + ((entry.originalLine ?? 0) + 1)
}
const nodes = new Map<number, any>(profile.nodes.map((n: any) => [n.id, n]))
const parent = new Map<number, number>()
for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id)
const self = new Map<number, number>()
let total = 0
profile.samples.forEach((id: number, i: number) => {
  if (nodes.get(id).callFrame.functionName === "(idle)") return
  const us = profile.timeDeltas[i] ?? 0; total += us
  self.set(id, (self.get(id) ?? 0) + us)
})
const names = new Map<number, string>()
const nameOf = (id: number) => { let v = names.get(id); if (v === undefined) { const f = nodes.get(id).callFrame; v = `${f.functionName || "(anon)"} ${sourceOf(f)}`; names.set(id, v) } return v }
const incl = new Map<string, number>()
for (const [id, us] of self) {
  const seen = new Set<string>()
  let cur: number | undefined = id
  while (cur !== undefined) { const nm = nameOf(cur); if (!seen.has(nm)) { seen.add(nm); incl.set(nm, (incl.get(nm) ?? 0) + us) } cur = parent.get(cur) }
}
const filter = process.argv[3] ? new RegExp(process.argv[3]) : /src\/|simulator\//
for (const [nm, us] of [...incl].filter(([n]) => filter.test(n)).sort((a, b) => b[1] - a[1]).slice(0, Number(process.argv[4] ?? 60))) console.log(`${((100 * us) / total).toFixed(1).padStart(5)} %  ${nm}`)
