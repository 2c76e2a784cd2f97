/**
 * Malformed requests for every operation the OpenAPI document lists: deep nesting, wrong media types,
 * huge page numbers, over-long ids and the like. Each answer must be a 4xx in the error shape; the probe
 * reports how many were sent and every answer that was not.
 */
import { HttpApi } from "@effect/platform"
import { Option, SchemaAST } from "effect"
import { randomUUID } from "node:crypto"

export interface Operation {
  readonly method: string
  readonly path: string
  readonly query: ReadonlyArray<string>
  readonly hasBody: boolean
}

export interface Probe {
  readonly label: string
  readonly method: string
  readonly url: string
  readonly headers: Record<string, string>
  readonly body?: string | Buffer
}

export interface Finding {
  readonly label: string
  readonly status: number
  readonly body: string
}

export interface FuzzReport {
  readonly sent: number
  readonly fiveHundreds: ReadonlyArray<Finding>
  /** Non-2xx answers whose body is not `{type, code, message, param?}`. */
  readonly outOfShape: ReadonlyArray<Finding>
}

const METHODS = ["get", "post", "put", "patch", "delete"] as const

export const operationsOf = (document: any): ReadonlyArray<Operation> =>
  Object.entries(document.paths as Record<string, any>).flatMap(([path, item]) =>
    METHODS.filter((m) => item[m] !== undefined).map((m) => ({
      method: m.toUpperCase(),
      path,
      query: ((item[m].parameters ?? []) as Array<any>).filter((p) => p.in === "query").map((p) => p.name as string),
      hasBody: item[m].requestBody !== undefined || m !== "get"
    }))
  )

/** The same list from the API definition itself (no OpenAPI document to build): what the router serves. */
export const operationsOfApi = (api: HttpApi.HttpApi.Any): ReadonlyArray<Operation> => {
  const operations: Array<Operation> = []
  HttpApi.reflect(api as HttpApi.HttpApi.AnyWithProps, {
    onGroup: () => {},
    onEndpoint: ({ endpoint }) =>
      operations.push({
        method: endpoint.method,
        path: endpoint.path.replace(/:(\w+)/g, "{$1}"),
        query: Option.match(endpoint.urlParamsSchema, {
          onNone: () => [],
          onSome: (schema) => SchemaAST.getPropertySignatures(schema.ast).map((p) => String(p.name))
        }),
        hasBody: endpoint.method !== "GET"
      })
  })
  return operations
}

const fill = (path: string, id: string) => path.replace(/\{[^}]+\}/g, id)

const nested = (depth: number) => `{"x":${"[".repeat(depth)}${"]".repeat(depth)}}`

/** A handful of malformed requests for one operation; `thorough` adds more of each kind. */
export const probesFor = (op: Operation, key: string, thorough = false): ReadonlyArray<Probe> => {
  const base = (label: string, extra: Partial<Probe> & { path?: string }): Probe => ({
    label: `${op.method} ${op.path} ${label}`,
    method: op.method,
    url: extra.path ?? fill(op.path, randomUUID()),
    headers: { "x-api-key": key, ...extra.headers },
    ...(extra.body === undefined ? {} : { body: extra.body })
  })
  const probes: Array<Probe> = []
  if (op.path.includes("{")) {
    probes.push(base("long id", { path: fill(op.path, "a".repeat(10_000)) }))
    if (thorough) {
      probes.push(base("101-char id", { path: fill(op.path, "b".repeat(101)) }))
      probes.push(base("encoded junk id", { path: fill(op.path, "%00%0d%0a%E9") }))
    }
  }
  if (op.method === "GET") {
    const pages = thorough ? ["1e308", "1e16", "-1", "NaN", "0x10", "9".repeat(400)] : ["1e308"]
    for (const page of pages) probes.push(base(`page=${page}`, { path: `${fill(op.path, randomUUID())}?page=${page}&limit=${page}` }))
    if (thorough) {
      for (const q of op.query) {
        probes.push(base(`${q}=huge`, { path: `${fill(op.path, randomUUID())}?${q}=${"z".repeat(5000)}` }))
        probes.push(base(`${q} repeated`, { path: `${fill(op.path, randomUUID())}?${q}=1&${q}=2&${q}=1e308` }))
      }
    }
    return probes
  }
  const json = { "content-type": "application/json" }
  probes.push(base("deep nesting", { headers: json, body: nested(thorough ? 100_000 : 5000) }))
  probes.push(base("multipart without boundary", { headers: { "content-type": "multipart/form-data" }, body: "x" }))
  probes.push(base("application/jsonx", { headers: { "content-type": "application/jsonx" }, body: "{}" }))
  if (thorough) {
    probes.push(base("form body", { headers: { "content-type": "application/x-www-form-urlencoded" }, body: "a=1" }))
    probes.push(base("no content type", { headers: {}, body: Buffer.from("{}") }))
    probes.push(base("malformed JSON", { headers: json, body: '{"a":' }))
    probes.push(base("__proto__", { headers: json, body: '{"__proto__":{"a":1},"constructor":{"prototype":1}}' }))
    probes.push(base("array body", { headers: json, body: "[1,2,3]" }))
    probes.push(base("huge number", { headers: json, body: '{"seconds":1e400,"version":1e308,"page":-0}' }))
    probes.push(base("long string", { headers: json, body: JSON.stringify({ name: "n".repeat(200_000) }) }))
    probes.push(base("long key", { headers: json, body: JSON.stringify({ ["k".repeat(5000)]: 1 }) }))
    probes.push(base("wide object", {
      headers: json,
      body: JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`f${i}`, i])))
    }))
    probes.push(base("null body", { headers: json, body: "null" }))
    probes.push(base("multipart to a JSON route", {
      headers: { "content-type": "multipart/form-data; boundary=b" },
      body: '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n'
    }))
  }
  return probes
}

const inShape = (text: string): boolean => {
  try {
    const body = JSON.parse(text)
    return typeof body.type === "string" && typeof body.code === "string" && typeof body.message === "string" &&
      (body.param === undefined || typeof body.param === "string")
  } catch {
    return false
  }
}

export const runProbes = async (baseUrl: string, probes: ReadonlyArray<Probe>, concurrency = 4): Promise<FuzzReport> => {
  const fiveHundreds: Array<Finding> = []
  const outOfShape: Array<Finding> = []
  let next = 0
  const worker = async () => {
    while (next < probes.length) {
      const probe = probes[next++]!
      const response = await fetch(`${baseUrl}${probe.url}`, {
        method: probe.method,
        headers: probe.headers,
        ...(probe.body === undefined ? {} : { body: probe.body })
      })
      // An event stream that opened never ends by itself: its status and headers are the answer.
      const streaming = response.ok && (response.headers.get("content-type") ?? "").startsWith("text/event-stream")
      const text = streaming ? (await response.body?.cancel(), "") : await response.text()
      const finding = { label: probe.label, status: response.status, body: text.slice(0, 300) }
      if (response.status >= 500) fiveHundreds.push(finding)
      else if (response.status >= 300 && !inShape(text)) outOfShape.push(finding)
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return { sent: probes.length, fiveHundreds, outOfShape }
}
