/**
 * SQL for VOBs and their comments, and everything a VOB's response and its state machine look at,
 * read by one statement (`context`): the VOB, its patient and policy, whether a newer VOB on its policy
 * is open or completed, and the company's reference records at the version that statement read.
 */
import { SqlClient } from "@effect/sql"
import { Effect, FiberRef, Option } from "effect"
import { ReferenceData, type ReferenceSnapshot } from "../Companies/ReferenceData.js"
import { notFound, type NotFound } from "../Domain/Errors.js"
import { listed, offsetOf, type Page } from "../Domain/Pagination.js"
import type { Patient } from "../Patients/Patient.js"
import { patientReads } from "../Patients/PatientReads.js"
import { joinedPolicyReader } from "../Policies/PolicyReads.js"
import type { PatientPolicy } from "../Policies/PatientPolicy.js"
import { makeDocumentTable, type StoredDocument } from "../Store/DocumentTable.js"
import { limitClause } from "../Store/LimitClause.js"
import { OPEN_STATUSES, vobStatuses, type VobStatus } from "./VobStateMachine.js"
import { VobCommentRecord, VobRecord } from "./Vob.js"

/** A VOB with what its response and its state machine need from around it. */
export interface VobContext {
  readonly vob: VobRecord
  /** Still active, or none. */
  readonly patient: Option.Option<Patient>
  readonly policy: Option.Option<PatientPolicy>
  readonly patientActive: boolean
  readonly policyActive: boolean
  /** A VOB created after this one on its policy is open / completed. */
  readonly newerOpen: boolean
  readonly newerCompleted: boolean
  readonly reference: ReferenceSnapshot
}

/** A VOB in its context, with the VOB as stored (what a change writes over). */
export interface StoredVobContext {
  readonly context: VobContext
  readonly stored: StoredDocument<VobRecord>
}

/**
 * The context of the VOB the current fiber (a request) changed last, as its change left it: the
 * response to that change is rendered from it instead of reading it back (`contextOf`).
 */
const changedContext = FiberRef.unsafeMake<Option.Option<VobContext>>(Option.none())

/** The context with the VOB as it is now (the patient and policy still decoded only when read). */
export const withVob = (context: VobContext, vob: VobRecord): VobContext => ({
  vob,
  get patient() {
    return context.patient
  },
  get policy() {
    return context.policy
  },
  patientActive: context.patientActive,
  policyActive: context.policyActive,
  newerOpen: context.newerOpen,
  newerCompleted: context.newerCompleted,
  reference: context.reference
})

/** The list's status groups, in this order (open work first, then outcomes). */
const statusGroups: ReadonlyArray<VobStatus> = [
  "pending",
  "in_progress",
  "missing_information",
  "completed",
  "cancelled"
]

const vobsTable = makeDocumentTable({
  table: "vobs",
  resource: "VOB",
  schema: VobRecord,
  columns: (vob) => ({
    patient_id: vob.patient_id,
    patient_policy_id: vob.patient_policy_id,
    status: vob.status,
    status_rank: statusGroups.indexOf(vob.status),
    priority: vob.priority,
    reviewed: vob.clinic_reviewed_at !== null,
    created_at: vob.created_at,
    updated_at: vob.updated_at
  }),
  version: { get: (vob) => vob.version, set: (vob, version) => ({ ...vob, version }) }
})

const commentsTable = makeDocumentTable({
  table: "vob_comments",
  resource: "VOB comment",
  schema: VobCommentRecord,
  columns: (comment) => ({ vob_id: comment.vob_id })
})

interface VobFilter {
  readonly patient_id?: string | undefined
  readonly patient_policy_id?: string | undefined
  readonly status?: ReadonlyArray<VobStatus> | undefined
  readonly priority?: boolean | undefined
  readonly reviewed?: boolean | undefined
}

export class VobsRepo extends Effect.Service<VobsRepo>()("vob-sandbox/VobsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const table = yield* vobsTable
    const comments = yield* commentsTable
    const patients = yield* patientReads
    const policies = { read: yield* joinedPolicyReader }
    const reference = yield* ReferenceData

    // "Newer" is later in (created_at, rowid), the order VOBs of a policy are listed in.
    const newer = sql`n.company_id = v.company_id AND n.patient_policy_id = v.patient_policy_id AND n.active = 1
      AND (n.created_at > v.created_at OR (n.created_at = v.created_at AND n.rowid > v.rowid))`

    /** The active VOB `id` of the company in its context (one statement; reference data from memory). */
    const contextRow = (companyId: string, id: string, held?: VobRecord) =>
      sql<{
        vob: string
        patient: string | null
        policy: string | null
        // EXISTS is 0/1 on SQLite, a boolean on PostgreSQL.
        newer_open: number | boolean
        newer_completed: number | boolean
        reference_version: number
        patient_id: string
        policy_id: string
      }>`SELECT v.doc AS vob, p.doc AS patient, pp.doc AS policy, c.reference_version AS reference_version,
          v.patient_id AS patient_id, v.patient_policy_id AS policy_id,
          EXISTS (SELECT 1 FROM vobs n WHERE ${newer} AND n.status IN ${sql.in(OPEN_STATUSES)}) AS newer_open,
          EXISTS (SELECT 1 FROM vobs n WHERE ${newer} AND n.status = 'completed') AS newer_completed
        FROM vobs v
        JOIN companies c ON c.id = v.company_id
        LEFT JOIN patients p ON p.company_id = v.company_id AND p.id = v.patient_id AND p.active = 1
        LEFT JOIN patient_policies pp ON pp.company_id = v.company_id AND pp.id = v.patient_policy_id AND pp.active = 1
        WHERE v.company_id = ${companyId} AND v.id = ${id} AND v.active = 1`.pipe(
        Effect.orDie,
        Effect.flatMap((rows) => {
          const row = rows[0]
          if (row === undefined) return Effect.succeed(Option.none<StoredVobContext>())
          // The patient and policy are decoded only when read: the state machine's facts need neither.
          let patient: Option.Option<Patient> | undefined
          let policy: Option.Option<PatientPolicy> | undefined
          return Effect.map(reference.at(companyId, row.reference_version), (snapshot) => {
            const vob = held ?? table.read(row.vob, id)
            return Option.some<StoredVobContext>({
              context: {
                vob,
                get patient() {
                  return patient ??= row.patient === null ? Option.none() : Option.some(patients.read(row.patient, row.patient_id))
                },
                get policy() {
                  return policy ??= row.policy === null ? Option.none() : Option.some(policies.read(row.policy, row.policy_id))
                },
                patientActive: row.patient !== null,
                policyActive: row.policy !== null,
                newerOpen: row.newer_open === 1 || row.newer_open === true,
                newerCompleted: row.newer_completed === 1 || row.newer_completed === true,
                reference: snapshot
              },
              stored: { record: vob, version: vob.version, json: row.vob }
            })
          })
        })
      )

    /** The VOB `id` in its context, with the VOB as stored: 404 when it is not an active VOB of the company. */
    const stored = (companyId: string, id: string): Effect.Effect<StoredVobContext, NotFound> =>
      Effect.flatMap(contextRow(companyId, id), Option.match({
        onNone: () => Effect.fail(notFound("VOB", id)),
        onSome: Effect.succeed
      }))

    /** The VOB `id` in its context: 404 when it is not an active VOB of the company. */
    const context = (companyId: string, id: string): Effect.Effect<VobContext, NotFound> =>
      Effect.map(stored(companyId, id), ({ context }) => context)

    /**
     * The context of a VOB the caller holds (just written, maybe not yet committed): that record, as held.
     * The VOB this request's last change left is answered from that change's context, without reading.
     */
    const contextOf = (companyId: string, vob: VobRecord): Effect.Effect<VobContext> =>
      Effect.flatMap(FiberRef.getAndSet(changedContext, Option.none()), (changed) =>
        Option.isSome(changed) && changed.value.vob === vob
          ? Effect.succeed(changed.value)
          : Effect.flatMap(contextRow(companyId, vob.id, vob), Option.match({
            onNone: () => Effect.dieMessage(`VOB ${vob.id} is not an active VOB of its company`),
            onSome: ({ context }) => Effect.succeed(context)
          })))

    /** Records the context a change of this request left its VOB in, for the response (`contextOf`). */
    const changed = (context: VobContext) => FiberRef.set(changedContext, Option.some(context))

    /**
     * A page of the company's VOBs, each with its patient and policy (one statement for the page, one
     * for the count), and the company's reference records when the page has any VOB.
     */
    const list = (companyId: string, filter: VobFilter, page: Page) =>
      Effect.gen(function*() {
        const where = sql.and([
          sql`v.company_id = ${companyId}`,
          sql`v.active = 1`,
          ...(filter.patient_id === undefined ? [] : [sql`v.patient_id = ${filter.patient_id}`]),
          ...(filter.patient_policy_id === undefined ? [] : [sql`v.patient_policy_id = ${filter.patient_policy_id}`]),
          ...(filter.status === undefined || new Set(filter.status).size === vobStatuses.length
            ? []
            : [sql.in("v.status", [...filter.status])]),
          ...(filter.priority === undefined ? [] : [sql`v.priority = ${Number(filter.priority)}`]),
          ...(filter.reviewed === undefined ? [] : [sql`v.reviewed = ${Number(filter.reviewed)}`])
        ])
        const [count] = yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM vobs v WHERE ${where}`
        const rows = yield* sql<{
          id: string
          vob: string
          patient_id: string
          patient: string | null
          policy_id: string
          policy: string | null
          reference_version: number
        }>`
          SELECT v.id AS id, v.patient_id AS patient_id, v.patient_policy_id AS policy_id, v.doc AS vob, p.doc AS patient, pp.doc AS policy, c.reference_version AS reference_version
          FROM vobs v
          JOIN companies c ON c.id = v.company_id
          LEFT JOIN patients p ON p.company_id = v.company_id AND p.id = v.patient_id AND p.active = 1
          LEFT JOIN patient_policies pp ON pp.company_id = v.company_id AND pp.id = v.patient_policy_id AND pp.active = 1
          WHERE ${where} ORDER BY v.status_rank, v.updated_at DESC, v.rowid DESC ${limitClause(sql, page.limit, offsetOf(page))}`
        const snapshot = rows[0] === undefined ? Option.none() : Option.some(yield* reference.at(companyId, rows[0].reference_version))
        const data = rows.map((row) => ({
          vob: table.read(row.vob, row.id),
          patient: row.patient === null ? Option.none<Patient>() : Option.some(patients.read(row.patient, row.patient_id)),
          policy: row.policy === null ? Option.none<PatientPolicy>() : Option.some(policies.read(row.policy, row.policy_id))
        }))
        return { listed: listed(data, count!.total, page), reference: snapshot }
      }).pipe(Effect.orDie)

    /** Every VOB of a patient (or of a policy), oldest first. */
    const ofPatient = (companyId: string, patientId: string) =>
      table.all(companyId, [sql`patient_id = ${patientId}`], sql`created_at, rowid`)

    const ofPolicy = (companyId: string, policyId: string) =>
      table.all(companyId, [sql`patient_policy_id = ${policyId}`], sql`created_at, rowid`)

    return {
      table,
      stored,
      context,
      contextOf,
      changed,
      list,
      ofPatient,
      ofPolicy,
      insertComment: (companyId: string, comment: VobCommentRecord) => comments.insert(companyId, comment.id, comment),
      comments: (companyId: string, vobId: string, page: Page) =>
        comments.list(companyId, page, [sql`vob_id = ${vobId}`], sql`rowid`)
    } as const
  })
}) {}
