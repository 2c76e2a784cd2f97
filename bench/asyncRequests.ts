/**
 * Asynchronous requests end to end (VOB requests, prior-authorization requests): `requests` prepared
 * and submitted by 10 clients at a time against a real-clock company, so the scheduler processes them
 * as they come; measures requests/s from the first upload until every request is completed or failed.
 */

export interface AsyncRequestFigures {
  readonly requests: number
  readonly submittedMs: number
  readonly completedMs: number
  readonly requestsPerSecond: number
  readonly failed: number
  /** Failed requests by error code ("pending" for those still open at the deadline). */
  readonly failures: Record<string, number>
}

export interface BenchClient {
  readonly post: (path: string, body: unknown) => Promise<any>
  /** Uploads a file with its document type; the file record. */
  readonly upload: (bytes: Uint8Array, name: string, type: string, documentType: string) => Promise<any>
}

const CLIENTS = 10
const DEADLINE_MS = 120_000

export const measureAsyncRequests = async (
  base: string,
  options: {
    readonly label: string
    readonly requests: number
    /** Where a request is polled: `${pollPath}/${id}`. */
    readonly pollPath: string
    /** Uploads what request n needs and submits it; the submitted request. */
    readonly submit: (client: BenchClient, n: number) => Promise<{ readonly id: string }>
  }
): Promise<AsyncRequestFigures> => {
  const { requests } = options
  process.stderr.write(`${options.label}: ${requests}\n`)
  const json = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<any>
  }
  const company = await fetch(`${base}/sandbox/v1/companies`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: `bench ${options.label}` })
  }).then(json)
  const key = { "x-api-key": company.api_key as string }
  const client: BenchClient = {
    post: (path, body) =>
      fetch(`${base}${path}`, { method: "POST", headers: { ...key, "content-type": "application/json" }, body: JSON.stringify(body) }).then(json),
    upload: (bytes, name, type, documentType) => {
      const form = new FormData()
      form.set("file", new Blob([bytes], { type }), name)
      form.set("document_type", documentType)
      return fetch(`${base}/v1/files`, { method: "POST", headers: key, body: form }).then(json)
    }
  }

  const ids: Array<string> = []
  const t0 = performance.now()
  let next = 0
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < requests) ids.push((await options.submit(client, next++)).id)
  }))
  const submittedMs = performance.now() - t0

  const pending = new Set(ids)
  const failures: Record<string, number> = {}
  const count = (code: string) => void (failures[code] = (failures[code] ?? 0) + 1)
  while (pending.size > 0 && performance.now() - t0 < DEADLINE_MS) {
    for (const id of [...pending]) {
      const request = await fetch(`${base}${options.pollPath}/${id}`, { headers: key }).then(json)
      if (request.status === "completed" || request.status === "failed") {
        pending.delete(id)
        if (request.status === "failed") count(request.error?.code ?? "unknown")
      }
    }
  }
  const completedMs = performance.now() - t0
  for (const _ of pending) count("pending")
  const failed = Object.values(failures).reduce((a, b) => a + b, 0)
  return { requests, submittedMs, completedMs, requestsPerSecond: requests / (completedMs / 1000), failed, failures }
}
