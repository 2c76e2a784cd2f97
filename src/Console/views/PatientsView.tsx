/** Patients with their policies (read only). */
import { apiPath, type Listed, type Schemas } from "../Api.js"
import { useLoad } from "../Context.js"
import { Failure, Id } from "./Notice.js"

const Policies = ({ patientId }: { readonly patientId: string }) => {
  const policies = useLoad<Listed<Schemas["PatientPolicy"]>>(apiPath`/v1/patient-policies?patient_id=${patientId}&limit=100`)
  return (
    <ul class="policies">
      {(policies.data?.data ?? []).map((policy) => (
        <li key={policy.id}>
          {policy.coverage_tier}: {policy.insurance_display_name ?? policy.insurance_id.slice(0, 8)} · member {policy.member_number}
          {policy.group_number === null ? null : <> · group {policy.group_number}</>}
        </li>
      ))}
    </ul>
  )
}

export const PatientsView = () => {
  const patients = useLoad<Listed<Schemas["Patient"]>>("/v1/patients?limit=100")
  return (
    <section aria-labelledby="patients-heading">
      <h2 id="patients-heading">Patients {patients.data === undefined ? null : <span class="muted">({patients.data.pagination.total})</span>}</h2>
      <Failure failure={patients.error} />
      <ul class="plain">
        {(patients.data?.data ?? []).map((patient) => (
          <li key={patient.id} class="patient">
            <details>
              <summary>
                {patient.first_name} {patient.last_name} <span class="muted">{patient.date_of_birth}</span> <Id id={patient.id} />
              </summary>
              <Policies patientId={patient.id} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  )
}
