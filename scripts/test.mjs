// `npm test`: the type check and the whole suite side by side. On this project's 2-core machines the
// suite keeps both cores busy, so the type check must cost little CPU beside it: it runs on TypeScript 7,
// the native compiler (`tsgo`, from @typescript/native-preview), on one thread. It checks with the same
// options and reports the same errors as TypeScript 5.9 (`tsc`, kept for the scripts that use the
// compiler's API, `npm run typecheck` and `prepack`), for about a fifth of its CPU: see docs/decisions.md.
// Exits non-zero when either fails; the type check's output is printed after the suite's.
import { spawn } from "node:child_process"

const run = (command, args, { buffer }) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffer ? ["ignore", "pipe", "pipe"] : "inherit" })
    let output = ""
    if (buffer) {
      child.stdout.on("data", (chunk) => (output += chunk))
      child.stderr.on("data", (chunk) => (output += chunk))
    }
    child.on("close", (code, signal) => resolve({ code: code ?? (signal === null ? 1 : 128), output }))
  })

const bin = (name) => new URL(`../node_modules/.bin/${name}`, import.meta.url).pathname
// On one thread: beside the suite, its parallel checkers cost three times the CPU for no earlier finish.
// Its own build info: TypeScript 5.9's (.tsbuildinfo, from `npx tsc`) is another format.
const nativeTsc = (project, buildInfo) => run(bin("tsgo"), ["-p", project, "--singleThreaded", ...buildInfo], { buffer: true })
// The server's code and the console's (browser code, its own tsconfig), one after the other on one core.
const typecheckAll = async () => {
  const server = await nativeTsc("tsconfig.json", ["--tsBuildInfoFile", ".tsbuildinfo-native"])
  const console = await nativeTsc("tsconfig.console.json", [])
  return { code: server.code || console.code, output: server.output + console.output }
}
const [typecheck, suite] = await Promise.all([
  typecheckAll(),
  run(bin("vitest"), ["run", ...process.argv.slice(2)], { buffer: false })
])
process.stdout.write(typecheck.code === 0 ? "type check: no errors\n" : `type check failed:\n${typecheck.output}`)
process.exitCode = typecheck.code !== 0 ? typecheck.code : suite.code
