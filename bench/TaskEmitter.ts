/**
 * Events for the fan-out benches (webhooks, the live stream): a company of its own, and `task_created`
 * events emitted through the API by staff creating tasks, several requests in flight at once.
 */
const EMITTERS = 10

export interface BenchCompany {
  /** The company's API key (the stream is read with it). */
  readonly key: string
  /** POSTs JSON with the company's API key; the answer's body (throws unless 2xx). */
  readonly post: (path: string, body: unknown) => Promise<any>
  /** Creates `events` tasks, EMITTERS at a time; `answered` is told each task's id as its POST answers. */
  readonly emitTasks: (events: number, answered?: (taskId: string) => void) => Promise<void>
}

const postJson = async (base: string, path: string, body: unknown, headers: Record<string, string> = {}) => {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify(body)
  })
  if (!response.ok) throw new Error(`POST ${path}: ${response.status} ${await response.text()}`)
  return response.json() as Promise<any>
}

export const benchCompany = async (base: string, name: string): Promise<BenchCompany> => {
  const company = await postJson(base, "/sandbox/v1/companies", { name })
  const key = { "x-api-key": company.api_key as string }
  const post = (path: string, body: unknown) => postJson(base, path, body, key)
  return {
    key: company.api_key as string,
    post,
    emitTasks: async (events, answered) => {
      let next = 0
      await Promise.all(Array.from({ length: EMITTERS }, async () => {
        while (next < events) {
          next++
          const task = await post("/sandbox/v1/tasks", { title: "bench" })
          answered?.(task.id as string)
        }
      }))
    }
  }
}
