/** Instants a kit caller gives: ISO 8601 with a zone, read the same on every machine. */
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/

export const parseInstant = (text: string, name: string): number => {
  const ms = ISO_WITH_ZONE.test(text) ? Date.parse(text) : Number.NaN
  if (Number.isNaN(ms)) throw new TypeError(`${name} must be an ISO 8601 instant with a zone (e.g. 2030-01-01T09:00:00Z), got '${text}'`)
  return ms
}
