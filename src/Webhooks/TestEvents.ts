/**
 * Synthetic events for `POST /v1/webhooks/{id}/tests`: the requested type's payload shape with the
 * spec's placeholder ids, and an event_id beginning `test_`. Ids only, like every real payload.
 */
import type { EventFieldsOf } from "./EventPayloads.js"
import type { EventType } from "./EventTypes.js"

export const PLACEHOLDER = {
  patient: "test-patient-id",
  task: "test-task-id",
  comment: "test-comment-id",
  user: "test-user-id",
  vob: "test-vob-id",
  patientPolicy: "test-patient-policy-id",
  result: "test-result-id",
  previousStage: "test-previous-stage-id",
  newStage: "test-new-stage-id"
} as const

/** The event id of a test event whose own id is `id`. */
export const testEventId = (id: string): string => `test_${id}`

const patient = { id: PLACEHOLDER.patient }
const task = { id: PLACEHOLDER.task }
/** What every vob_* event names, as the real ones do. */
const vobRefs = { vob: { id: PLACEHOLDER.vob }, patient, patient_policy: { id: PLACEHOLDER.patientPolicy } }
const comment = { id: PLACEHOLDER.comment }
const by = PLACEHOLDER.user
const previousStage = { id: PLACEHOLDER.previousStage, title: "New Lead", order: 1 }
const newStage = { id: PLACEHOLDER.newStage, title: "Insurance Verification", order: 2 }

/** The fields after event_type, event_id and timestamp, per type (the real events' shapes); `nowIso` fills the completion instants. */
const testFields: { readonly [T in EventType]: (nowIso: string) => EventFieldsOf<T> } = {
  patient_created: () => ({ patient, created_by: by }),
  patient_updated: () => ({ patient, changed_fields: ["email"], changed_by: by }),
  patient_stage_changed: () => ({ patient, previous_stage: previousStage, new_stage: newStage, changed_by: by }),
  patient_verification_completed: () => ({ patient, previous_stage: previousStage, new_stage: newStage, changed_by: by }),
  patient_insurance_verification: () => ({ patient, stage: newStage, changed_by: by }),
  task_created: () => ({ task, assigned_user_ids: [by], created_by: by }),
  task_assigned: () => ({ task, assigned_user_ids: [by], changed_by: by }),
  task_completed: (nowIso) => ({ task, completed_at: nowIso, completed_by: by, created_by: by }),
  task_updated: () => ({ task, changed_fields: ["priority"], changed_by: by }),
  task_comment_created: () => ({ task, comment, created_by: by }),
  vob_created: () => ({ ...vobRefs, created_by: by }),
  vob_completed: (nowIso) => ({ ...vobRefs, result_id: PLACEHOLDER.result, completed_at: nowIso, completed_by: by }),
  vob_updated: () => ({ ...vobRefs, changed_fields: ["result"], changed_by: by }),
  vob_comment_created: () => ({ vob: vobRefs.vob, comment, created_by: by })
}

/** The whole payload of a test event. */
export const testEventPayload = (
  type: EventType,
  eventId: string,
  timestamp: string,
  nowIso: string
): Record<string, unknown> => ({ event_type: type, event_id: eventId, timestamp, ...testFields[type](nowIso) })
