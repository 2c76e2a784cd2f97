/**
 * Payloads that refuse undeclared fields (422 `unknown_field` naming them, also inside nested
 * objects) rather than ignore them: the spec's strict bodies, and every body of the sandbox API,
 * where a refused typo helps a test script more than a silently ignored one.
 */
import type { Schema } from "effect"

export const refusesUnknownFields = { parseOptions: { onExcessProperty: "error" } } as const

/** `schema`, refusing undeclared fields, under `identifier` in the OpenAPI document. */
export const strict = <S extends Schema.Annotable.All>(schema: S, identifier: string): S =>
  schema.annotations({ ...refusesUnknownFields, identifier }) as S
