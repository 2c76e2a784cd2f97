/**
 * The answers operations share, as OpenAPI components, so that each operation names them instead of
 * repeating them: one response per kind of error (its wire schema from Domain/Errors, whose `code` is the
 * kind's enum, with the headers that answer carries), the headers every answer carries, and the `Prefer`
 * parameter that injects a fault. Which of them an operation lists is Http/OperationErrorCodes' answer.
 */
import { JSONSchema, Option, SchemaAST } from "effect"
import type { ErrorCode } from "../Domain/ErrorCodes.js"
import { type ApiError, errorWireSchemas, httpStatusOf } from "../Domain/Errors.js"
import { FAULT_HEADER, FAULT_STATUSES } from "../Faults/FaultRule.js"

type Json = Record<string, any>
type Kind = ApiError["_tag"]

const SCHEMA_REF = "#/components/schemas/"
const HEADER_REF = "#/components/headers/"
const RESPONSE_REF = "#/components/responses/"
const PARAMETER_REF = "#/components/parameters/"

/** Header components, by name. */
export const HEADERS = {
  RequestId: {
    description: "The request's id: the `X-Request-Id` the client sent (visible ASCII, at most 128 characters) or a " +
      "new one. The server's log line for the request carries it; quote it when reporting a problem.",
    required: true,
    schema: { type: "string" }
  },
  RetryAfter: {
    description: "Seconds to wait before retrying.",
    required: true,
    schema: { type: "integer", minimum: 0 }
  },
  SandboxFault: {
    description: "Present when the answer was injected (nothing was done): the id of the fault rule that fired, or " +
      "`prefer` for a `Prefer: code=` request.",
    required: false,
    schema: { type: "string" }
  },
  PollLocation: {
    description: "Where to poll the request: its path under the same base URL.",
    required: true,
    schema: { type: "string" }
  }
} as const

const header = (name: keyof typeof HEADERS) => ({ $ref: `${HEADER_REF}${name}` })

/** The headers of every answer, success or error. */
export const commonHeaders = () => ({ "X-Request-Id": header("RequestId") })

/** The headers of a 202: where to poll the accepted request. */
export const acceptedHeaders = () => ({ ...commonHeaders(), Location: header("PollLocation") })

/** Kinds a fault can inject (Faults/FaultRule): their answers may carry the fault header. */
const injectable = new Set(FAULT_STATUSES.map(String))

const headersOf = (kind: Kind): Json => {
  const status = httpStatusOf[kind].status
  return {
    ...commonHeaders(),
    ...(status === 429 || status === 503 ? { "Retry-After": header("RetryAfter") } : {}),
    ...(injectable.has(String(status)) ? { [FAULT_HEADER]: header("SandboxFault") } : {})
  }
}

const kindOfStatus = new Map<string, Kind>()
for (const kind of Object.keys(httpStatusOf) as Array<Kind>) {
  const status = String(httpStatusOf[kind].status)
  if (kindOfStatus.has(status)) throw new Error(`Two kinds of error share status ${status}`)
  kindOfStatus.set(status, kind)
}

const descriptionOf = (kind: Kind): string =>
  Option.getOrElse(SchemaAST.getDescriptionAnnotation(errorWireSchemas[kind].ast), () => kind)

/** The response component of a kind of error, its schema added to `schemas`. */
const errorResponse = (kind: Kind, schemas: Json): Json => ({
  description: descriptionOf(kind),
  headers: headersOf(kind),
  content: {
    "application/json": {
      schema: JSONSchema.fromAST(errorWireSchemas[kind].ast, {
        definitions: schemas,
        definitionPath: SCHEMA_REF,
        target: "openApi3.1"
      })
    }
  }
})

/** The response components of every kind of error, named after the kind (their schemas go into `schemas`). */
export const errorResponseComponents = (schemas: Json): Json =>
  Object.fromEntries([...kindOfStatus.values()].map((kind) => [kind, errorResponse(kind, schemas)]))

/** `Prefer: code=NNN`, on the operations a fault can reach. */
export const PARAMETERS = {
  PreferCode: {
    name: "Prefer",
    in: "header",
    required: false,
    description: `\`code=NNN\` answers this request with status NNN (one of ${FAULT_STATUSES.join(", ")}) in the error ` +
      "shape instead of serving it, as Prism does: nothing is done. Any other code is 422.",
    schema: { type: "string", pattern: "code=\"?\\d{3}\"?" },
    example: "code=429"
  }
} as const

export const preferParameter = () => ({ $ref: `${PARAMETER_REF}PreferCode` })

/**
 * An operation's error responses from its codes by status: each a reference to its kind's response, with a
 * description naming the codes this operation answers with it.
 */
export const errorResponsesOf = (codes: Readonly<Record<string, ReadonlyArray<ErrorCode>>>): Json => {
  const responses: Json = {}
  for (const status of Object.keys(codes).sort()) {
    const kind = kindOfStatus.get(status)
    if (kind === undefined) throw new Error(`No kind of error answers status ${status}`)
    const listed = codes[status]!
    responses[status] = {
      $ref: `${RESPONSE_REF}${kind}`,
      description: listed.length === 0
        ? `${descriptionOf(kind)} No code is known for this operation.`
        : `${descriptionOf(kind)} Codes: ${listed.map((code) => `\`${code}\``).join(", ")}.`
    }
  }
  return responses
}
