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
import { type AuthenticationFailed, invalidCredentials, missingCredentials } from "../Domain/Errors.js"
import type { Caller } from "./CurrentCaller.js"
import { isShared } from "../Store/Dialect.js"

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

    /** X-API-Key wins over Authorization when both are sent. */
    const resolve = (headers: Readonly<Record<string, string | undefined>>): Caller | AuthenticationFailed => {
      const apiKey = headers["x-api-key"]
      if (apiKey !== undefined && apiKey !== "") {
        return apiKey === OPERATOR_GLOBAL_KEY ? operator(headers["x-company-id"]) : fromToken(apiKey, "api_key")
      }
      const authorization = headers["authorization"]
      if (authorization !== undefined && authorization !== "") {
        const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization)
        if (match === null) {
          return invalidCredentials({ message: "The Authorization header must be 'Bearer <token>'.", param: "Authorization" })
        }
        return match[1] === OPERATOR_GLOBAL_KEY ? operator(headers["x-company-id"]) : fromToken(match[1]!, "bearer")
      }
      return missingCredentials({ message: "Send an API key in X-API-Key or a bearer token in Authorization." })
    }

    /** Loads the token (or the operator key's company) named by `headers` from the database. */
    const lookUp = (headers: Readonly<Record<string, string | undefined>>) =>
      Effect.gen(function*() {
        const apiKey = headers["x-api-key"]
        const bearer = /^Bearer\s+(\S+)\s*$/i.exec(headers["authorization"] ?? "")?.[1]
        const token = apiKey !== undefined && apiKey !== "" ? apiKey : bearer
        if (token === undefined) return
        if (token === OPERATOR_GLOBAL_KEY) {
          const companyId = headers["x-company-id"]
          if (companyId === undefined || companyId === "") return
          const found = yield* sql<{ id: string }>`SELECT id FROM companies WHERE id = ${companyId}`
          for (const row of found) companies.add(row.id)
          return
        }
        const found = yield* sql<{ kind: Grant["kind"]; company_id: string; user_id: string | null }>`
          SELECT kind, company_id, user_id FROM credentials WHERE token = ${token}`
        for (const row of found) grants.set(token, { kind: row.kind, companyId: row.company_id, userId: row.user_id })
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
