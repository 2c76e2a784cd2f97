/**
 * A group of the API's handlers, as `HttpApiBuilder.group` builds it, with each success answered through
 * the compiled encode (Store/StoredEncoder.ts) where the endpoint's success schema only checks, or its
 * transformations encode as they are (most of them). The platform encodes every answer through Effect's
 * general parser: about 3 % of a lifecycle's CPU. The answer is the one the platform gives: the same
 * JSON (the walk gives what Effect's encode gives, or gives up and the platform encodes the value), with
 * the endpoint's status and content type. A handler that answers with a response of its own keeps it, and
 * an endpoint whose answers are a union (statuses of their own) or empty is left to the platform.
 */
import { HttpApiBuilder, type HttpApiEndpoint, HttpApiSchema, HttpServerResponse } from "@effect/platform"
import { Chunk, Effect, type Schema, SchemaAST } from "effect"
import { plainEncoder } from "../Store/StoredEncoder.js"

type Item = HttpApiBuilder.Handlers.Item<unknown, unknown>

/**
 * How the endpoint's success is answered: a response through the walk, or the value itself where the
 * walk cannot answer it (the platform then encodes it). Undefined for an endpoint left to the platform.
 */
export const answerOf = (endpoint: HttpApiEndpoint.HttpApiEndpoint.Any) => {
  // Its context is what encoding needs: a walk compiles only schemas that need none.
  const schema = (endpoint as HttpApiEndpoint.HttpApiEndpoint.AnyWithProps).successSchema as Schema.Schema<unknown, unknown>
  const ast = schema.ast
  if (SchemaAST.isUnion(ast) || HttpApiSchema.isVoid(ast)) return undefined
  const encoding = HttpApiSchema.getEncoding(ast)
  if (encoding.kind !== "Json") return undefined
  const options = { status: HttpApiSchema.getStatusSuccessAST(ast), contentType: encoding.contentType }
  // Compiled at the endpoint's first answer, not at start-up (about 100 ms for every endpoint).
  let encode: ((value: unknown) => unknown) | undefined | null = null
  return (value: unknown): unknown => {
    if (HttpServerResponse.isServerResponse(value)) return value
    if (encode === null) encode = plainEncoder(schema)
    const encoded = encode?.(value)
    return encoded === undefined ? value : HttpServerResponse.unsafeJson(encoded, options)
  }
}

const answered = (item: Item): Item => {
  const answer = answerOf(item.endpoint)
  return answer === undefined ? item : { ...item, handler: (request) => Effect.map(item.handler(request), answer) }
}

/** The handlers built, each answering through the compiled encode (what `HttpApiBuilder.group` reads of them is `handlers`). */
const withAnswers = <H extends { readonly handlers: Chunk.Chunk<Item> }>(built: H): H =>
  Object.assign(Object.create(Object.getPrototypeOf(built) as object) as H, built, { handlers: Chunk.map(built.handlers, answered) })

/** `HttpApiBuilder.group`, with its handlers' successes answered through the compiled encode. */
export const apiGroup: typeof HttpApiBuilder.group = (api, groupName, build) =>
  HttpApiBuilder.group(api, groupName, (handlers) => {
    const built = build(handlers) as unknown
    return (Effect.isEffect(built)
      ? Effect.map(built as Effect.Effect<{ readonly handlers: Chunk.Chunk<Item> }>, withAnswers)
      : withAnswers(built as { readonly handlers: Chunk.Chunk<Item> })) as never
  })
