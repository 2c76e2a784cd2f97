/** `vob-sandbox tail` in a child process, with what it printed so far and a way to wait for a line. */
import { type ChildProcess, spawn } from "node:child_process"
import { afterAll } from "vitest"
import { BIN } from "./SpawnedSandbox.js"

const tails: Array<ChildProcess> = []
afterAll(() => tails.forEach((child) => child.kill("SIGKILL")))

export const spawnTail = (args: ReadonlyArray<string>) => {
  const child = spawn(process.execPath, [BIN, "tail", ...args], { stdio: ["ignore", "pipe", "pipe"] })
  tails.push(child)
  let stdout = ""
  let stderr = ""
  let wake = () => {}
  child.stdout!.on("data", (chunk: Buffer) => ((stdout += chunk.toString()), wake()))
  child.stderr!.on("data", (chunk: Buffer) => ((stderr += chunk.toString()), wake()))
  const until = async (done: () => boolean) => {
    while (!done()) await new Promise<void>((resolve) => (wake = resolve))
  }
  const exited = new Promise<number | null>((resolve) => child.once("exit", resolve))
  return { child, stdout: () => stdout, stderr: () => stderr, until, exited }
}

/** A tail run to its end: exit code and what it said. */
export const finished = async (args: ReadonlyArray<string>) => {
  const tail = spawnTail(args)
  const code = await tail.exited
  return { code, stderr: tail.stderr() }
}
