/**
 * SQL for webhook subscriptions (a document table), and each company's active subscriptions held in
 * memory at its `subscriptions_version`, which the database raises with every write of its subscriptions
 * (migration 0022): an event reads none while they have not changed.
 */
import { SqlClient } from "@effect/sql"
import { Effect } from "effect"
import { makeCompanyWrites } from "../Store/CompanyWrites.js"
import { makeDocumentTable } from "../Store/DocumentTable.js"
import { SubscriptionWithSecret } from "./Webhook.js"

const subscriptionsTable = makeDocumentTable({
  table: "webhook_subscriptions",
  resource: "webhook subscription",
  schema: SubscriptionWithSecret,
  columns: (subscription) => ({ is_active: subscription.is_active }),
  deactivate: (subscription) => ({ ...subscription, is_active: false })
})

/** A company's active subscriptions as read at one `subscriptions_version`. */
interface SubscriptionsAt {
  readonly version: number
  readonly active: ReadonlyArray<SubscriptionWithSecret>
}

export class WebhookSubscriptionsRepo extends Effect.Service<WebhookSubscriptionsRepo>()("vob-sandbox/WebhookSubscriptionsRepo", {
  effect: Effect.gen(function*() {
    const sql = yield* SqlClient.SqlClient
    const subscriptions = yield* subscriptionsTable

    // Per company, its active subscriptions as last read.
    const held = new Map<string, SubscriptionsAt>()
    const writes = makeCompanyWrites((companyId) => held.delete(companyId))

    /**
     * The company's active subscriptions that name `eventType` (with their secrets), as of `version` (the
     * company's `subscriptions_version`, which the database raises with every write of its subscriptions,
     * read by the caller in its own statement): from memory when held at that version, else read.
     */
    const subscribersOf = (companyId: string, eventType: string, version: number) =>
      Effect.suspend(() => {
        const known = held.get(companyId)
        const active = known !== undefined && known.version === version
          ? Effect.succeed(known.active)
          : Effect.tap(subscriptions.all(companyId, [sql`is_active = 1`]), (active) => {
            if (!writes.isWriting(companyId)) held.set(companyId, { version, active })
          })
        return Effect.map(active, (all) => all.filter((subscription) => subscription.event_types.includes(eventType as never)))
      })

    /** Runs `effect`, the outermost work writing the company's subscriptions: none read meanwhile is kept. */
    const whileChanging = writes.whileWriting

    return { subscriptions, subscribersOf, whileChanging } as const
  })
}) {}
