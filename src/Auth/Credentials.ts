/**
 * Resolves request credentials to a caller from memory: every key and token is loaded once at
 * start-up and added as companies are created, so authentication costs no query per request.
 * Keys, tokens and companies are never changed or removed, so what is in memory stays true; on the
 * shared PostgreSQL store other instances create companies too, so there a key not in memory is
 * looked up once in the database before it is refused.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { OPERATOR_GLOBAL_KEY } from "../../fixtures/index.js"
import { AuthenticationFailed, conflictingCredentials, invalidCredentials, missingCredentials } from "../Domain/Errors.js"
import type { Caller } from "./CurrentCaller.js"
import { isShared } from "../Store/Dialect.js"

type Headers = Readonly<Record<string, string | undefined>>

const present = (value: string | undefined): string | undefined => (value === undefined || value === "" ? undefined : value)

const bearerToken = (authorization: string): string | undefined => /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1]

interface Grant {
  readonly kind: "api_key" | "bearer"
  readonly companyId: string
  readonly userId: string | null
}

export class Credentials extends Effect.Service<Credentials>()("vob-sandbox/Credentials", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const grants = new Map<string, Grant>()
    const companies = new Set<string>()

    const rows = yield* sql<{ token: string; kind: Grant["kind"]; company_id: string; user_id: string | null }>`
      SELECT token, kind, company_id, user_id FROM credentials`
    for (const row of rows) grants.set(row.token, { kind: row.kind, companyId: row.company_id, userId: row.user_id })
    for (const row of yield* sql<{ id: string }>`SELECT id FROM companies`) companies.add(row.id)

    const operator = (companyId: string | undefined): Caller | AuthenticationFailed => {
      if (companyId === undefined || companyId === "") {
        return missingCredentials({
          message: "The operator global key acts on one company: send its id in the X-Company-Id header.",
          param: "X-Company-Id"
        })
      }
      return companies.has(companyId)
        ? { companyId, via: "operator_key", userId: null }
        : invalidCredentials({ message: `No company '${companyId}' exists for X-Company-Id.`, param: "X-Company-Id" })
    }

    const fromToken = (token: string, kind: Grant["kind"]): Caller | AuthenticationFailed => {
      const grant = grants.get(token)
      if (grant === undefined || grant.kind !== kind) {
        return kind === "api_key"
          ? invalidCredentials({ message: "The API key in X-API-Key is not recognised.", param: "X-API-Key" })
          : invalidCredentials({ message: "The bearer token is not recognised.", param: "Authorization" })
      }
      return { companyId: grant.companyId, via: kind, userId: grant.userId }
    }

    const fromApiKey = (apiKey: string, headers: Headers): Caller | AuthenticationFailed =>
      apiKey === OPERATOR_GLOBAL_KEY ? operator(headers["x-company-id"]) : fromToken(apiKey, "api_key")

    const fromAuthorization = (authorization: string, headers: Headers): Caller | AuthenticationFailed => {
      const token = bearerToken(authorization)
      if (token === undefined) {
        return invalidCredentials({ message: "The Authorization header must be 'Bearer <token>'.", param: "Authorization" })
      }
      return token === OPERATOR_GLOBAL_KEY ? operator(headers["x-company-id"]) : fromToken(token, "bearer")
    }

    /**
     * Every credential sent is checked. Both headers may be sent when they name the same company (the API
     * key then decides how the caller is recorded, as when sent alone); naming two companies is refused
     * rather than settled silently for one of them.
     */
    const resolve = (headers: Headers): Caller | AuthenticationFailed => {
      const apiKey = present(headers["x-api-key"])
      const authorization = present(headers["authorization"])
      const byKey = apiKey === undefined ? undefined : fromApiKey(apiKey, headers)
      const byBearer = authorization === undefined ? undefined : fromAuthorization(authorization, headers)
      if (byKey === undefined || byKey instanceof AuthenticationFailed) {
        return byKey ?? byBearer ?? missingCredentials({ message: "Send an API key in X-API-Key or a bearer token in Authorization." })
      }
      if (byBearer === undefined) return byKey
      if (byBearer instanceof AuthenticationFailed) return byBearer
      if (byBearer.companyId === byKey.companyId) return byKey
      return conflictingCredentials({
        message: `X-API-Key acts on company '${byKey.companyId}' and the bearer token in Authorization on company ` +
          `'${byBearer.companyId}': send the credentials of one company (or only one of the two headers).`,
        param: "Authorization"
      })
    }

    /** Loads the tokens (or the operator key's company) named by `headers` from the database. */
    const lookUp = (headers: Headers) =>
      Effect.gen(function*() {
        const apiKey = present(headers["x-api-key"])
        const bearer = bearerToken(headers["authorization"] ?? "")
        for (const token of new Set([apiKey, bearer])) {
          if (token === undefined) continue
          if (token === OPERATOR_GLOBAL_KEY) {
            const companyId = present(headers["x-company-id"])
            if (companyId === undefined) continue
            const found = yield* sql<{ id: string }>`SELECT id FROM companies WHERE id = ${companyId}`
            for (const row of found) companies.add(row.id)
            continue
          }
          const found = yield* sql<{ kind: Grant["kind"]; company_id: string; user_id: string | null }>`
            SELECT kind, company_id, user_id FROM credentials WHERE token = ${token}`
          for (const row of found) grants.set(token, { kind: row.kind, companyId: row.company_id, userId: row.user_id })
        }
      }).pipe(Effect.orDie)

    return {
      resolve,
      /** True when keys may have been created by another instance (the shared store). */
      shared: isShared(sql),
      lookUp,
      /** Called after the transaction that stored them commits. */
      register: (companyId: string, tokens: ReadonlyArray<{ token: string } & Omit<Grant, "companyId">>) =>
        Effect.sync(() => {
          companies.add(companyId)
          for (const { token, ...grant } of tokens) grants.set(token, { ...grant, companyId })
        })
    } as const
  })
}) {}
