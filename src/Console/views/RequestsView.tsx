/**
 * VOB requests and prior-authorization requests: their processing state and, while they wait, the
 * files they were submitted with, with the card reader's and document extraction's buttons for each.
 */
import { useState } from "preact/hooks"
import { apiPath, type Listed, type Schemas } from "../Api.js"
import { useAction, useLoad } from "../Context.js"
import { Failure, Id, Time } from "./Notice.js"

const waiting = (status: string) => status === "queued" || status === "processing"

const FileButtons = ({ fileId, kind }: { readonly fileId: string; readonly kind: "card" | "document" }) => {
  const action = useAction()
  const [input, setInput] = useState(kind === "card" ? "" : "{}")
  const read = () => {
    if (kind === "card") {
      return action.run("POST", apiPath`/sandbox/v1/files/${fileId}/reading`, { outcome: "read", cards: [{ member_number: input }] })
    }
    let data: unknown
    try {
      data = JSON.parse(input)
    } catch {
      data = input
    }
    return action.run("POST", apiPath`/sandbox/v1/files/${fileId}/extraction`, { outcome: "extracted", data })
  }
  return (
    <div class="file" data-file-id={fileId}>
      file <Id id={fileId} />{" "}
      <label>
        {kind === "card" ? "member number" : "extracted data (JSON)"}{" "}
        <input type="text" value={input} onInput={(e) => setInput(e.currentTarget.value)} />
      </label>{" "}
      <button type="button" disabled={action.busy || input === ""} onClick={() => void read()}>
        {kind === "card" ? "Read card" : "Extract"}
      </button>{" "}
      <button
        type="button"
        disabled={action.busy}
        onClick={() => void action.run("POST", apiPath`/sandbox/v1/files/${fileId}/` + (kind === "card" ? "reading" : "extraction"), { outcome: "unreadable" })}
      >
        Unreadable
      </button>
      <Failure failure={action.failure} />
    </div>
  )
}

const RequestRow = (
  { request, kind }: { readonly request: Schemas["SandboxVobRequest"] | Schemas["SandboxPriorAuthorizationRequest"]; readonly kind: "card" | "document" }
) => (
  <li class="request" data-request-id={request.id}>
    <Id id={request.id} /> <span class={`badge status-${request.status}`}>{request.status}</span> submitted <Time at={request.created_at} />
    {request.completed_at === null ? null : <> · done <Time at={request.completed_at} /></>}
    {request.error === null ? null : <span class="failure"> {request.error.code}: {request.error.message}</span>}
    {waiting(request.status) ? request.file_ids.map((fileId) => <FileButtons key={fileId} fileId={fileId} kind={kind} />) : null}
  </li>
)

export const RequestsView = () => {
  const vobRequests = useLoad<Listed<Schemas["SandboxVobRequest"]>>("/sandbox/v1/verification-of-benefits-requests?limit=50")
  const paRequests = useLoad<Listed<Schemas["SandboxPriorAuthorizationRequest"]>>("/sandbox/v1/prior-authorization-requests?limit=50")
  return (
    <>
      <section aria-labelledby="vob-requests-heading">
        <h2 id="vob-requests-heading">VOB requests</h2>
        <Failure failure={vobRequests.error} />
        <ul class="plain">{(vobRequests.data?.data ?? []).map((r) => <RequestRow key={r.id} request={r} kind="card" />)}</ul>
      </section>
      <section aria-labelledby="pa-requests-heading">
        <h2 id="pa-requests-heading">Prior-authorization requests</h2>
        <Failure failure={paRequests.error} />
        <ul class="plain">{(paRequests.data?.data ?? []).map((r) => <RequestRow key={r.id} request={r} kind="document" />)}</ul>
      </section>
    </>
  )
}
