/**
 * The webhook payload of each event type: what `EventLog.emit` accepts for the type (so every
 * emitted event has this shape), what test events send, and what the OpenAPI document lists under
 * `webhooks`. Ids only: no names, dates of birth, titles or comment text.
 */
import { Schema } from "effect"
import type { EventType } from "./EventTypes.js"

/** A record named by id only (placeholder ids such as `test-patient-id` in test events). */
const Ref = (identifier: string) => Schema.Struct({ id: Schema.String }).annotations({ identifier })
const PatientRef = Ref("EventPatientRef")
const TaskRef = Ref("EventTaskRef")
const VobRef = Ref("EventVobRef")
const PolicyRef = Ref("EventPatientPolicyRef")
const CommentRef = Ref("EventCommentRef")

const StageRef = Schema.Struct({ id: Schema.String, title: Schema.String, order: Schema.Number })
  .annotations({ identifier: "EventStageRef" })

/** A user id; null when the change was made through an API key or by the service itself. */
const UserId = Schema.NullOr(Schema.String)
const FieldNames = Schema.Array(Schema.String)
/** ISO 8601 UTC instant. */
const Instant = Schema.NullOr(Schema.String.annotations({ jsonSchema: { type: "string", format: "date-time" } }))

const vobRefs = { vob: VobRef, patient: PatientRef, patient_policy: PolicyRef }

/** The fields after `event_type`, `event_id` and `timestamp`, per event type. */
export const EventFields = {
  patient_created: { patient: PatientRef, created_by: UserId },
  patient_updated: { patient: PatientRef, changed_fields: FieldNames, changed_by: UserId },
  patient_stage_changed: {
    patient: PatientRef,
    previous_stage: Schema.NullOr(StageRef),
    new_stage: StageRef,
    changed_by: UserId
  },
  patient_insurance_verification: { patient: PatientRef, stage: StageRef, changed_by: UserId },
  patient_verification_completed: {
    patient: PatientRef,
    previous_stage: Schema.NullOr(StageRef),
    new_stage: StageRef,
    changed_by: UserId
  },
  task_created: { task: TaskRef, assigned_user_ids: Schema.Array(Schema.String), created_by: UserId },
  task_assigned: { task: TaskRef, assigned_user_ids: Schema.Array(Schema.String), changed_by: UserId },
  task_completed: { task: TaskRef, completed_at: Instant, completed_by: UserId, created_by: UserId },
  task_updated: { task: TaskRef, changed_fields: FieldNames, changed_by: UserId },
  task_comment_created: { task: TaskRef, comment: CommentRef, created_by: UserId },
  vob_created: { ...vobRefs, created_by: UserId },
  vob_completed: {
    ...vobRefs,
    result_id: Schema.NullOr(Schema.String),
    completed_at: Instant,
    completed_by: UserId
  },
  vob_updated: { ...vobRefs, changed_fields: FieldNames, changed_by: UserId },
  vob_comment_created: { vob: VobRef, comment: CommentRef, created_by: UserId }
} as const satisfies Record<EventType, Schema.Struct.Fields>

export type EventFieldsOf<T extends EventType> = Schema.Struct.Type<(typeof EventFields)[T]>

const pascal = (type: string) => type.replace(/(^|_)(\w)/g, (_, __, c: string) => c.toUpperCase())

const payloadOf = <T extends EventType>(type: T) =>
  Schema.Struct({
    event_type: Schema.Literal(type),
    /** A UUID for real events, `test_...` for test events. */
    event_id: Schema.String,
    /** ISO 8601 date-time without zone, microsecond precision (the spec's form). */
    timestamp: Schema.String,
    ...EventFields[type]
  }).annotations({ identifier: `${pascal(type)}Event`, description: `The ${type} webhook body.` })

export const EventPayloads = Object.fromEntries(
  (Object.keys(EventFields) as Array<EventType>).map((type) => [type, payloadOf(type)])
) as { readonly [T in EventType]: ReturnType<typeof payloadOf<T>> }
