/**
 * Every statement the app runs on its hot paths, checked with EXPLAIN QUERY PLAN: a company-scoped
 * table is never scanned where an index should serve, and a lookup by a selective key (a patient,
 * a policy, a VOB, a subscription...) is searched by that key, not by the company alone (which reads
 * every row the company has: a 500-row batch at 20,000 policies took 5 s that way).
 *
 * The statements are recorded, not copied: the app runs with a SQL statement transformer that keeps
 * each one it executes while a client drives the hot paths over HTTP (patient matching and batches,
 * policies, VOBs, requests, jobs, events, webhooks, every list with its filters). A new query joins
 * the check by being run.
 */
import { SqlClient, Statement } from "@effect/sql"
import { Effect } from "effect"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { startReceiver } from "./support/Receiver.js"
import { PNG, upload } from "./support/Uploads.js"
import { type Company, startApp } from "./support/TestApp.js"
import { onPostgresMatrix } from "./support/PostgresMatrix.js"

interface Recorded {
  readonly sql: string
  readonly params: ReadonlyArray<unknown>
}

const recorded = new Map<string, Recorded>()
let recording = true
const recorder = Statement.setTransformer((statement) =>
  Effect.sync(() => {
    if (recording) {
      const [sql, params] = statement.compile()
      if (!recorded.has(sql)) recorded.set(sql, { sql, params })
    }
    return statement
  })
)

const app = startApp({ clock: "frozen", startTimeMs: Date.parse("2030-01-01T09:00:00Z") }, recorder)
afterAll(() => app.dispose())

/**
 * Scans that are the query's nature, not a missing index: each with why. Matched against the
 * statement and the plan line.
 */
const ALLOWED_SCANS: ReadonlyArray<{ readonly why: string; readonly sql: RegExp; readonly plan: RegExp }> = [
  {
    why: "start-up reads every credential and company once, to authenticate from memory",
    sql: /^\s*SELECT (token, kind, company_id, user_id FROM credentials|id FROM companies)\s*$/,
    plan: /^SCAN (credentials|companies)\b/
  },
  {
    why: "start-up reads every company's release switches once (only switched ones are stored), to apply them from memory",
    sql: /^\s*SELECT company_id, name, enabled FROM company_releases\s*$/,
    plan: /^SCAN company_releases\b/
  },
  {
    why: "start-up on SQLite looks once whether a snapshot journal exists (work a killed process left to undo)",
    sql: /^\s*SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = \?\s*$/,
    plan: /^SCAN sqlite_master\b/
  },
  {
    why: "start-up on SQLite reads every company's fault rules once (one process holds them all), to gate requests from memory",
    sql: /^\s*SELECT seq, company_id, rule, matched_count, fired_count FROM fault_rules ORDER BY seq\s*$/,
    plan: /^SCAN fault_rules\b/
  },
  {
    why: "migration 0012 recomputes every stored patient's name keys once, when a database is first migrated past it",
    sql: /^\s*SELECT id, doc FROM patients\s*$/,
    plan: /^SCAN patients\b/
  }
]

/** Columns that single out a few rows of a company: a query naming one must be searched by it. */
const SELECTIVE: Record<string, ReadonlyArray<string>> = {
  patients: ["id", "last_name_key", "first_name_key", "date_of_birth", "phone_key", "email_key"],
  patient_external_ids: ["type_id", "value", "patient_id"],
  patient_policies: ["id", "patient_id", "external_id", "card_front_file_id", "card_back_file_id"],
  payors: ["id", "patient_id"],
  payor_services: ["id", "payor_id"],
  vobs: ["id", "patient_id", "patient_policy_id"],
  vob_comments: ["id", "vob_id"],
  tasks: ["id"],
  task_comments: ["id", "task_id"],
  files: ["id"],
  file_results: ["id", "file_id"],
  vob_requests: ["id"],
  prior_authorizations: ["id", "patient_id", "external_id"],
  prior_authorization_requests: ["id"],
  webhook_subscriptions: ["id"],
  webhook_deliveries: ["id", "subscription_id"],
  webhook_attempts: ["delivery_id"],
  events: ["id"],
  idempotency_keys: ["key"],
  credentialing: ["id"],
  reference_data: ["id", "key"],
  jobs: ["id"]
}

/** Statements the scenario must have run (patient matching, lookups by key, the jobs, events and deliveries). */
const HOT_QUERIES: ReadonlyArray<RegExp> = [
  /FROM patients WHERE company_id = \? AND active = 1 AND date_of_birth = \? AND last_name_key = \?/,
  /FROM patients WHERE company_id = \? AND active = 1 AND phone_key = \?/,
  /FROM patients WHERE company_id = \? AND active = 1 AND email_key = \?/,
  /FROM patient_external_ids e JOIN patients p/,
  /FROM patients WHERE company_id = \? AND id = \?/,
  /FROM patient_policies WHERE company_id = \? AND patient_id = \? AND active = 1/,
  /FROM patient_policies WHERE .*external_id = \?/,
  /FROM vobs WHERE .*patient_id = \?/,
  /FROM vobs WHERE .*patient_policy_id = \?/,
  /FROM jobs WHERE status = 'pending' AND company_id = \? AND due_at_ms <= \?/,
  /FROM events WHERE \(?company_id = \? AND type = \?/,
  /FROM webhook_deliveries WHERE .*subscription_id = \?.*seq < \?/,
  /FROM webhook_attempts WHERE/,
  /FROM payors WHERE .*patient_id = \?/,
  /FROM prior_authorizations WHERE .*patient_id = \?/,
  /FROM tasks WHERE .*status = \?/
]

/** Tables whose size does not grow with a company's records (the migrator's own). */
const SMALL_TABLES = new Set(["effect_sql_migrations"])

interface PlanRow {
  readonly detail: string
}

/** Table name of a plan line's alias (`FROM patients p` shows as `p`). */
const aliasesOf = (sql: string) => {
  const aliases = new Map<string, string>()
  for (const [, table, alias] of sql.matchAll(/\b(?:FROM|JOIN|UPDATE)\s+"?(\w+)"?(?:\s+(?:AS\s+)?(\w+))?/gi)) {
    aliases.set(table!, table!)
    if (alias !== undefined && !/^(WHERE|SET|ON|JOIN|ORDER|GROUP|LIMIT|LEFT|INNER|VALUES)$/i.test(alias)) aliases.set(alias, table!)
  }
  return aliases
}

/** Equality predicates of the statement on the table (or its alias): `col = ?`, `alias.col = ...`, `col IN (...)`. */
const equalityColumns = (sql: string, table: string, alias: string) => {
  const columns = new Set<string>()
  // An UPDATE's assignments are not predicates.
  const predicates = sql.replace(/\bSET\b[\s\S]*?\bWHERE\b/i, "WHERE")
  for (const [, qualifier, column] of predicates.matchAll(/(?:\b(\w+)\.)?"?(\w+)"?\s*(?:=|\bIN\b)\s*(?![=])/gi)) {
    if (qualifier === undefined || qualifier === alias || qualifier === table) columns.add(column!.toLowerCase())
  }
  return columns
}

/** What is wrong with one statement's plan (empty when nothing is). */
const problemsOf = (sql: string, plan: ReadonlyArray<PlanRow>): Array<string> => {
  const problems: Array<string> = []
  const aliases = aliasesOf(sql)
  for (const { detail } of plan) {
    const access = /^(SCAN|SEARCH) (\w+)(.*)$/.exec(detail)
    if (access === null) continue
    const [, kind, name, rest] = access
    const table = aliases.get(name!) ?? name!
    if (SMALL_TABLES.has(table) || !aliases.has(name!)) continue // json_each and other table-valued functions
    if (ALLOWED_SCANS.some((allowed) => allowed.sql.test(sql) && allowed.plan.test(detail))) continue
    if (kind === "SCAN") {
      problems.push(`scans ${table}: ${detail}`)
      continue
    }
    const constrained = new Set([...(rest!.match(/\((.*)\)/)?.[1] ?? "").matchAll(/(\w+)[=<>]/g)].map((m) => m[1]!.toLowerCase()))
    if (/INTEGER PRIMARY KEY/.test(rest!)) continue
    const wanted = (SELECTIVE[table] ?? []).filter((column) => equalityColumns(sql, table, name!).has(column))
    if (wanted.length > 0 && !wanted.some((column) => constrained.has(column))) {
      problems.push(`looks ${table} up by ${wanted.join(", ")} but searches by ${[...constrained].join(", ")}: ${detail}`)
    }
  }
  return problems
}

const explain = (statement: Recorded) =>
  app.run(Statement.withTransformerDisabled(Effect.flatMap(SqlClient.SqlClient, (sql) =>
    sql.unsafe<PlanRow>(`EXPLAIN QUERY PLAN ${statement.sql}`, statement.params as Array<any>))))

describe("the plan checker", () => {
  it("flags a scan and a company-wide search for a selective lookup, and passes an indexed lookup", () => {
    const byPatient = "SELECT doc FROM patient_policies WHERE company_id = ? AND patient_id = ? AND active = 1"
    expect(problemsOf(byPatient, [{ detail: "SEARCH patient_policies USING INDEX patient_policies_by_company (company_id=? AND active=?)" }]))
      .toHaveLength(1)
    expect(problemsOf(byPatient, [{ detail: "SCAN patient_policies" }])).toHaveLength(1)
    expect(problemsOf(byPatient, [{ detail: "SEARCH patient_policies USING INDEX patient_policies_by_patient (company_id=? AND patient_id=? AND active=?)" }]))
      .toEqual([])
    const join = "SELECT p.doc FROM patient_external_ids e JOIN patients p ON p.id = e.patient_id AND p.active = 1 WHERE e.company_id = ? AND e.type_id = ?"
    expect(problemsOf(join, [{ detail: "SEARCH e USING INDEX sqlite_autoindex_patient_external_ids_1 (company_id=? AND type_id=?)" }, { detail: "SCAN p" }]))
      .toEqual(["scans patients: SCAN p"])
  })
})

// SQLite's planner: SQLite only (the PostgreSQL matrix skips it).
describe.skipIf(onPostgresMatrix)("EXPLAIN QUERY PLAN over the hot paths", () => {
  let company: Company
  const call = async <M extends string, P extends string>(method: M, path: P, body?: unknown, expected?: number) => {
    const reply = await app.request(method, path, { key: company.apiKey, ...(body === undefined ? {} : { body }) })
    if (expected !== undefined && reply.status !== expected) {
      throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`)
    }
    return reply.data
  }

  beforeAll(async () => {
    company = await app.newCompany()
    const fixtures = await call("GET", "/sandbox/v1/fixtures")
    const aetna = fixtures.insurances.find((i: { name: string }) => i.name === "Aetna")!.id
    const typeId = fixtures.external_id_types[0].id
    const hooks = await startReceiver(200)
    try {
      const subscription = await call("POST", "/v1/webhooks", {
        url: hooks.url,
        event_types: ["patient_created", "patient_updated", "vob_created", "task_created"]
      }, 201)

      // Patients: created, then matched by each rule; a batch with policies and payors.
      const ana = await call("POST", "/v1/patients/upsert", {
        first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-15", phone_number: "5125550100", email: "ana@example.com",
        external_id: { type_id: typeId, value: "MRN-1" },
        policies: [{ insurance_id: aetna, member_number: "W100", external_id: "POL-1" }]
      }, 201)
      const patientId = ana.patient.id
      const policyId = ana.policies[0].policy_id
      await call("POST", "/v1/patients/upsert", { patient_id: patientId, city: "Austin" }, 200)
      await call("POST", "/v1/patients/upsert", { external_id: { type_id: typeId, value: "MRN-1" }, city: "Dallas" }, 200)
      await call("POST", "/v1/patients/upsert", { first_name: "ana", last_name: "diaz", date_of_birth: "1990-01-15", zip: "78701" }, 200)
      await call("POST", "/v1/patients/upsert", { first_name: "Aan", last_name: "Diaz", phone_number: "5125550100", state: "TX" }, 200)
      await call("POST", "/v1/patients/upsert", { first_name: "Ana", last_name: "Diaz", email: "ana@example.com", address: "1 Main" }, 200)
      const batch = await call("POST", "/v1/patients/batch", {
        items: [
          { first_name: "Bo", last_name: "Chen", phone_number: "5125550123", external_id_type: typeId, external_id: "MRN-2",
            policies: [{ insurance_name: "Aetna", member_number: "B1" }, { insurance_name: "Cigna", member_number: "B2" }],
            payors: [{ insurance_name: "Aetna", insured_member_id: "A1", payor_responsibility: "primary" }] },
          { first_name: "Ana", last_name: "Diaz", date_of_birth: "1990-01-15", policies: [{ insurance_id: aetna, member_number: "W100" }],
            payors: [{ insurance_name: "Aetna", insured_member_id: "A2", payor_responsibility: "primary" }] }
        ]
      }, 200)
      await call("GET", `/v1/patients/${patientId}`, undefined, 200)
      await call("GET", "/v1/patients?limit=5", undefined, 200)

      // Policies: by id, every list filter, a change and a delete.
      const second = await call("POST", "/v1/patient-policies", {
        patient_id: patientId, insurance_id: aetna, member_number: "W200", coverage_tier: "secondary"
      }, 201)
      await call("GET", `/v1/patient-policies/${policyId}`, undefined, 200)
      for (const query of [
        `patient_id=${patientId}`, `insurance_id=${aetna}`, "coverage_tier=primary", "external_id=POL-1", "member_number=w1",
        "expiration=expiring", "expiration=expired", "expiration=eligibility_stale", "start_date_from=2020-01-01&start_date_to=2031-01-01",
        "end_date_from=2020-01-01&end_date_to=2031-01-01", "eligibility_check_status=pending", "provider_network_status=unknown",
        `patient_id=${patientId}&expand=insurance,patient`
      ]) await call("GET", `/v1/patient-policies?${query}`, undefined, 200)
      await call("PATCH", `/v1/patient-policies/${second.id}`, { version: second.version, group_number: "G2" }, 200)
      await call("DELETE", `/v1/patient-policies/${second.id}`, undefined, 200)

      // VOBs: created, resolved, listed with each filter, commented, moved by staff, completed by the clock.
      const vob = await call("POST", "/v1/verification-of-benefits", { patient_policy_id: policyId }, 201)
      await call("POST", "/v1/verification-of-benefits/resolve", { patient_policy_id: policyId }, 200)
      await call("GET", `/v1/verification-of-benefits/${vob.id}`, undefined, 200)
      for (const query of [
        `patient_id=${patientId}`, `patient_policy_id=${policyId}`, "status=pending", "priority=true", "reviewed=false", "include=result"
      ]) await call("GET", `/v1/verification-of-benefits?${query}`, undefined, 200)
      await call("POST", `/v1/verification-of-benefits/${vob.id}/comments`, { content: "Any news?" }, 201)
      await call("GET", `/v1/verification-of-benefits/${vob.id}/comments`, undefined, 200)
      await call("POST", `/sandbox/v1/verification-of-benefits/${vob.id}/start`, {}, 200)
      await call("POST", `/sandbox/v1/verification-of-benefits/${vob.id}/complete`, {}, 200)
      await call("GET", `/sandbox/v1/verification-of-benefits/${vob.id}/transitions`, undefined, 200)
      await call("POST", "/sandbox/v1/clock/advance", { seconds: 60 }, 200)

      // Intake requests (cards read by the sandbox), files, prior authorizations.
      const front = (await upload(app, company.apiKey, { bytes: PNG, name: "card.png", fields: { document_type: "insurance_card" } })).data
      await call("POST", `/sandbox/v1/files/${front.id}/reading`, {
        outcome: "read", cards: [{ insurance_name: "Aetna", member_number: "W300" }]
      }, 201)
      const request = await call("POST", "/v1/verification-of-benefits-requests", {
        patient: { first_name: "Cy", last_name: "Ng", date_of_birth: "1970-02-02" }, file_ids: [front.id]
      }, 202)
      await call("POST", "/sandbox/v1/clock/advance", { seconds: 0 }, 200)
      await call("GET", `/v1/verification-of-benefits-requests/${request.id}`, undefined, 200)
      await call("GET", `/v1/files/${front.id}`, undefined, 200)
      await call("GET", "/v1/files?document_type=insurance_card", undefined, 200)
      const pa = await call("POST", "/v1/prior-authorizations", { patient_id: patientId, patient_policy_id: policyId, external_id: "PA-1" }, 201)
      await call("GET", `/v1/prior-authorizations/${pa.id}`, undefined, 200)
      for (const query of [
        `patient_id=${patientId}`, `patient_policy_id=${policyId}`, "status=draft", "external_id=PA-1",
        "scheduled_submission_date_from=2020-01-01"
      ]) await call("GET", `/v1/prior-authorizations?${query}`, undefined, 200)
      await call("GET", `/v1/payors/${batch.results[0].payor_results[0].payor_id}`, undefined, 200)

      // Tasks, conversations, credentialing, stages, events, webhooks and their deliveries.
      const task = await call("POST", "/sandbox/v1/tasks", { title: "Call the payer", patient_id: patientId }, 201)
      await call("POST", `/sandbox/v1/tasks/${task.id}/comments`, { content: "called" }, 201)
      await call("GET", `/v1/tasks/${task.id}`, undefined, 200)
      await call("GET", "/v1/tasks?status=pending&priority=medium", undefined, 200)
      await call("POST", "/sandbox/v1/conversations", { patient_id: patientId }, 201)
      await call("GET", "/v1/conversations", undefined, 200)
      await call("GET", "/v1/credentialing?type=rendering_provider", undefined, 200)
      await call("GET", "/v1/workflow-stages", undefined, 200)
      await call("GET", "/sandbox/v1/events", undefined, 200)
      await call("GET", "/sandbox/v1/events?type=patient_created", undefined, 200)
      await call("POST", "/sandbox/v1/clock/advance", { seconds: 0 }, 200)
      await call("GET", "/v1/webhooks", undefined, 200)
      const deliveries = await call("GET", `/v1/webhooks/${subscription.id}/deliveries?event_type=patient_created&status=delivered`, undefined, 200)
      const first = deliveries.data[0].id
      await call("GET", `/v1/webhooks/${subscription.id}/deliveries?starting_after=${first}`, undefined, 200)
      await call("GET", `/v1/webhooks/${subscription.id}/deliveries?ending_before=${first}`, undefined, 200)
      await call("POST", `/v1/webhooks/${subscription.id}/deliveries/${first}/attempts`, undefined, 201)
      await call("POST", "/sandbox/v1/clock/advance", { seconds: 600 }, 200)
    } finally {
      recording = false
      await hooks.close()
    }
  })

  it("uses an index for every statement that reads a company's rows", async () => {
    const failures: Array<string> = []
    for (const statement of recorded.values()) {
      if (!/^\s*(SELECT|UPDATE|DELETE|WITH|INSERT INTO \S+ (\(.*\) )?SELECT)/is.test(statement.sql)) continue
      for (const problem of problemsOf(statement.sql, await explain(statement))) {
        failures.push(`${problem}\n    in: ${statement.sql.replace(/\s+/g, " ")}`)
      }
    }
    // The hot paths were driven: a lost step would otherwise pass by checking less.
    const sqls = [...recorded.keys()].map((sql) => sql.replace(/\s+/g, " ").replaceAll('"', ""))
    for (const hot of HOT_QUERIES) expect(sqls.some((sql) => hot.test(sql)), String(hot)).toBe(true)
    expect(failures).toEqual([])
  })
})
