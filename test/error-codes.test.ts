import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ERROR_CODE_KINDS, ERROR_CODES } from "../src/Domain/ErrorCodes.js"
import * as Errors from "../src/Domain/Errors.js"
import { openApiDocument } from "../src/Http/OpenApiDocument.js"
import { operationSpecificCodes } from "../src/Http/OperationErrorCodes.js"
import { Api } from "../src/Api.js"

const document = openApiDocument(Api) as any

const operations = new Map<string, any>()
for (const item of Object.values<any>(document.paths)) {
  for (const operation of Object.values<any>(item)) operations.set(operation.operationId, operation)
}
/** The codes the operation answers with a status (its `x-error-codes`). */
const codesOf = (operationId: string, status: number) => operations.get(operationId)?.["x-error-codes"][status]

const classes = {
  InvalidRequest: Errors.InvalidRequest,
  AuthenticationFailed: Errors.AuthenticationFailed,
  PermissionDenied: Errors.PermissionDenied,
  NotFound: Errors.NotFound,
  MethodNotAllowed: Errors.MethodNotAllowed,
  Conflict: Errors.Conflict,
  PayloadTooLarge: Errors.PayloadTooLarge,
  UnsupportedMediaType: Errors.UnsupportedMediaType,
  RequestTimeout: Errors.RequestTimeout,
  HeadersTooLarge: Errors.HeadersTooLarge,
  TooManyRequests: Errors.TooManyRequests,
  ValidationFailed: Errors.ValidationFailed,
  InternalFailure: Errors.InternalFailure,
  BadGateway: Errors.BadGateway,
  ServiceUnavailable: Errors.ServiceUnavailable,
  GatewayTimeout: Errors.GatewayTimeout
} as const

describe("error codes (Domain/ErrorCodes)", () => {
  it("an error is built only with a code of its own kind, so every code the API answers is listed", () => {
    for (const [kind, Class] of Object.entries(classes)) {
      const make = (code: string) => new (Class as new(fields: { code: string; message: string }) => unknown)({ code, message: "m" })
      for (const code of ERROR_CODES) {
        if (ERROR_CODE_KINDS[code] === kind) expect(make(code)).toMatchObject({ _tag: kind, code })
        else expect(() => make(code), `${kind} with ${code}`).toThrow()
      }
      expect(() => make("made_up_code")).toThrow()
    }
    // @ts-expect-error a code of another kind does not type-check
    expect(() => new Errors.Conflict({ code: "invalid_parameter", message: "m" })).toThrow()
  })

  it("each constructor answers its code with the kind listed for it", () => {
    const built = [
      Errors.coverageTierTaken({ message: "m", param: "coverage_tier" }),
      Errors.invalidState("m", undefined, "at"),
      Errors.invalidParameter("", "m"),
      Errors.invalidJson(),
      Errors.internalError(),
      Errors.forbiddenHost({ message: "m", param: "Host" })
    ]
    for (const error of built) expect(error._tag).toBe(ERROR_CODE_KINDS[error.code])
    expect(Errors.invalidParameter("", "m").param).toBeUndefined()
    expect(Errors.invalidState("m", undefined, "at").param).toBe("at")
  })

  it("the wire schemas refuse a code outside the list", () => {
    const decode = Schema.decodeUnknownEither(Errors.ConflictError)
    expect(decode({ type: "conflict_error", code: "version_conflict", message: "m" })._tag).toBe("Right")
    expect(decode({ type: "conflict_error", code: "made_up_code", message: "m" })._tag).toBe("Left")
  })

  it("the OpenAPI document enumerates every code, each under its kind's error schema", () => {
    const schemas = document.components.schemas
    const documented = new Map<string, string>()
    for (const kind of Object.keys(classes)) {
      for (const code of schemas[`${kind}Error`]?.properties.code.enum ?? []) documented.set(code, kind)
    }
    // 405 answers a method no operation has (the router); the other codes answered outside any operation are
    // the raw 400 of a request that is not HTTP and the console's and the reference page's own 404s.
    const outsideOperations = new Set(["method_not_allowed", "malformed_request", "route_not_found", "console_not_built", "docs_not_built"])
    const answered = new Set(Object.values<any>(document.paths).flatMap((item) =>
      Object.values<any>(item).flatMap((operation) => Object.values<Array<string>>(operation["x-error-codes"]).flat())))
    for (const code of ERROR_CODES) {
      if (ERROR_CODE_KINDS[code] !== "MethodNotAllowed") expect(documented.get(code), code).toBe(ERROR_CODE_KINDS[code])
      expect(answered.has(code) || outsideOperations.has(code), `${code} is answered by some operation`).toBe(true)
    }
  })

  it("each operation's error responses name their codes where the spec names them", () => {
    // The table names real operations, each declaring the status its codes are answered with.
    for (const [operationId, codes] of Object.entries(operationSpecificCodes)) {
      for (const code of codes) {
        const status = Errors.httpStatusOf[ERROR_CODE_KINDS[code]].status
        expect(codesOf(operationId, status), `${operationId} ${status}`).toContain(code)
      }
    }
    expect(codesOf("vobs.followUpRequest", 403)).toEqual(["forbidden_host", "forbidden"])
    expect(codesOf("vobRequests.submit", 409)).toEqual(["idempotency_key_reused"])
    expect(codesOf("patientPolicies.update", 409)).toContain("version_conflict")
    expect(codesOf("patients.upsert", 400)).toContain("patient_not_creatable")
    expect(codesOf("vobs.get", 401)).toEqual(["missing_credentials", "invalid_credentials", "conflicting_credentials"])
    expect(operations.get("vobRequests.submit").responses[409].description).toContain("`idempotency_key_reused`")
  })

  it("each operation lists exactly the statuses it can answer: edge statuses from what it is, handler ones as declared", () => {
    const statuses = (operationId: string) => Object.keys(operations.get(operationId).responses)
    // A read: no body to refuse, no state to conflict with; a fault can reach it (/v1).
    expect(statuses("vobs.get")).toEqual(["200", "401", "403", "404", "408", "422", "429", "431", "500", "502", "503", "504"])
    // A DELETE reads a body sent (refused unless JSON); a /sandbox/v1 operation is never faulted.
    expect(statuses("sandboxFaults.remove")).toEqual(
      ["204", "400", "401", "403", "404", "408", "413", "415", "422", "429", "431", "500", "503"]
    )
    expect(codesOf("sandboxFaults.remove", 429)).toEqual(["too_many_connections"])
    expect(codesOf("vobs.list", 429)).toEqual(["too_many_connections", "rate_limited"])
    // A JSON body: 400, 413 and 415; the upload's multipart body has its own codes.
    expect(codesOf("vobs.create", 413)).toEqual(["payload_too_large"])
    expect(codesOf("files.upload", 413)).toEqual(["file_too_large"])
    expect(codesOf("files.upload", 400)).toEqual(["invalid_multipart"])
    expect(codesOf("sandboxCompanies.create", 401)).toBeUndefined()
    for (const [operationId, operation] of operations) {
      // Every listed status has a code: a handler status declared without one is a gap in OperationErrorCodes.
      for (const [status, codes] of Object.entries<Array<string>>(operation["x-error-codes"])) {
        expect(codes.length, `${operationId} ${status} names its codes`).toBeGreaterThan(0)
      }
      if (Object.entries<any>(document.paths).some(([, item]) => item.get === operation)) {
        expect(operation.responses["409"], `${operationId} lists no 409`).toBeUndefined()
        expect(operation.responses["400"], `${operationId} lists no 400`).toBeUndefined()
      }
    }
  })
})
