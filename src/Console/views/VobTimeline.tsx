/**
 * One VOB: what happened to it (its events and comments on the sandbox clock, who did it), where it
 * stands (ask and answer, follow-up, result, sync, cancellation), what is scheduled for it, and the
 * moves the state machine offers now, as buttons. A refused move shows the API's reason.
 */
import { useState } from "preact/hooks"
import type { ListedEvent } from "../../Events/EventLine.js"
import { apiPath, type Listed, type Schemas } from "../Api.js"
import { useAction, useLoad } from "../Context.js"
import { Failure, Id, Time } from "./Notice.js"
import { patientName } from "./VobBoard.js"

type Transitions = Schemas["SandboxVobTransitions"]
type Move = Transitions["actions"][number]

/** What each move sends: the text box is the ask's content, the cancel reason, or nothing. */
const bodyOf = (move: Move, text: string): unknown => {
  if (move.action === "ask-missing-information") return { content: text }
  if (move.action === "cancel") return text === "" ? {} : { reason: text }
  if (move.action === "comment") return { content: text }
  return {}
}

interface Entry {
  readonly at: string
  readonly key: string
  readonly what: string
  readonly by: string | null
  readonly detail?: string
}

/**
 * The VOB's events, oldest first (the API lists newest first; on a frozen clock many share an instant,
 * so their recorded order is kept), each comment's text beside its vob_comment_created event.
 */
const entriesOf = (
  events: ReadonlyArray<ListedEvent>,
  comments: ReadonlyArray<Schemas["VobComment"]>,
  userName: (id: string) => string
): ReadonlyArray<Entry> => {
  const commentsById = new Map(comments.map((c) => [c.id, c]))
  return [...events].reverse().map((event): Entry => {
    const changed = event.payload["changed_fields"]
    const by = event.payload["changed_by"] ?? event.payload["created_by"] ?? event.payload["completed_by"] ?? null
    const comment = commentsById.get((event.payload["comment"] as { id?: string } | undefined)?.id ?? "")
    const detail = comment !== undefined
      ? `(${comment.source}) ${comment.content}`
      : Array.isArray(changed) ? `changed ${changed.join(", ")}` : undefined
    return {
      at: event.created_at,
      key: event.id,
      what: event.type,
      by: typeof by === "string" ? userName(by) : null,
      ...(detail === undefined ? {} : { detail })
    }
  })
}

/** The calls that changed the VOB (every call but reads on its own paths, /v1 and /sandbox/v1), each linking to the log. */
const VobCalls = ({ id }: { readonly id: string }) => {
  const own = useLoad<Listed<Schemas["LoggedRequest"]>>(apiPath`/sandbox/v1/requests?limit=100&path=${apiPath`/v1/verification-of-benefits/${id}`}`)
  const staff = useLoad<Listed<Schemas["LoggedRequest"]>>(apiPath`/sandbox/v1/requests?limit=100&path=${apiPath`/sandbox/v1/verification-of-benefits/${id}`}`)
  const calls = [...(own.data?.data ?? []), ...(staff.data?.data ?? [])]
    .filter((call) => call.method !== "GET")
    .sort((a, b) => a.created_at.localeCompare(b.created_at))
  return (
    <section aria-labelledby="calls-heading">
      <h3 id="calls-heading">Calls that changed it</h3>
      <ol class="calls">
        {calls.map((call) => (
          <li key={`${call.created_at} ${call.id}`} data-request-id={call.id}>
            <Time at={call.created_at} /> <a href={`#/logs/${encodeURIComponent(call.id)}`}>{call.method} {call.path}</a>{" "}
            <span class="badge">{call.status}</span>
          </li>
        ))}
      </ol>
    </section>
  )
}

export const VobTimeline = ({ id }: { readonly id: string }) => {
  const vob = useLoad<Schemas["Vob"]>(apiPath`/v1/verification-of-benefits/${id}`)
  const transitions = useLoad<Transitions>(apiPath`/sandbox/v1/verification-of-benefits/${id}/transitions`)
  const comments = useLoad<Listed<Schemas["VobComment"]>>(apiPath`/v1/verification-of-benefits/${id}/comments?limit=100`)
  const jobs = useLoad<Listed<Schemas["SandboxJob"]>>(apiPath`/sandbox/v1/jobs?record_id=${id}&limit=100`)
  const events = useLoad<Listed<ListedEvent>>("/sandbox/v1/events?limit=100")
  const fixtures = useLoad<Schemas["SandboxFixtures"]>("/sandbox/v1/fixtures")
  const action = useAction()
  const [text, setText] = useState("")

  if (vob.error !== undefined) return <Failure failure={vob.error} />
  const v = vob.data
  if (v === undefined) return <p class="muted">Loading…</p>
  const mine = (events.data?.data ?? []).filter((event) => (event.payload["vob"] as { id?: string } | undefined)?.id === id)
  const moves = transitions.data?.actions ?? []
  const users = new Map((fixtures.data?.users ?? []).map((u) => [u.id, u.name]))
  const userName = (userId: string) => users.get(userId) ?? userId.slice(0, 8)

  const act = (move: Move) => void action.run(move.method, move.path, bodyOf(move, text))

  return (
    <article class="timeline" aria-labelledby="vob-heading">
      <p><a href="#/vobs">← All VOBs</a></p>
      <h2 id="vob-heading">
        VOB for {patientName(v)} <span class={`badge status-${v.status}`} data-testid="vob-status">{v.status}</span>
      </h2>
      <p class="muted small">
        <Id id={v.id} /> · policy {v.patient_policy?.member_number ?? v.patient_policy_id} · version {v.version}
        {v.follow_up === null ? null : <> · follow-up {v.follow_up.state}</>}
      </p>

      <section aria-labelledby="moves-heading">
        <h3 id="moves-heading">Moves</h3>
        <label class="block">
          Text for the ask, a cancel reason or a comment{" "}
          <input type="text" name="move-text" value={text} onInput={(e) => setText(e.currentTarget.value)} />
        </label>
        {(["staff", "caller"] as const).map((by) => (
          <div key={by} class="buttons" role="group" aria-label={by === "staff" ? "Staff actions" : "Caller operations"}>
            <span class="muted">{by === "staff" ? "Staff:" : "Caller:"}</span>
            {moves.filter((m) => m.by === by && m.method === "POST").map((move) => (
              <button
                key={move.action}
                type="button"
                class={move.allowed ? "allowed" : "refused"}
                title={move.reason ?? `${move.method} ${move.path}`}
                disabled={action.busy}
                onClick={() => act(move)}
              >
                {move.action}
              </button>
            ))}
            {by === "caller" ? null : (
              <button type="button" disabled={action.busy || text === ""} onClick={() => void action.run("POST", apiPath`/sandbox/v1/verification-of-benefits/${id}/comments`, { content: text })}>
                comment
              </button>
            )}
          </div>
        ))}
        <p class="muted small">Greyed moves are not allowed now (hover for why); trying one shows the API's answer.</p>
        <Failure failure={action.failure} />
      </section>

      <section aria-labelledby="state-heading">
        <h3 id="state-heading">State</h3>
        <dl class="facts">
          <dt>Missing information asked</dt>
          <dd>{v.missing_information_ask === null ? "—" : <><Time at={v.missing_information_ask.created_at} /> “{v.missing_information_ask.content}”</>}</dd>
          <dt>Answered</dt>
          <dd><Time at={v.missing_information_answered_at} /></dd>
          <dt>Auto-cancel on</dt>
          <dd>{v.auto_cancel_on ?? "—"}</dd>
          <dt>Completed</dt>
          <dd><Time at={v.completed_at} /></dd>
          <dt>Result</dt>
          <dd>{v.result === null ? "—" : <details><summary><Id id={v.result.id} /></summary><pre>{JSON.stringify(v.result, null, 2)}</pre></details>}</dd>
          <dt>Sync</dt>
          <dd>{v.sync === null ? "—" : <>{v.sync.status} <Time at={v.sync.attempted_at} /></>}</dd>
          <dt>Cancellation</dt>
          <dd>{v.cancellation === null ? "—" : <>{v.cancellation.reason ?? "no reason"} <Time at={v.cancellation.cancelled_at} /></>}</dd>
        </dl>
      </section>

      <section aria-labelledby="history-heading">
        <h3 id="history-heading">History</h3>
        <ol class="history">
          {entriesOf(mine, comments.data?.data ?? [], userName).map((entry) => (
            <li key={entry.key}>
              <Time at={entry.at} /> <strong>{entry.what}</strong>
              {entry.by === null ? null : <span class="muted"> by {entry.by}</span>}
              {entry.detail === undefined ? null : <span> — {entry.detail}</span>}
            </li>
          ))}
        </ol>
      </section>

      <VobCalls id={id} />

      <section aria-labelledby="jobs-heading">
        <h3 id="jobs-heading">Scheduled for it</h3>
        <ul class="jobs">
          {(jobs.data?.data ?? []).map((job) => (
            <li key={job.id} class={`job-${job.status}`}>
              <Time at={job.due_at} /> {job.kind}{job.action === null ? null : <strong> {job.action}</strong>} <span class="badge">{job.status}</span>
            </li>
          ))}
        </ul>
      </section>
    </article>
  )
}
