/** SQL for payor records and their payor services: their document tables. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { PayorRecord } from "./Payor.js"
import { PayorServiceRecord } from "./PayorService.js"

export const payorsTable = makeDocumentTable({
  table: "payors",
  resource: "payor",
  schema: PayorRecord,
  columns: (p) => ({ patient_id: p.patient_id, insurance_id: p.insurance_id, payor_responsibility: p.payor_responsibility }),
  version: { get: (p) => p.version, set: (p, version) => ({ ...p, version }) }
})

export const servicesTable = makeDocumentTable({
  table: "payor_services",
  resource: "payor service",
  schema: PayorServiceRecord,
  columns: (s) => ({ payor_id: s.payor_id }),
  version: { get: (s) => s.version, set: (s, version) => ({ ...s, version }) }
})


/** A payor's services (a payor holds one per service type, a handful). */
export const payorServicesOf = Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  const services = yield* servicesTable
  return (companyId: string, payorId: string) =>
    services.list(companyId, { page: 1, limit: 1000 }, [sql`payor_id = ${payorId}`]).pipe(Effect.map((l) => l.data))
})
