/**
 * The one reading of an instant, with no dependency: the kit's entry uses it before any of the app
 * (or Effect) is loaded, and Scalars.ts builds the instant schemas on it.
 */

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
