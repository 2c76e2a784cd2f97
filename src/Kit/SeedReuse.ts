/**
 * `sandbox.company({ seed, reuseSeed: true })` where another company of the server already has the seed
 * (`409 seed_taken`): a rerun of the same script against a sandbox that outlived the last run (vitest's
 * watch mode with the global setup, a retried test, a long-running `npx vob-sandbox`). A seeded company's
 * credentials derive from its seed, so the kit reaches that company again and brings it back to how a
 * new company with these options starts: the same seed then gives the same bytes on every run.
 */
import { companyTokens } from "../Companies/CompanyTokens.js"
import { clientOver, dataOf, type Transport } from "./ApiClient.js"
import type { AnswerOf, BodyOf } from "./OperationTypes.js"

/** What opening a company handle takes: the creation's answer (a fork's and a reused company's alike). */
export type OpenedCompany = Omit<AnswerOf<"sandboxCompanies.create">, "clock">

type ReleaseSwitches = NonNullable<NonNullable<BodyOf<"sandboxReleases.update">>>

/**
 * The company holding `seed`, as a new one created with `at` and `releases` starts: release switches the
 * defaults with `releases` over them, no fault rules, no snapshots, its data back to the fixtures and the
 * seed's sequence restarted (a reset, which stamps the fixtures with the company's creation instant), and
 * its clock frozen at `at`. Not for a company someone else is using at the same time: its data is reset.
 */
export const reuseSeededCompany = async (
  baseUrl: string,
  transport: Transport | undefined,
  options: { readonly seed: string; readonly at?: string | undefined; readonly releases?: ReleaseSwitches | undefined }
): Promise<OpenedCompany> => {
  const operation = "company (reuseSeed)"
  const { apiKey, bearerToken } = companyTokens(options.seed)
  const api = clientOver(baseUrl, { apiKey }, transport)
  // What a reset keeps as configuration: fault rules, snapshots, release switches.
  await dataOf(operation, api.DELETE("/sandbox/v1/faults"))
  for (;;) {
    const { data } = await dataOf(operation, api.GET("/sandbox/v1/snapshots", { params: { query: { limit: 100 } } }))
    if (data.length === 0) break
    for (const snapshot of data) await dataOf(operation, api.DELETE("/sandbox/v1/snapshots/{id}", { params: { path: { id: snapshot.id } } }))
  }
  const { data: states } = await dataOf(operation, api.GET("/sandbox/v1/releases"))
  const wanted: Record<string, boolean> = { ...Object.fromEntries(states.map((r) => [r.name, r.default])), ...options.releases }
  if (states.some((r) => wanted[r.name] !== r.enabled)) {
    await dataOf(operation, api.PATCH("/sandbox/v1/releases", { body: wanted as ReleaseSwitches }))
  }
  const fixtures = await dataOf(operation, api.POST("/sandbox/v1/reset"))
  if (options.at !== undefined) await dataOf(operation, api.POST("/sandbox/v1/clock/freeze", { body: { at: options.at } }))
  // The company's own user, as its creation answered it (a fork's is its source's first user).
  const user = fixtures.users.find((u) => u.user_type === "admin") ?? fixtures.users[0]!
  return {
    company: fixtures.company,
    api_key: apiKey,
    bearer_token: bearerToken,
    user: { id: user.id, name: user.name, email: user.email },
    fixtures
  }
}
