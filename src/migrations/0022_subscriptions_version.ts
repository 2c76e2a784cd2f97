import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { ddl } from "../Store/Dialect.js"

/**
 * A company's webhook-subscriptions version, raised by the database itself whenever a row of
 * `webhook_subscriptions` is written (a trigger: the API's writes, a reset, a snapshot's restore alike).
 * Each process keeps the company's active subscriptions in memory at the version it read them at, and
 * every event reads the version with its own INSERT (Webhooks/SubscriptionsRepo.ts, Events/EventLog.ts).
 */
export default Effect.gen(function*() {
  const sql = yield* SqlClient.SqlClient
  yield* ddl(sql)`ALTER TABLE companies ADD COLUMN subscriptions_version INTEGER NOT NULL DEFAULT 0`
  yield* sql.onDialectOrElse({
    pg: () =>
      Effect.zipRight(
        sql.unsafe(`CREATE FUNCTION webhook_subscriptions_changed() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            UPDATE companies SET subscriptions_version = subscriptions_version + 1
              WHERE id = CASE WHEN TG_OP = 'DELETE' THEN OLD.company_id ELSE NEW.company_id END;
            RETURN NULL;
          END $$`),
        sql.unsafe(`CREATE TRIGGER webhook_subscriptions_changed AFTER INSERT OR UPDATE OR DELETE ON webhook_subscriptions
          FOR EACH ROW EXECUTE FUNCTION webhook_subscriptions_changed()`)
      ),
    orElse: () =>
      Effect.forEach([["INSERT", "NEW"], ["UPDATE", "NEW"], ["DELETE", "OLD"]] as const, ([event, row]) =>
        sql.unsafe(`CREATE TRIGGER webhook_subscriptions_${event.toLowerCase()} AFTER ${event} ON webhook_subscriptions
          BEGIN UPDATE companies SET subscriptions_version = subscriptions_version + 1 WHERE id = ${row}.company_id; END`), { discard: true })
  })
})
