import { HttpServerResponse } from "@effect/platform"
import { Effect, Option } from "effect"
import { notFound } from "../Domain/Errors.js"

/**
 * A by-id read answered with the record's stored JSON (already the encoded resource), or 404.
 * Skips decoding and re-encoding on the hottest path of the API.
 */
export const storedJsonOr404 = (resource: string, id: string) => (json: Option.Option<string>) =>
  Option.match(json, {
    onNone: () => Effect.fail(notFound(resource, id)),
    onSome: (body) => Effect.succeed(HttpServerResponse.text(body, { contentType: "application/json" }))
  })
