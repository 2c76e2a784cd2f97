/** A document table's rows listed newest first (insertion order reversed), for the sandbox's inspection lists. */
import { SqlClient, type Statement } from "@effect/sql"
import { Effect } from "effect"
import type { Page } from "../Domain/Pagination.js"

interface Listable<L> {
  readonly list: (
    companyId: string,
    page: Page,
    filters: ReadonlyArray<Statement.Fragment>,
    orderBy: Statement.Fragment
  ) => L
}

export const listNewestFirst = <L, E, R>(table: Effect.Effect<Listable<L>, E, R>) =>
  Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const rows = yield* table
    return (companyId: string, page: Page): L => rows.list(companyId, page, [], sql`rowid DESC`)
  })
