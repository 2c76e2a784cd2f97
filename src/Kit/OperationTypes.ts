/** Request bodies and answers of the API's operations, read from the generated OpenAPI types. */
import type { operations } from "../client/openapi.js"

export type OperationId = keyof operations

type JsonContent<T> = T extends { content: { "application/json": infer B } } ? B : never

/** The JSON body an operation takes. */
export type BodyOf<Op extends OperationId> = operations[Op] extends { requestBody?: infer R } ? JsonContent<NonNullable<R>> : never

/** The JSON an operation answers with on success (200, 201 or 202). */
export type AnswerOf<Op extends OperationId> = operations[Op]["responses"] extends infer R
  ? R extends { 200: infer S } ? JsonContent<S>
  : R extends { 201: infer S } ? JsonContent<S>
  : R extends { 202: infer S } ? JsonContent<S>
  : never
  : never
