/** Scalar formats shared by every resource: identifiers, timestamps and dates as they travel in JSON. */
import { Schema } from "effect"
import { encodedAsItIs } from "./EncodedAsItIs.js"
import { MAX_INSTANT, parseInstant } from "./InstantReading.js"

export { MAX_INSTANT, MAX_INSTANT_MS, MIN_INSTANT_MS, parseInstant } from "./InstantReading.js"

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const Uuid = Schema.String.pipe(
  Schema.pattern(UUID_PATTERN, { message: () => "must be a UUID" })
).annotations({ identifier: "Uuid", format: "uuid", jsonSchema: { type: "string", format: "uuid" } })

/** ISO 8601 UTC instant with `Z`, as written by the store (`2030-01-01T09:00:00.000Z`). */
export const Timestamp = Schema.String.annotations({
  identifier: "Timestamp",
  jsonSchema: { type: "string", format: "date-time" }
})

export const isIsoDate = (s: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s)
  if (m === null) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 &&
    d.getUTCDate() === Number(m[3])
}

/** Calendar date `YYYY-MM-DD` (a real day of the calendar). */
export const IsoDate = Schema.String.pipe(
  Schema.filter(isIsoDate, { message: () => "must be a date in the form YYYY-MM-DD" })
).annotations({ identifier: "IsoDate", jsonSchema: { type: "string", format: "date" } })

/** A caller's instant already decoded by `IsoDateTimeInput`. */
export const instantMs = (s: string): number => {
  const ms = parseInstant(s)
  if (ms === undefined) throw new Error(`not an instant: ${s}`)
  return ms
}

export const INSTANT_FORMAT = "an ISO 8601 date-time such as 2030-01-01T09:00:00Z (without a zone it is read as UTC), " +
  `no later than ${MAX_INSTANT}`

/** An instant given by a caller, read by `parseInstant`. */
export const IsoDateTimeInput = Schema.String.pipe(
  Schema.filter((s) => parseInstant(s) !== undefined, { message: () => `must be ${INSTANT_FORMAT}` })
).annotations({ identifier: "IsoDateTime", jsonSchema: { type: "string", format: "date-time" } })

/**
 * A caller's date-time stored as sent but normalised: decodes any IsoDateTimeInput to the UTC form with `Z`,
 * and encodes a stored one as it is.
 */
export const DateTimeWritten = encodedAsItIs(Schema.transform(IsoDateTimeInput, Timestamp, {
  strict: true,
  decode: (s) => new Date(instantMs(s)).toISOString(),
  encode: (s) => s
}))

export const toTimestamp = (ms: number): string => new Date(ms).toISOString()
export const toIsoDate = (ms: number): string => new Date(ms).toISOString().slice(0, 10)

/** Lengths of the free text callers write (documented as `maxLength` on each field). */
export const TEXT_LIMITS = { name: 200, title: 500, text: 10_000 } as const

/**
 * Free text a caller writes, bounded so one request cannot store megabytes in a field. Any string longer
 * than MAX_JSON_STRING_LENGTH is refused before decoding (src/Http/BodyLimits.ts), whatever its field.
 */
export const FreeText = (maxLength: number) =>
  Schema.String.pipe(Schema.maxLength(maxLength, { message: () => `must be at most ${maxLength} characters` }))
