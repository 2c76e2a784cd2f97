/**
 * `vob-sandbox/client`: for Effect users, the `HttpApiClient` derived from the very `Api` definition the
 * sandbox serves (no second description of the API).
 */
import { HttpApiClient } from "@effect/platform"
import { Api } from "../Api.js"

export { Api }

/** `const client = yield* makeSandboxClient("http://127.0.0.1:4010")`; needs an `HttpClient` layer. */
export const makeSandboxClient = (baseUrl: string) => HttpApiClient.make(Api, { baseUrl })
