import { describe, expect, it } from "vitest"
import {
  enterStatus,
  type Move,
  movesFrom,
  refusalMessage,
  verdict,
  type VobFacts,
  type VobStatus
} from "../src/Vobs/VobStateMachine.js"

const base: VobFacts = {
  status: "pending",
  followUp: null,
  asked: false,
  answered: false,
  backfilled: false,
  newerVobOpenOnPolicy: false,
  newerVobHoldsCurrentResult: false,
  patientOrPolicyDeleted: false,
  integrationSyncsVobs: true
}

/** Named states of a VOB, and which moves each allows (every other move is refused). */
const states: Record<string, { readonly facts: Partial<VobFacts>; readonly allowed: ReadonlyArray<string> }> = {
  "pending": {
    facts: { status: "pending" },
    allowed: ["staff start", "staff ask-missing-information", "staff complete", "staff cancel", "caller update", "caller cancel", "caller comment"]
  },
  "in_progress": {
    facts: { status: "in_progress" },
    allowed: ["staff ask-missing-information", "staff complete", "staff cancel", "caller update", "caller cancel", "caller comment"]
  },
  "missing_information, asked": {
    facts: { status: "missing_information", asked: true },
    allowed: [
      "staff ask-missing-information", "staff warn", "staff resume", "staff complete", "staff cancel",
      "caller update", "caller cancel", "caller comment"
    ]
  },
  "missing_information, answered": {
    facts: { status: "missing_information", asked: true, answered: true },
    allowed: [
      "staff ask-missing-information", "staff resume", "staff complete", "staff cancel",
      "caller update", "caller cancel", "caller comment"
    ]
  },
  "completed": {
    facts: { status: "completed" },
    allowed: ["staff follow-up/start", "caller update", "caller comment", "caller follow-up-request", "caller review", "caller sync"]
  },
  "completed, follow-up requested": {
    facts: { status: "completed", followUp: "requested" },
    allowed: ["staff follow-up/take", "caller update", "caller comment"]
  },
  "completed, follow-up in progress": {
    facts: { status: "completed", followUp: "in_progress" },
    allowed: ["staff follow-up/close", "caller update", "caller comment"]
  },
  "cancelled": { facts: { status: "cancelled" }, allowed: ["caller comment"] }
}

describe("VOB transitions", () => {
  for (const [name, { facts, allowed }] of Object.entries(states)) {
    it(`${name}: allows exactly ${allowed.length} moves`, () => {
      const moves = movesFrom({ ...base, ...facts })
      expect(moves.filter((m) => m.allowed).map((m) => `${m.by} ${m.action}`).sort()).toEqual([...allowed].sort())
      for (const move of moves.filter((m) => !m.allowed)) {
        expect(move, `${move.by} ${move.action}`).toMatchObject({ allowed: false, reason: expect.any(String) })
      }
    })
  }

  it.each([
    [{ status: "in_progress" as VobStatus }, "the VOB is not completed (it is in_progress)"],
    [{ status: "completed" as VobStatus, followUp: "requested" as const }, "the VOB already has an open follow-up"],
    [{ status: "completed" as VobStatus, newerVobOpenOnPolicy: true }, "a newer VOB is open on the same policy"],
    [{ status: "completed" as VobStatus, newerVobHoldsCurrentResult: true }, "a newer VOB holds the policy's current result"],
    [{ status: "completed" as VobStatus, backfilled: true }, "the VOB is backfilled (it predates VOB requests)"],
    [{ status: "completed" as VobStatus, patientOrPolicyDeleted: true }, "the VOB's patient or policy was deleted"]
  ])("refuses a follow-up request when %j: %s", (facts, reason) => {
    expect(verdict({ ...base, ...facts }, { by: "caller", action: "follow-up-request" })).toEqual({ allowed: false, reason })
  })

  it("refuses sync without an integration that syncs VOBs", () => {
    expect(verdict({ ...base, status: "completed", integrationSyncsVobs: false }, { by: "caller", action: "sync" }))
      .toEqual({ allowed: false, reason: "none of your integrations syncs VOBs" })
  })

  it("says what was refused, the current state and what is allowed from it", () => {
    const move: Move = { by: "staff", action: "start" }
    expect(refusalMessage({ ...base, status: "completed", followUp: "requested" }, move)).toBe(
      "Cannot start: the VOB is completed; this needs pending. The VOB is completed with a requested follow-up; " +
        "allowed now: staff follow-up/take, caller update, caller comment."
    )
  })
})

describe("entering and leaving missing_information", () => {
  const vob = { status: "in_progress" as VobStatus, missing_information_since: null, sla_paused_seconds: 30, auto_cancel_on: null }

  it("stamps missing_information_since on entry", () => {
    expect(enterStatus(vob, "missing_information", "2030-01-01T09:00:00.000Z")).toEqual({
      ...vob,
      status: "missing_information",
      missing_information_since: "2030-01-01T09:00:00.000Z"
    })
  })

  it("adds the wait to sla_paused_seconds on leaving and drops a pending auto-cancel", () => {
    const waiting = { ...vob, status: "missing_information" as VobStatus, missing_information_since: "2030-01-01T09:00:00.000Z", auto_cancel_on: "2030-01-08" }
    expect(enterStatus(waiting, "in_progress", "2030-01-01T10:30:00.900Z")).toEqual({
      ...waiting,
      status: "in_progress",
      sla_paused_seconds: 30 + 5400,
      auto_cancel_on: null
    })
  })

  it("changes nothing when the status stays", () => {
    expect(enterStatus(vob, "in_progress", "2030-01-01T09:00:00.000Z")).toBe(vob)
  })
})
