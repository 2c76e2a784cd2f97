/** Every VOB of the company in one column per status, each card opening its timeline. */
import type { Listed, Schemas } from "../Api.js"
import { useLoad } from "../Context.js"
import { Failure, Time } from "./Notice.js"

type VobItem = Schemas["VobListItem"]

const COLUMNS: ReadonlyArray<{ readonly status: Schemas["VobStatus"]; readonly title: string }> = [
  { status: "pending", title: "Pending" },
  { status: "in_progress", title: "In progress" },
  { status: "missing_information", title: "Missing information" },
  { status: "completed", title: "Completed" },
  { status: "cancelled", title: "Cancelled" }
]

export const patientName = (vob: { readonly patient: Schemas["VobPatient"] | null; readonly patient_id: string }) =>
  vob.patient === null ? vob.patient_id.slice(0, 8) : [vob.patient.first_name, vob.patient.last_name].filter((n) => n !== null).join(" ")

export const VobBoard = () => {
  const vobs = useLoad<Listed<VobItem>>("/v1/verification-of-benefits?limit=100")
  const all = vobs.data?.data ?? []
  return (
    <section aria-labelledby="board-heading">
      <h2 id="board-heading">VOBs {vobs.data === undefined ? null : <span class="muted">({vobs.data.pagination.total})</span>}</h2>
      <Failure failure={vobs.error} />
      <div class="board">
        {COLUMNS.map((column) => {
          const cards = all.filter((vob) => vob.status === column.status)
          return (
            <section key={column.status} class="column" data-status={column.status} aria-label={column.title}>
              <h3>{column.title} <span class="muted">{cards.length}</span></h3>
              <ul class="plain">
                {cards.map((vob) => (
                  <li key={vob.id} class="card" data-vob-id={vob.id}>
                    <a href={`#/vobs/${encodeURIComponent(vob.id)}`}>{patientName(vob)}</a>
                    <div class="muted small">
                      {vob.patient_policy?.insurance_display_name ?? vob.patient_policy?.member_number ?? ""}
                    </div>
                    <div class="small">updated <Time at={vob.updated_at} /></div>
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </section>
  )
}
