/**
 * One example body per operation that takes one, shown on the request body in the OpenAPI document
 * (keyed by operationId). test/openapi.test.ts checks each against the body's schema, and
 * test/request-examples.test.ts sends each to a fresh company (its records in place of the placeholder
 * ids), where it must succeed: an example that stops matching the API fails the suite.
 */
/**
 * The records the examples name, by placeholder id: test/request-examples.test.ts puts a fresh company's
 * own records in their place.
 */
export const EXAMPLE_IDS = {
  patient: "3f1c2a9e-8b4d-4c6a-9f2e-1a2b3c4d5e6f",
  policy: "7d2e4f60-1a3b-4c5d-8e9f-0a1b2c3d4e5f",
  insurance: "b6a1c3d5-2e4f-4a6b-8c0d-1e2f3a4b5c6d",
  payor: "c4d5e6f7-1a2b-4c3d-9e8f-7a6b5c4d3e2f",
  stage: "a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d",
  externalIdType: "f0e1d2c3-b4a5-4968-8776-a5b4c3d2e1f0",
  credentialing: "d1e2f3a4-b5c6-4d7e-8f90-a1b2c3d4e5f6",
  /** An insurance card (read by the card reader). */
  file: "e7f8a9b0-c1d2-4e3f-a4b5-c6d7e8f9a0b1",
  /** A referral (read by document extraction). */
  document: "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d"
} as const
const PATIENT = EXAMPLE_IDS.patient
const POLICY = EXAMPLE_IDS.policy
const INSURANCE = EXAMPLE_IDS.insurance
const PAYOR = EXAMPLE_IDS.payor
const STAGE = EXAMPLE_IDS.stage
const EXTERNAL_ID_TYPE = EXAMPLE_IDS.externalIdType
const CREDENTIALING = EXAMPLE_IDS.credentialing
const FILE = EXAMPLE_IDS.file
const DOCUMENT = EXAMPLE_IDS.document
const result = {
  eligibility_status: "active",
  provider_network_status: "in_network",
  plan_name: "PPO Gold",
  individual_deductible_policy_in_network: 1500,
  individual_deductible_remaining_in_network: 350
}
const specialty = { service_type: "psychotherapy", credentialing_id: CREDENTIALING, cpt_codes: ["90837"] }

export const requestExamples: Readonly<Record<string, unknown>> = {
  "files.upload": { file: "(the file's bytes)", document_type: "insurance_card" },
  "patients.upsert": {
    first_name: "Avery",
    last_name: "Quinn",
    date_of_birth: "1985-04-12",
    phone_number: "+15125550142",
    policies: [{ insurance_name: "Aetna", member_number: "W123456789" }]
  },
  "patientBatch.batch": {
    items: [{
      first_name: "Avery",
      last_name: "Quinn",
      date_of_birth: "1985-04-12",
      external_id_type: EXTERNAL_ID_TYPE,
      external_id: "EHR-1042",
      created_from: "ehr_import",
      payors: [{ insurance_name: "Aetna", payor_responsibility: "primary", insured_member_id: "W123456789" }]
    }]
  },
  "payors.createService": { payor_id: PAYOR, service_type: "psychotherapy", verification_benefits_status: "completed" },
  "patientPolicies.create": {
    patient_id: PATIENT,
    insurance_id: INSURANCE,
    member_number: "U987654321",
    coverage_tier: "secondary"
  },
  "patientPolicies.update": { version: 1, group_number: "GRP-001" },
  "sandboxRecords.movePatientStage": { workflow_stage_id: STAGE },
  "sandboxRecords.writePolicyVersion": { provider_network_status: "in_network", eligibility_check_status: "active" },
  "sandboxRecords.createPayor": { patient_id: PATIENT, insurance_name: "Aetna", payor_responsibility: "primary" },
  "sandboxCompanies.create": { name: "QA suite" },
  "sandboxSnapshots.create": { name: "patient with a pending VOB" },
  "sandboxSnapshots.fork": { name: "test 17 of 50" },
  "sandboxClock.advance": { seconds: 300 },
  "sandboxClock.freeze": { at: "2030-01-01T09:00:00Z" },
  "sandboxData.updateSettings": { assistant_label: "Verification team" },
  "sandboxReleases.update": { dob_mmddyyyy: true },
  "sandboxFaults.create": { method: "POST", path: "/v1/verification-of-benefits", status: 503, times: 1 },
  "sandboxTasks.create": { title: "Call the payer", priority: "high" },
  "sandboxTasks.update": { status: "completed" },
  "sandboxTasks.comment": { content: "Left a voicemail." },
  "sandboxConversations.create": { patient_id: PATIENT },
  "vobs.create": { patient_policy_id: POLICY, specialties: [specialty], priority: false },
  "vobs.resolve": { patient_policy_id: POLICY },
  "vobs.update": { version: 1, priority: true },
  "vobs.cancel": { reason: "Patient switched clinics." },
  "vobs.comment": { content: "The card's back is attached." },
  "vobs.followUpRequest": { content: "The deductible looks too low: please check again." },
  "vobs.review": { reviewed: true },
  "sandboxVobs.createBackfilled": { patient_policy_id: POLICY, result, completed_at: "2025-06-02T10:00:00Z" },
  "sandboxVobs.askMissingInformation": { content: "Please send the back of the card." },
  "sandboxVobs.warn": { auto_cancel_on: "2030-01-08" },
  "sandboxVobs.complete": { result },
  "sandboxVobs.cancel": { reason: "Duplicate request." },
  "sandboxVobs.closeFollowUp": { result: { individual_deductible_remaining_in_network: 200 } },
  "sandboxVobs.staffComment": { content: "Called the payer; waiting for a callback." },
  "sandboxVobs.settleSync": { status: "success" },
  "sandboxVobs.updateIntegration": { syncs_vobs: true, waits_for_review: false },
  "webhooks.create": {
    url: "http://127.0.0.1:8080/webhooks",
    event_types: ["vob_completed", "vob_updated"],
    description: "CI receiver"
  },
  "webhooks.update": { is_active: false },
  "webhooks.redeliver": {},
  "webhooks.test": { event_type: "vob_completed" },
  "vobRequests.submit": {
    patient: { first_name: "Avery", last_name: "Quinn", date_of_birth: "1985-04-12" },
    policies: [{ insurance_name: "Aetna", coverage_tier: "primary", member_number: "W123456789" }],
    file_ids: [FILE],
    priority: false
  },
  "sandboxIntake.read": {
    outcome: "read",
    cards: [{ insurance_name: "Aetna", member_number: "W123456789", coverage_tier: "primary" }]
  },
  "sandboxIntake.extract": { outcome: "extracted", data: { notes: "Extracted from the referral." } },
  "priorAuthorizations.create": {
    patient_id: PATIENT,
    patient_policy_id: POLICY,
    service: { specialty: "Psychotherapy", service_type_codes: ["psychotherapy"], requested_visits: 12 }
  },
  "priorAuthorizations.update": { version: 1, status: "submitted" },
  "priorAuthorizationRequests.submit": {
    file_ids: [DOCUMENT],
    data: {
      patient_id: PATIENT,
      patient_policy_id: POLICY,
      service: { specialty: "Psychotherapy", service_type_codes: ["psychotherapy"], requested_visits: 12 }
    }
  }
}
