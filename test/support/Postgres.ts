/**
 * A throwaway PostgreSQL for tests: `initdb` in a temporary directory, `postgres` on a free loopback
 * port (its socket in the same directory), everything removed by `stop`. Uses the machine's PostgreSQL
 * binaries (PG_BIN, else /usr/lib/postgresql/15/bin); `initdb` refuses to run as root, so as root the
 * binaries run as the `postgres` system user. Fast settings (no fsync): the data is thrown away.
 */
import { execFileSync } from "node:child_process"
import { chmodSync, chownSync, existsSync, mkdtempSync, rmSync } from "node:fs"
import { createServer } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import pg from "pg"

export const PG_BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin"

/** Why PostgreSQL tests cannot run here, or undefined when they can. */
export const postgresMissing = (): string | undefined =>
  existsSync(join(PG_BIN, "initdb")) && existsSync(join(PG_BIN, "pg_ctl"))
    ? undefined
    : `no PostgreSQL binaries in ${PG_BIN} (install postgresql-15, or set PG_BIN): PostgreSQL tests skipped`

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })

const asRoot = process.getuid?.() === 0

const run = (binary: string, args: ReadonlyArray<string>) => {
  const [command, fullArgs] = asRoot
    ? ["runuser", ["-u", "postgres", "--", join(PG_BIN, binary), ...args]]
    : [join(PG_BIN, binary), [...args]]
  return execFileSync(command, fullArgs, { stdio: ["ignore", "pipe", "pipe"], encoding: "utf8" })
}

export interface Postgres {
  readonly port: number
  /** The URL of database `name` (default `postgres`). */
  readonly url: (name?: string) => string
  /** Creates a fresh empty database and returns its URL. */
  readonly createDatabase: (name?: string) => Promise<string>
  /** Runs one statement on database `name` and returns its rows. */
  readonly query: <R = any>(name: string, text: string, values?: ReadonlyArray<unknown>) => Promise<Array<R>>
  /** Stops the server (immediately) and leaves its data in place, for `start` again. */
  readonly pause: () => void
  readonly resume: () => void
  readonly stop: () => void
}

let databases = 0

export const startPostgres = async (): Promise<Postgres> => {
  const dir = mkdtempSync(join(tmpdir(), "vob-pg-"))
  if (asRoot) {
    const id = (flag: string) => Number(execFileSync("id", [flag, "postgres"], { encoding: "utf8" }).trim())
    chownSync(dir, id("-u"), id("-g"))
  }
  chmodSync(dir, 0o700)
  const data = join(dir, "data")
  const port = await freePort()
  run("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "-E", "UTF8", "--locale=C", "--no-sync", "--no-instructions"])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off ` +
    "-c full_page_writes=off -c max_connections=300"
  const start = () => run("pg_ctl", ["-D", data, "-o", options, "-l", join(dir, "log"), "-w", "-s", "start"])
  const halt = () => run("pg_ctl", ["-D", data, "-m", "immediate", "-w", "-s", "stop"])
  start()
  const url = (name = "postgres") => `postgres://postgres@127.0.0.1:${port}/${name}`
  const query = async <R>(name: string, text: string, values?: ReadonlyArray<unknown>) => {
    const client = new pg.Client({ connectionString: url(name) })
    await client.connect()
    try {
      return (await client.query<R>(text, values)).rows
    } finally {
      await client.end()
    }
  }
  let stopped = false
  return {
    port,
    url,
    createDatabase: async (name = `vob_${process.pid}_${++databases}`) => {
      await query("postgres", `CREATE DATABASE ${name}`)
      return url(name)
    },
    query,
    pause: halt,
    resume: start,
    stop: () => {
      if (stopped) return
      stopped = true
      try {
        halt()
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true })
    }
  }
}
