import type { ApiFailure } from "../Api.js"

/** The API's refusal as the API gave it: status, code and message (and the field it names). */
export const Failure = ({ failure }: { readonly failure: ApiFailure | undefined }) =>
  failure === undefined ? null : (
    <p class="failure" role="alert">
      <strong>{failure.status === 0 ? "Unreachable" : `${failure.status} ${failure.code}`}</strong>{" "}
      {failure.message}
      {failure.param === undefined ? null : <span class="param"> (param: {failure.param})</span>}
    </p>
  )

export const Time = ({ at }: { readonly at: string | null | undefined }) =>
  at === null || at === undefined ? <span class="muted">—</span> : <time dateTime={at}>{at.replace("T", " ").replace(/\.\d+Z$|Z$/, "Z")}</time>

export const Id = ({ id }: { readonly id: string | null | undefined }) =>
  id === null || id === undefined ? <span class="muted">—</span> : <code class="id" title={id}>{id.slice(0, 8)}</code>
