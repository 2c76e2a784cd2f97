/**
 * The request log's filters applied to calls held in memory: the same rules the stored log's SQL applies
 * (CompanyRequestLogRepo.ts), over the facts the edge handed over.
 */
import { instantMs } from "../Domain/Scalars.js"
import type { AnsweredCall } from "./AnsweredCall.js"
import type { RequestLogParams } from "./LoggedRequest.js"
import { errorCodeOf } from "./LoggedText.js"
import { statusRange } from "./StatusFilter.js"

const statusMatches = (status: number, wanted: ReadonlyArray<string>) =>
  wanted.some((filter) => {
    const [from, to] = statusRange(filter)
    return status >= from && status < to
  })

/** Whether a held call passes the filters (a list's `page` and `limit` aside). */
export const callFilter = (filter: RequestLogParams): (call: AnsweredCall) => boolean => {
  // `since`/`until` are instants written in UTC; `created_at` is the call's arrival to the millisecond.
  const since = filter.since === undefined ? undefined : instantMs(filter.since)
  const until = filter.until === undefined ? undefined : instantMs(filter.until)
  return (call) =>
    (filter.status === undefined || filter.status.length === 0 || statusMatches(call.status, filter.status)) &&
    (filter.method === undefined || call.method === filter.method) &&
    (filter.path === undefined || call.path.startsWith(filter.path)) &&
    (since === undefined || call.arrivedAtMs >= since) &&
    (until === undefined || call.arrivedAtMs <= until) &&
    (filter.error_code === undefined || errorCodeOf(call.status, call.responseBody) === filter.error_code)
}
