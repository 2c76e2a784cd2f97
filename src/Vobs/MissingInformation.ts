/**
 * The missing-information cycle of a VOB, as pure record changes: staff ask (a comment holds the
 * question), may warn of the auto-cancel, the caller answers (a comment or a notes update), staff resume.
 * The staff actions are in VobStaffActions.ts, the caller's answer in Vobs.ts, the auto-cancel in
 * Cancellation.ts; which of these moves a VOB allows is VobStateMachine.ts's to say.
 */
import { invalidParameter } from "../Domain/Errors.js"
import { toIsoDate } from "../Domain/Scalars.js"
import { Effect } from "effect"
import type { VobRecord } from "./Vob.js"
import { enterStatus } from "./VobStateMachine.js"
import type { Now } from "./VobWriter.js"

const DEFAULT_WARNING_DAYS = 7
const DAY_MS = 86_400_000

/** Staff asked: the VOB waits on the caller, any earlier answer or auto-cancel date forgotten. */
export const askedRecord = (vob: VobRecord, ask: { readonly commentId: string; readonly content: string }, at: Now): VobRecord => ({
  ...enterStatus(vob, "missing_information", at.iso),
  missing_information_ask: { comment_id: ask.commentId, content: ask.content, created_at: at.iso },
  missing_information_answered_at: null,
  auto_cancel_on: null
})

/** Staff warned: the VOB is cancelled on `auto_cancel_on` (default today + 7 days) unless answered; a date not after today is 422. */
export const warnedRecord = (vob: VobRecord, autoCancelOn: string | undefined, at: Now) => {
  const today = toIsoDate(at.ms)
  const date = autoCancelOn ?? toIsoDate(at.ms + DEFAULT_WARNING_DAYS * DAY_MS)
  return date <= today
    ? Effect.fail(invalidParameter("auto_cancel_on", `auto_cancel_on must be after today (${today}).`))
    : Effect.succeed<VobRecord>({ ...vob, auto_cancel_on: date })
}

/** Staff resumed: back in progress, the ask closed. */
export const resumedRecord = (vob: VobRecord, at: Now): VobRecord => ({
  ...enterStatus(vob, "in_progress", at.iso),
  missing_information_ask: null
})

/** A comment or notes update after staff asked answers the ask: the auto-cancel is called off. */
export const answeredRecord = (vob: VobRecord, at: Now): VobRecord =>
  vob.status === "missing_information" && vob.missing_information_ask !== null &&
    vob.missing_information_ask.created_at <= at.iso
    ? { ...vob, missing_information_answered_at: at.iso, auto_cancel_on: null }
    : vob
