// `npm test`: the type check and the whole suite side by side. On this project's 2-core machines each
// alone leaves a core idle for long stretches (tsc is single-threaded), and the suite's budget is a minute.
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
// The server's code and the console's (browser code, its own tsconfig), one after the other on one core.
const typecheckAll = async () => {
  const server = await run(bin("tsc"), ["-p", "tsconfig.json"], { buffer: true })
  const console = await run(bin("tsc"), ["-p", "tsconfig.console.json"], { buffer: true })
  return { code: server.code || console.code, output: server.output + console.output }
}
const [typecheck, suite] = await Promise.all([
  typecheckAll(),
  run(bin("vitest"), ["run", ...process.argv.slice(2)], { buffer: false })
])
process.stdout.write(typecheck.code === 0 ? "type check: no errors\n" : `type check failed:\n${typecheck.output}`)
process.exitCode = typecheck.code !== 0 ? typecheck.code : suite.code
