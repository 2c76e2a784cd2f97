/**
 * VOB requests end to end: each of `requests` uploads the front and back of an insurance card,
 * registers both readings and submits (10 clients at a time, a real-clock company, so the scheduler
 * processes them as they come); measures requests/s from the first upload until every request
 * is completed.
 */

export interface VobRequestFigures {
  readonly requests: number
  readonly submittedMs: number
  readonly completedMs: number
  readonly requestsPerSecond: number
  readonly failed: number
}

const CLIENTS = 10
const DEADLINE_MS = 120_000
const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52])

export const measureVobRequests = async (base: string, requests = 200): Promise<VobRequestFigures> => {
  process.stderr.write(`VOB requests: ${requests} with two card files each\n`)
  const json = async (response: Response) => {
    if (!response.ok) throw new Error(`${response.url}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<any>
  }
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${base}${path}`, { method: "POST", headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify(body) }).then(json)
  const company = await post("/sandbox/v1/companies", { name: "bench VOB requests" })
  const key = { "x-api-key": company.api_key as string }
  const upload = (side: string) => {
    const form = new FormData()
    form.set("file", new Blob([PNG], { type: "image/png" }), `${side}.png`)
    form.set("document_type", `insurance_card_${side}`)
    return fetch(`${base}/v1/files`, { method: "POST", headers: key, body: form }).then(json)
  }

  const ids: Array<string> = []
  const t0 = performance.now()
  let next = 0
  await Promise.all(Array.from({ length: CLIENTS }, async () => {
    while (next < requests) {
      const n = next++
      const card = { insurance_name: "Aetna", member_number: `W${String(n).padStart(9, "0")}`, group_number: "G1" }
      const files = [await upload("front"), await upload("back")]
      for (const file of files) await post(`/sandbox/v1/files/${file.id}/reading`, { outcome: "read", cards: [card] }, key)
      const request = await post("/v1/verification-of-benefits-requests", {
        patient: { first_name: "Bench", last_name: `Patient${n}`, phone_number: `7${String(n).padStart(9, "0")}` },
        file_ids: files.map((f) => f.id)
      }, key)
      ids.push(request.id)
    }
  }))
  const submittedMs = performance.now() - t0

  const pending = new Set(ids)
  let failed = 0
  while (pending.size > 0 && performance.now() - t0 < DEADLINE_MS) {
    for (const id of [...pending]) {
      const request = await fetch(`${base}/v1/verification-of-benefits-requests/${id}`, { headers: key }).then(json)
      if (request.status === "completed" || request.status === "failed") {
        pending.delete(id)
        if (request.status === "failed") failed++
      }
    }
  }
  const completedMs = performance.now() - t0
  return { requests, submittedMs, completedMs, requestsPerSecond: requests / (completedMs / 1000), failed: failed + pending.size }
}
