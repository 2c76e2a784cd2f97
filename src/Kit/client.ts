/**
 * `vob-sandbox/client`: for Effect users, the `HttpApiClient` derived from the very `Api` definition the
 * sandbox serves (no second description of the API).
 */
import { type HttpApi, HttpApiClient, HttpClient, HttpClientRequest } from "@effect/platform"
import type { Effect } from "effect"
import { Api } from "../Api.js"

export { Api }

type GroupsOf<A> = A extends HttpApi.HttpApi<infer _Id, infer Groups, infer _E, infer _R> ? Groups : never
type ErrorOf<A> = A extends HttpApi.HttpApi<infer _Id, infer _Groups, infer E, infer _R> ? E : never

/** The typed client: one method per endpoint, grouped as the API groups them. */
export type SandboxClient = HttpApiClient.Client<GroupsOf<typeof Api>, ErrorOf<typeof Api>, never>

/**
 * `const client = yield* makeSandboxClient("http://127.0.0.1:4010", { apiKey })`, then
 * `yield* client.sandboxClock.get()`; needs an `HttpClient` layer (e.g. `FetchHttpClient.layer`).
 */
export const makeSandboxClient = (
  baseUrl: string,
  options: { readonly apiKey?: string } = {}
): Effect.Effect<SandboxClient, never, HttpClient.HttpClient> =>
  HttpApiClient.make(Api, {
    baseUrl,
    ...(options.apiKey === undefined
      ? {}
      : { transformClient: HttpClient.mapRequest(HttpClientRequest.setHeader("x-api-key", options.apiKey)) })
  })
