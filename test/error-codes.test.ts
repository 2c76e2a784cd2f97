import { Schema } from "effect"
import { describe, expect, it } from "vitest"
import { ERROR_CODE_KINDS, ERROR_CODES } from "../src/Domain/ErrorCodes.js"
import * as Errors from "../src/Domain/Errors.js"
import { openApiDocument } from "../src/Http/OpenApiDocument.js"
import { operationSpecificCodes } from "../src/Http/OperationErrorCodes.js"
import { Api } from "../src/Api.js"

const document = openApiDocument(Api) as any

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
  TooManyConnections: Errors.TooManyConnections,
  ValidationFailed: Errors.ValidationFailed,
  InternalFailure: Errors.InternalFailure,
  ServiceUnavailable: Errors.ServiceUnavailable
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
    // Answered before any operation is chosen: by the Node server (408, 429, 431), the router (405) or the edge (415).
    const byServer = new Set(["RequestTimeout", "TooManyConnections", "HeadersTooLarge", "MethodNotAllowed", "UnsupportedMediaType"])
    for (const code of ERROR_CODES) {
      if (!byServer.has(ERROR_CODE_KINDS[code])) expect(documented.get(code), code).toBe(ERROR_CODE_KINDS[code])
    }
  })

  it("each operation's error responses name their codes where the spec names them", () => {
    const operations = new Map<string, any>()
    for (const item of Object.values<any>(document.paths)) {
      for (const operation of Object.values<any>(item)) operations.set(operation.operationId, operation)
    }
    const codesOf = (operationId: string, status: number) => operations.get(operationId)?.responses[status]?.["x-error-codes"]
    // The table names real operations, each declaring the status its codes are answered with.
    for (const [operationId, codes] of Object.entries(operationSpecificCodes)) {
      for (const code of codes) {
        const status = Errors.httpStatusOf[ERROR_CODE_KINDS[code]].status
        expect(codesOf(operationId, status), `${operationId} ${status}`).toContain(code)
      }
    }
    expect(codesOf("vobs.followUpRequest", 403)).toEqual(["forbidden"])
    expect(codesOf("vobRequests.submit", 409)).toEqual(["idempotency_key_reused"])
    expect(codesOf("patientPolicies.update", 409)).toContain("version_conflict")
    expect(codesOf("patients.upsert", 400)).toContain("patient_not_creatable")
    expect(codesOf("vobs.get", 401)).toEqual(["missing_credentials", "invalid_credentials"])
    expect(operations.get("vobRequests.submit").responses[409].description).toContain("`idempotency_key_reused`")
  })
})
