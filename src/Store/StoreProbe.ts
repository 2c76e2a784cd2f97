/** What `/healthz` and `/readyz` ask of the store: which one it is, and whether it answers now. */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"

export const storeProbe = Effect.map(SqlClient.SqlClient, (sql) => ({
  store: sql.onDialectOrElse({ pg: () => "postgres", orElse: () => "sqlite" }),
  // Bounded, so a store that hangs reads as unreachable rather than holding the probe open.
  reachable: sql`SELECT 1`.pipe(Effect.timeout("2 seconds"), Effect.as(true), Effect.orElseSucceed(() => false))
}))
