/**
 * The company's request log: its API calls, newest first, kept current by reading the log every second
 * while the view is open (the log is not an event), filtered by status class and path; one call opens
 * with its request and response side by side and a copy-as-curl button (credentials as a placeholder).
 */
import { useEffect, useState } from "preact/hooks"
import type { ApiFailure, Listed, Schemas } from "../Api.js"
import { useConsole, useLoad } from "../Context.js"
import { Failure, Time } from "./Notice.js"

type LoggedRequest = Schemas["LoggedRequest"]

const REFRESH_MS = 1_000
const STATUS_CLASSES = ["", "2xx", "4xx", "5xx"] as const

/** Headers a curl line would not send as the caller did: set by curl itself or the transport. */
const NOT_REPLAYED = new Set(["host", "content-length", "connection", "accept-encoding", "x-api-key", "authorization", "user-agent"])

const shellQuoted = (text: string) => `'${text.replaceAll("'", `'\\''`)}'`

/** The call as a curl command line; the credential is a placeholder, never the masked value. */
export const curlOf = (call: LoggedRequest, origin: string): string => {
  const query = new URLSearchParams()
  for (const [name, value] of Object.entries(call.query)) {
    for (const one of Array.isArray(value) ? value : [value]) query.append(name, one)
  }
  const search = query.toString()
  const url = `${origin}${call.path}${search === "" ? "" : `?${search}`}`
  const lines = [`curl -X ${call.method} ${shellQuoted(url)}`]
  const bearer = (call.request.headers["authorization"] ?? "").toLowerCase().startsWith("bearer")
  lines.push(bearer ? `-H 'Authorization: Bearer $SANDBOX_BEARER_TOKEN'` : `-H "X-API-Key: $SANDBOX_API_KEY"`)
  for (const [name, value] of Object.entries(call.request.headers)) {
    if (!NOT_REPLAYED.has(name)) lines.push(`-H ${shellQuoted(`${name}: ${value}`)}`)
  }
  const body = call.request.body
  if (body !== null && body !== undefined && !(typeof body === "object" && "multipart" in body)) {
    lines.push(`--data-raw ${shellQuoted(typeof body === "string" ? body : JSON.stringify(body))}`)
  }
  return lines.join(" \\\n  ")
}

const statusClass = (status: number) => `status-${Math.floor(status / 100)}xx`

const Side = ({ title, side }: { readonly title: string; readonly side: LoggedRequest["request"] }) => (
  <section class="exchange-side" aria-label={title}>
    <h3>{title}</h3>
    <table class="headers">
      <tbody>
        {Object.entries(side.headers).map(([name, value]) => (
          <tr key={name}><th scope="row">{name}</th><td><code>{value}</code></td></tr>
        ))}
      </tbody>
    </table>
    <pre class="body" data-testid={`${title.toLowerCase()}-body`}>
      {side.body === null ? "(no body)" : typeof side.body === "string" ? side.body : JSON.stringify(side.body, null, 2)}
    </pre>
    <p class="muted small">{side.body_bytes} bytes</p>
  </section>
)

export const LoggedCall = ({ id }: { readonly id: string }) => {
  const call = useLoad<LoggedRequest>(`/sandbox/v1/requests/${encodeURIComponent(id)}`)
  const [copied, setCopied] = useState<string | undefined>(undefined)
  if (call.error !== undefined) return <Failure failure={call.error} />
  const c = call.data
  if (c === undefined) return <p class="muted">Loading…</p>
  const curl = curlOf(c, location.origin)
  const copy = () =>
    navigator.clipboard.writeText(curl).then(() => setCopied("Copied."), () => setCopied("Select the command below and copy it."))
  return (
    <article class="logged-call" aria-labelledby="call-heading">
      <p><a href="#/logs">← All calls</a></p>
      <h2 id="call-heading">
        {c.method} {c.path} <span class={`badge ${statusClass(c.status)}`} data-testid="call-status">{c.status}</span>
      </h2>
      <p class="muted small">
        <code>{c.id}</code> · <Time at={c.created_at} /> · sandbox time <Time at={c.sandbox_time} /> · {c.duration_ms} ms
        {c.error_code === null ? null : <> · <strong>{c.error_code}</strong></>}
      </p>
      <div class="exchange">
        <Side title="Request" side={c.request} />
        <Side title="Response" side={c.response} />
      </div>
      <p>
        <button type="button" onClick={() => void copy()}>Copy as curl</button>{" "}
        <span role="status">{copied ?? ""}</span>
      </p>
      <pre class="curl" data-testid="curl">{curl}</pre>
    </article>
  )
}

export const LogsView = () => {
  const { call } = useConsole()
  const [status, setStatus] = useState<typeof STATUS_CLASSES[number]>("")
  const [path, setPath] = useState("")
  const [calls, setCalls] = useState<Listed<LoggedRequest> | undefined>(undefined)
  const [failure, setFailure] = useState<ApiFailure | undefined>(undefined)
  // URLSearchParams encodes each value.
  const query = new URLSearchParams({ limit: "100", ...(status === "" ? {} : { status }), ...(path === "" ? {} : { path }) }).toString()

  useEffect(() => {
    let current = true
    const read = () =>
      void call<Listed<LoggedRequest>>("GET", `/sandbox/v1/requests?${query}`).then((result) => {
        if (!current) return
        if (result.ok) {
          setCalls(result.body)
          setFailure(undefined)
        } else setFailure(result.error)
      })
    read()
    const timer = setInterval(read, REFRESH_MS)
    return () => {
      current = false
      clearInterval(timer)
    }
  }, [query])

  return (
    <section aria-labelledby="logs-heading">
      <h2 id="logs-heading">Logs {calls === undefined ? null : <span class="muted">({calls.pagination.total})</span>}</h2>
      <p class="muted small">The company's API calls, newest first, updated every second. Reading this log is not logged.</p>
      <div class="filters" role="group" aria-label="Filters">
        <label>
          Status{" "}
          <select name="status" value={status} onChange={(e) => setStatus(e.currentTarget.value as typeof status)}>
            {STATUS_CLASSES.map((s) => <option key={s} value={s}>{s === "" ? "all" : s}</option>)}
          </select>
        </label>{" "}
        <label>
          Path starts with{" "}
          <input type="text" name="path" placeholder="/v1/" value={path} onInput={(e) => setPath(e.currentTarget.value)} />
        </label>
      </div>
      <Failure failure={failure} />
      <table class="logs">
        <thead>
          <tr><th scope="col">Time</th><th scope="col">Method</th><th scope="col">Path</th><th scope="col">Status</th><th scope="col">Duration</th><th scope="col">Request id</th></tr>
        </thead>
        <tbody>
          {(calls?.data ?? []).map((c) => (
            <tr key={`${c.created_at} ${c.id}`} data-request-id={c.id} data-status={c.status}>
              <td><Time at={c.created_at} /></td>
              <td>{c.method}</td>
              <td><code>{c.path}</code></td>
              <td><span class={`badge ${statusClass(c.status)}`}>{c.status}</span>{c.error_code === null ? null : <span class="muted"> {c.error_code}</span>}</td>
              <td>{c.duration_ms} ms</td>
              <td><a href={`#/logs/${encodeURIComponent(c.id)}`}><code>{c.id}</code></a></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
