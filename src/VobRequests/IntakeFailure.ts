/**
 * Why a VOB request failed: not an HTTP error but the polled resource's `error`. Raised inside the
 * request's write transaction, it rolls every write back; the failure is then recorded on its own.
 */
import { Data } from "effect"
import type { RequestError } from "./VobRequest.js"

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

export const invalidPayload = (message: string) => failed("invalid_operation_payload", false, message)
