/**
 * The API's handler groups (Http/ApiGroup.ts) answer a success through the compiled encode where the
 * endpoint's success schema allows it: the answer must be the platform's own, byte for byte, with its
 * status and content type, and where the walk cannot answer the platform does.
 */
import { HttpApi, HttpApiBuilder, HttpApiEndpoint, HttpApiGroup, HttpApiSchema, HttpServerResponse } from "@effect/platform"
import * as NodeHttpServer from "@effect/platform-node/NodeHttpServer"
import { Effect, Layer, Schema } from "effect"
import { afterAll, describe, expect, it } from "vitest"
import { Api } from "../src/Api.js"
import { DateTimeWritten } from "../src/Domain/Scalars.js"
import { answerOf, apiGroup } from "../src/Http/ApiGroup.js"
import { plainEncoder } from "../src/Store/StoredEncoder.js"

const Item = Schema.Struct({ id: Schema.String, n: Schema.Int, at: DateTimeWritten, tags: Schema.Array(Schema.String) })
const Kind = Schema.Union(Schema.Struct({ b: Schema.String }), Schema.Struct({ kind: Schema.Literal("k"), b: Schema.String }))

class TestApi extends HttpApi.make("test").add(
  HttpApiGroup.make("items")
    .add(HttpApiEndpoint.get("plain", "/plain").addSuccess(Item))
    .add(HttpApiEndpoint.post("created", "/created").addSuccess(Item.annotations(HttpApiSchema.annotations({ status: 201 }))))
    .add(HttpApiEndpoint.get("dated", "/dated").addSuccess(Schema.Struct({ at: Schema.Date })))
    .add(HttpApiEndpoint.get("either", "/either").addSuccess(Item).addSuccess(Schema.Struct({ queued: Schema.Boolean }), { status: 202 }))
    .add(HttpApiEndpoint.get("empty", "/empty"))
    .add(HttpApiEndpoint.get("ambiguous", "/ambiguous").addSuccess(Kind))
    .add(HttpApiEndpoint.get("bad", "/bad").addSuccess(Item))
    .add(HttpApiEndpoint.get("own", "/own").addSuccess(Item))
    .add(HttpApiEndpoint.get("rewritten", "/rewritten").addSuccess(Item))
) {}

// Built by the domain in another key order, with a key the schema does not declare.
const built = { tags: ["x"], n: 1, extra: true, at: "2030-01-01T09:00:00.000Z", id: "i1" }

const handlersOf = (group: typeof apiGroup) =>
  group(TestApi, "items", (handlers) =>
    handlers
      .handle("plain", () => Effect.succeed(built))
      .handle("created", () => Effect.succeed(built))
      .handle("dated", () => Effect.succeed({ at: new Date(0) }))
      .handle("either", () => Effect.succeed({ queued: true }))
      .handle("empty", () => Effect.void)
      .handle("ambiguous", () => Effect.succeed({ kind: "k" as const, b: "1" }))
      .handle("bad", () => Effect.succeed({ ...built, n: 1.5 }))
      .handle("own", () => Effect.succeed(HttpServerResponse.text("mine", { status: 203 }) as never))
      // An instant not in its stored form: the platform writes it as the handler gave it.
      .handle("rewritten", () => Effect.succeed({ ...built, at: "2030-01-01T09:00:00Z" })))

const webHandler = (group: typeof apiGroup) =>
  HttpApiBuilder.toWebHandler(
    HttpApiBuilder.api(TestApi).pipe(Layer.provide(handlersOf(group)), Layer.merge(HttpApiBuilder.Router.Live), Layer.merge(HttpApiBuilder.Middleware.layer), Layer.merge(NodeHttpServer.layerContext))
  )

const ours = webHandler(apiGroup)
const platforms = webHandler(HttpApiBuilder.group)
afterAll(() => Promise.all([ours.dispose(), platforms.dispose()]))

const answer = async (handler: typeof ours, method: string, path: string) => {
  const response = await handler.handler(new Request(`http://localhost${path}`, { method }))
  return { status: response.status, type: response.headers.get("content-type"), body: await response.text() }
}

describe("apiGroup", () => {
  it.each([
    ["GET", "/plain"],
    ["POST", "/created"],
    ["GET", "/dated"],
    ["GET", "/either"],
    ["GET", "/empty"],
    ["GET", "/ambiguous"],
    ["GET", "/bad"],
    ["GET", "/own"],
    ["GET", "/rewritten"]
  ])("answers %s %s as the platform does", async (method, path) => {
    expect(await answer(ours, method, path)).toEqual(await answer(platforms, method, path))
  })

  it("answers in the schema's key order, with the endpoint's status", async () => {
    expect(await answer(ours, "POST", "/created")).toEqual({
      status: 201,
      type: "application/json",
      body: '{"id":"i1","n":1,"at":"2030-01-01T09:00:00.000Z","tags":["x"]}'
    })
    expect((await answer(ours, "GET", "/rewritten")).body).toContain('"at":"2030-01-01T09:00:00Z"')
  })

  it("answers through the walk where it can: one answer, JSON, a schema it compiles", () => {
    const endpoints = TestApi.groups.items.endpoints
    expect(HttpServerResponse.isServerResponse(answerOf(endpoints.plain)!(built))).toBe(true)
    expect(HttpServerResponse.isServerResponse(answerOf(endpoints.created)!(built))).toBe(true)
    // A schema it does not compile, and a value it gives up on: the platform encodes them.
    const dated = { at: new Date(0) }
    expect(answerOf(endpoints.dated)!(dated)).toBe(dated)
    const bad = { ...built, n: 1.5 }
    expect(answerOf(endpoints.bad)!(bad)).toBe(bad)
    // Answers that are a union (of statuses, or of shapes), or empty.
    for (const left of [endpoints.either, endpoints.ambiguous, endpoints.empty]) expect(answerOf(left)).toBeUndefined()
    // The API's own endpoints: all but those whose answers hold something the walk does not compile,
    // or are empty.
    const all = Object.values(Api.groups).flatMap((group) => Object.values(group.endpoints))
    const walked = all.filter((endpoint) => answerOf(endpoint) !== undefined && plainEncoder(endpoint.successSchema as never) !== undefined)
    expect(walked.length).toBeGreaterThan(all.length * 0.9)
    expect(plainEncoder(Api.groups.vobs.endpoints.get.successSchema as never)).toBeDefined()
  })
})
