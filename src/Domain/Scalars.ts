/** Scalar formats shared by every resource: identifiers, timestamps and dates as they travel in JSON. */
import { Schema } from "effect"

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

/** The instants the sandbox can hold and write: years 0000 to 9999 of ISO 8601, in UTC. */
// 0000-01-01T00:00:00.000Z (Date.UTC reads years 0..99 as 19xx).
export const MIN_INSTANT_MS = -62_167_219_200_000
export const MAX_INSTANT_MS = Date.UTC(9999, 11, 31, 23, 59, 59, 999)
export const MAX_INSTANT = "9999-12-31T23:59:59.999Z"

const INSTANT_PATTERN =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:\d{2})?$/

/**
 * The one reading of a caller's instant (clock freeze and advance, task deadlines, `--start-time`,
 * every date-time field): ISO 8601 `YYYY-MM-DDTHH:MM[:SS[.fraction]]` with `Z`, an offset `±HH:MM`, or
 * no zone, which is read as UTC (never in the host's timezone, so a laptop and a CI runner agree).
 * A real calendar day and time, within years 0000..9999 once the offset is applied; anything else
 * (`Jan 1 2030`, a date alone, an expanded year) is not an instant. Milliseconds since the epoch.
 */
export const parseInstant = (s: string): number | undefined => {
  const m = INSTANT_PATTERN.exec(s)
  if (m === null) return undefined
  const [year, month, day, hour, minute, second] = [1, 2, 3, 4, 5, 6].map((i) => Number(m[i] ?? 0)) as [number, number, number, number, number, number]
  if (month < 1 || month > 12 || hour > 23 || minute > 59 || second > 59) return undefined
  const date = new Date(0)
  date.setUTCFullYear(year, month - 1, day)
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  const millis = Number((m[7] ?? "").padEnd(3, "0").slice(0, 3))
  date.setUTCHours(hour, minute, second, millis)
  let offsetMs = 0
  const zone = m[8]
  if (zone !== undefined && zone !== "Z") {
    const [h, min] = zone.slice(1).split(":").map(Number) as [number, number]
    if (h > 23 || min > 59) return undefined
    offsetMs = (zone[0] === "-" ? -1 : 1) * (h * 60 + min) * 60_000
  }
  const ms = date.getTime() - offsetMs
  return ms >= MIN_INSTANT_MS && ms <= MAX_INSTANT_MS ? ms : undefined
}

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

/** A caller's date-time stored as sent but normalised: decodes any IsoDateTimeInput to the UTC form with `Z`. */
export const DateTimeWritten = Schema.transform(IsoDateTimeInput, Timestamp, {
  strict: true,
  decode: (s) => new Date(instantMs(s)).toISOString(),
  encode: (s) => s
})

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
