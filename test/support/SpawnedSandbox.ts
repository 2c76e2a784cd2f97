/** The real CLI in a child process, as a user starts it: resolves once it prints where it listens. */
import { type ChildProcess, spawn } from "node:child_process"

export const BIN = "bin/vob-sandbox.js"
const children: Array<ChildProcess> = []

export interface Running {
  readonly url: string
  readonly output: () => string
  readonly stdout: () => string
  readonly stderr: () => string
  readonly stop: (signal: NodeJS.Signals) => Promise<{ code: number | null; ms: number }>
}

/** How a CLI run that was meant to end ended. */
export interface Ended {
  readonly code: number | null
  readonly stdout: string
  readonly stderr: string
}

/** Runs the CLI to its exit (bounded: killed after 15 s), e.g. a start-up that must be refused. */
export const runToExit = (args: ReadonlyArray<string>): Promise<Ended> =>
  new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()))
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()))
    const timer = setTimeout(() => child.kill("SIGKILL"), 15_000)
    child.once("exit", (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })

/** Kills every child started here (call from afterAll). */
export const stopAll = () => {
  for (const child of children) child.kill("SIGKILL")
}

export const start = (args: ReadonlyArray<string>): Promise<Running> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, "--port", "0", ...args], { stdio: ["ignore", "pipe", "pipe"] })
    children.push(child)
    let output = ""
    let stdout = ""
    let stderr = ""
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      stdout += chunk.toString()
      const match = /vob-sandbox listening on (http:\/\/\S+)/.exec(stdout)
      if (match !== null) {
        resolve({
          url: match[1]!,
          output: () => output,
          stdout: () => stdout,
          stderr: () => stderr,
          stop: (signal) =>
            new Promise((done) => {
              const t0 = Date.now()
              child.once("exit", (code) => done({ code, ms: Date.now() - t0 }))
              child.kill(signal)
            })
        })
      }
    }
    child.stdout!.on("data", onData)
    child.stderr!.on("data", (chunk: Buffer) => {
      output += chunk.toString()
      stderr += chunk.toString()
    })
    child.once("exit", (code) => reject(new Error(`exited ${code} before listening:\n${output}`)))
  })

