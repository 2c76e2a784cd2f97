/** 202 Accepted with a Location header: how request submissions answer. */
import { HttpServerResponse } from "@effect/platform"
import { Effect, type Schema } from "effect"

export const acceptedAt = <A extends { readonly id: string }, I>(schema: Schema.Schema<A, I>, collection: string) => {
  const encode = HttpServerResponse.schemaJson(schema)
  return (resource: A) =>
    encode(resource, { status: 202, headers: { location: `${collection}/${resource.id}` } }).pipe(Effect.orDie)
}
