/**
 * A completed VOB's follow-up, as pure record changes: the caller requests one (Vobs.ts, with a
 * comment), staff take it, or start one themselves, and close it (VobStaffActions.ts, optionally
 * correcting the result). Which of these moves a VOB allows is VobStateMachine.ts's to say.
 */
import type { VobRecord } from "./Vob.js"
import type { Now } from "./VobWriter.js"

export const followUpRequestedRecord = (vob: VobRecord, at: Now): VobRecord => ({
  ...vob,
  follow_up: { state: "requested", requested_at: at.iso, started_at: null }
})

export const followUpTakenRecord = (vob: VobRecord, at: Now): VobRecord => ({
  ...vob,
  follow_up: vob.follow_up && { ...vob.follow_up, state: "in_progress", started_at: at.iso }
})

export const followUpStartedRecord = (vob: VobRecord, at: Now): VobRecord => ({
  ...vob,
  follow_up: { state: "in_progress", requested_at: at.iso, started_at: at.iso }
})

export const followUpClosedRecord = (vob: VobRecord): VobRecord => ({ ...vob, follow_up: null })
