/**
 * A prior authorization from documents, as an integrator's script would run it against the sandbox:
 * upload a referral, tell the sandbox's document extraction what it finds in it, submit a
 * prior-authorization request whose `data` corrects and completes the extraction, move the clock and
 * poll until the request completes; print the merged record.
 *
 *   npx vob-sandbox &                                          # in another terminal
 *   npx tsx examples/prior-authorization-from-documents.ts     # or: ... http://127.0.0.1:4010
 */

import { connect } from "vob-sandbox"

// The first bytes of a PDF: enough for the sandbox to accept the upload as a document.
const PDF = new TextEncoder().encode("%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n")

/** Fails with the API's error body instead of returning it. */
const ok = async <T>(call: Promise<{ readonly data?: T; readonly error?: unknown }>): Promise<T> => {
  const { data, error } = await call
  if (error !== undefined) throw new Error(JSON.stringify(error))
  return data as T
}

export const runPriorAuthorizationFromDocuments = async (baseUrl: string, log: (line: string) => void = console.log) => {
  const company = await connect(baseUrl).company({ name: "Prior authorization example", at: "2030-01-01T09:00:00Z" })
  const { api } = company
  const provider = company.fixtures.credentialing[0]!

  // A multipart upload, as a browser or a server-side client sends one.
  const form = new FormData()
  form.set("file", new Blob([PDF], { type: "application/pdf" }), "referral.pdf")
  form.set("document_type", "prior_authorization")
  const uploaded = await fetch(`${baseUrl}/v1/files`, { method: "POST", headers: { "x-api-key": company.apiKey }, body: form })
  if (!uploaded.ok) throw new Error(`upload → ${uploaded.status} ${await uploaded.text()}`)
  const referral = (await uploaded.json()) as { readonly id: string }

  // What document extraction finds in the referral (the same shape as the request's `data`).
  await company.extraction(referral.id, {
    outcome: "extracted",
    data: {
      patient_data: { first_name: "Jordan", last_name: "Rivera", date_of_birth: "1990-06-15" },
      policy_data: { insurance_name: "Aetna", member_number: "W123456789" },
      service: {
        specialty: "Physical therapy",
        service_type_codes: ["physical_therapy"],
        start_date: "2030-01-15",
        end_date: "2030-03-15",
        cpt_codes: [{ code: "97110", units: "4" }],
        requested_visits: 12
      },
      notes: "Post-operative rehabilitation, left knee."
    }
  })

  // The clinic's corrections: more visits (nested fields merge one by one), other CPT codes (arrays
  // replace), no end date (null clears), and the servicing provider.
  const submitted = await ok(api.POST("/v1/prior-authorization-requests", {
    params: { header: { "idempotency-key": "pa-jordan-rivera-1" } },
    body: {
      file_ids: [referral.id],
      data: {
        service: { requested_visits: 16, cpt_codes: [{ code: "97110", units: "4" }, { code: "97140", units: "2" }], end_date: null },
        servicing_provider_id: provider.id,
        external_id: "PA-JR-0001"
      }
    }
  }))
  log(`submitted: ${submitted.status}`)

  let request = submitted
  for (let attempt = 0; attempt < 10 && request.status !== "completed" && request.status !== "failed"; attempt++) {
    await company.clock.advance(5)
    request = await ok(api.GET("/v1/prior-authorization-requests/{id}", { params: { path: { id: submitted.id } } }))
    log(`polled:    ${request.status}`)
  }
  if (request.status === "failed") throw new Error(`request failed: ${JSON.stringify(request.error)}`)

  const record = await ok(api.GET("/v1/prior-authorizations/{id}", { params: { path: { id: request.prior_authorization_id! } } }))
  const service = record.service!
  log(`record:    ${record.id} (${record.status}), external_id ${record.external_id}`)
  log(`service:   ${service.specialty}, ${service.service_type_codes?.join(", ")}, ${service.start_date} to ${service.end_date ?? "open"}, ` +
    `${service.requested_visits} visits, CPT ${service.cpt_codes?.map((c) => `${c.code}x${c.units}`).join(" ")}`)
  log(`notes:     ${record.notes}`)
  log(`files:     ${record.file_ids.length} attached; VOB ${record.vob.state}${record.vob.vob === null ? "" : ` (${record.vob.vob.status})`}`)
  return { request, record }
}

const isMain = import.meta.url === `file://${process.argv[1]}`
if (isMain) {
  const baseUrl = process.argv[2] ?? process.env.VOB_SANDBOX_URL ?? "http://127.0.0.1:4010"
  runPriorAuthorizationFromDocuments(baseUrl).catch((error) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
