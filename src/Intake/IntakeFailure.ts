/**
 * Why an asynchronous request (a VOB request, a prior-authorization request) failed: not an HTTP error
 * but the polled resource's `error`. Raised inside the request's write transaction, it rolls every write
 * back; the failure is then recorded on its own.
 */
import { Data } from "effect"
import type { RequestError } from "../Domain/RequestRecord.js"

export class IntakeFailed extends Data.TaggedError("IntakeFailed")<{ readonly error: RequestError }> {}

const failed = (
  code: RequestError["code"],
  retryable: boolean,
  message: string,
  fields: RequestError["fields"] = []
) => new IntakeFailed({ error: { code, message, retryable, fields } })

export const filesUnreadable = (message: string, fields: RequestError["fields"] = []) =>
  failed("files_unreadable", true, message, fields)

export const patientConflict = (message: string, fields: RequestError["fields"] = []) =>
  failed("patient_conflict", false, message, fields)

export const validationFailed = (message: string, fields: RequestError["fields"] = []) =>
  failed("validation_failed", false, message, fields)


const FAULT_MESSAGES = {
  invalid_operation_payload: "The stored request could not be read; submit a new request.",
  operation_failed: "Processing failed after its retries; a new submission may succeed.",
  operation_timeout: "Processing timed out after its retries; a new submission may succeed."
} as const

type FaultCode = keyof typeof FAULT_MESSAGES

/** An infrastructure failure (played by the sandbox): only a payload that cannot be read is final. */
export const fault = (code: FaultCode) => failed(code, code !== "invalid_operation_payload", FAULT_MESSAGES[code])

/**
 * Like autopilot prefixes: a coverage or card whose member number starts with one of these makes the
 * request's processing fail with that infrastructure error, so clients can rehearse them.
 */
const FAULT_PREFIXES: ReadonlyArray<readonly [string, FaultCode]> = [
  ["FAULT_INVALID_PAYLOAD", "invalid_operation_payload"],
  ["FAULT_OPERATION_FAILED", "operation_failed"],
  ["FAULT_OPERATION_TIMEOUT", "operation_timeout"]
]

export const faultOf = (memberNumbers: ReadonlyArray<string | null | undefined>): FaultCode | undefined =>
  FAULT_PREFIXES.find(([prefix]) => memberNumbers.some((m) => (m ?? "").trim().toUpperCase().startsWith(prefix)))?.[1]
