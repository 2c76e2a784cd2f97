/** SQL for credentialing records. Rows hold the encoded API form, so a read is one indexed lookup. */
import { SqlClient } from "@effect/sql"
import { Effect, Option } from "effect"
import { listed, offsetOf, type Page } from "../Domain/Pagination.js"
import type { Credentialing } from "./Credentialing.js"
import { SqlLive } from "../Sql.js"

export class CredentialingRepo extends Effect.Service<CredentialingRepo>()("vob-sandbox/CredentialingRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient

    /** The stored JSON of one record, ready to send. */
    const findJson = (companyId: string, id: string) =>
      sql<{ doc: string }>`SELECT doc FROM credentialing WHERE company_id = ${companyId} AND id = ${id}`.pipe(
        Effect.map((rows) => Option.map(Option.fromNullable(rows[0]), (row) => row.doc)),
        Effect.orDie
      )

    const list = (companyId: string, filter: { readonly type?: Credentialing["type"] | undefined }, page: Page) =>
      Effect.gen(function*() {
        const where = filter.type === undefined
          ? sql`company_id = ${companyId}`
          : sql`company_id = ${companyId} AND type = ${filter.type}`
        const [count] = yield* sql<{ total: number }>`SELECT COUNT(*) AS total FROM credentialing WHERE ${where}`
        const rows = yield* sql<{ doc: string }>`SELECT doc FROM credentialing WHERE ${where}
          ORDER BY rowid LIMIT ${page.limit} OFFSET ${offsetOf(page)}`
        return listed(rows.map((row) => JSON.parse(row.doc) as Credentialing), count!.total, page)
      }).pipe(Effect.orDie)

    return { findJson, list } as const
  }),
  dependencies: [SqlLive]
}) {}
