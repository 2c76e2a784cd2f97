/**
 * Benchmark floor: a bare `node:http` server writing the sandbox's response bytes for
 * `GET /v1/credentialing/{id}`. Started by `run.ts` with BENCH_PORT and BENCH_BODY_FILE.
 */
import { readFileSync } from "node:fs"
import { createServer } from "node:http"

const env = (name: string): string => {
  const value = process.env[name]
  if (value === undefined) throw new Error(`${name} is not set`)
  return value
}

const body = readFileSync(env("BENCH_BODY_FILE"))
const headers = { "content-type": "application/json", "content-length": body.length }

createServer((request, response) => {
  // The one check a real route costs at least; everything else gets a 404.
  if (request.method === "GET" && request.url?.startsWith("/v1/credentialing/") === true) {
    response.writeHead(200, headers).end(body)
  } else {
    response.writeHead(404).end()
  }
}).listen(Number(env("BENCH_PORT")), "127.0.0.1")
