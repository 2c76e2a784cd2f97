/**
 * Cancelling a VOB, every way it happens: by the caller (`POST /v1/verification-of-benefits/{id}/cancel`),
 * by staff (the /sandbox/v1 cancel action, autopilot), and automatically on `auto_cancel_on` when the
 * missing information was not provided. Each is a move the state machine must allow (VobStateMachine.ts),
 * written through VobWriter; a given reason is also posted as a comment by whoever cancelled.
 */
import { Effect } from "effect"
import type { VobRecord } from "./Vob.js"
import { cancelledRecord } from "./VobRecords.js"
import { VobWriter } from "./VobWriter.js"

export class VobCancellation extends Effect.Service<VobCancellation>()("vob-sandbox/VobCancellation", {
  effect: Effect.gen(function*() {
    const writer = yield* VobWriter

    const cancel = (
      companyId: string,
      id: string,
      who: { readonly by: "caller" | "staff"; readonly userId: string | null },
      reason: string | null
    ) =>
      writer.change(companyId, id, { by: who.by, action: "cancel" }, { by: who.userId }, (vob, now) =>
        Effect.gen(function*() {
          if (reason !== null) yield* writer.addComment(companyId, vob.id, { content: reason, source: who.by, by: who.userId })
          return cancelledRecord(vob, reason, who.userId, now)
        }))

    /** The auto-cancel job: only a VOB still waiting, unanswered, on the date the job was scheduled for. */
    const automatically = (companyId: string, id: string, date: string) =>
      writer.change(companyId, id, { by: "staff", action: "cancel" }, { by: null }, (vob, now) =>
        Effect.succeed<VobRecord>(
          vob.status === "missing_information" && vob.auto_cancel_on === date && vob.missing_information_answered_at === null
            ? cancelledRecord(vob, `Cancelled automatically: the missing information was not provided by ${date}.`, null, now)
            : vob
        ))

    return { cancel, automatically } as const
  }),
  dependencies: [VobWriter.Default]
}) {}
