/** The event types a subscription may name: the spec's fourteen, and the retired one it may not. */

export const EVENT_TYPES = [
  "patient_created",
  "patient_updated",
  "patient_stage_changed",
  "patient_insurance_verification",
  "patient_verification_completed",
  "task_created",
  "task_assigned",
  "task_completed",
  "task_updated",
  "task_comment_created",
  "vob_created",
  "vob_completed",
  "vob_updated",
  "vob_comment_created"
] as const

export type EventType = (typeof EVENT_TYPES)[number]

/** Retired: it cannot be subscribed to, tested, retried or replayed; historical delivery records remain. */
export const RETIRED_EVENT_TYPES = ["vob_assigned"] as const

const known: ReadonlySet<string> = new Set(EVENT_TYPES)
const retired: ReadonlySet<string> = new Set(RETIRED_EVENT_TYPES)

export const isEventType = (name: string): name is EventType => known.has(name)

/** Why `name` cannot be subscribed to or tested, or undefined when it can. */
export const eventTypeProblem = (name: string): string | undefined => {
  if (known.has(name)) return undefined
  if (retired.has(name)) return `'${name}' is retired: it cannot be subscribed to, tested, retried or replayed.`
  return `'${name}' is not an event type; use one of ${EVENT_TYPES.join(", ")}.`
}

/** Whether `name` may appear on delivery records (and so in the delivery log's filter). */
export const isRecordedEventType = (name: string): boolean => known.has(name) || retired.has(name)
