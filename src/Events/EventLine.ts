/**
 * One event as one readable line: its time on the sandbox clock, its type, and the ids that matter
 * (every `{id}` the payload names, the fields it says changed, the stage it moved to). Used by
 * `vob-sandbox tail` and the console.
 */

export interface ListedEvent {
  readonly id: string
  readonly type: string
  readonly created_at: string
  readonly payload: Record<string, unknown>
}

const isRef = (value: unknown): value is { readonly id: string } =>
  typeof value === "object" && value !== null && typeof (value as { id?: unknown }).id === "string"

/** `vob=…`, `patient=…`: the records the event is about, in payload order. */
export const eventRefs = (payload: Record<string, unknown>): ReadonlyArray<readonly [string, string]> =>
  Object.entries(payload).flatMap(([name, value]) => (isRef(value) ? [[name, value.id] as const] : []))

export const eventLine = (event: ListedEvent): string => {
  const parts = [event.created_at, event.type.padEnd(30), ...eventRefs(event.payload).map(([name, id]) => `${name}=${id}`)]
  const changed = event.payload["changed_fields"]
  if (Array.isArray(changed) && changed.length > 0) parts.push(`changed=${changed.join(",")}`)
  const stage = event.payload["new_stage"]
  if (typeof stage === "object" && stage !== null && typeof (stage as { title?: unknown }).title === "string") {
    parts.push(`stage=${JSON.stringify((stage as { title: string }).title)}`)
  }
  return parts.join("  ")
}
