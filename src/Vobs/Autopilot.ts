/**
 * Autopilot: like test card numbers in payment sandboxes, a policy whose member_number starts with
 * one of these prefixes gets its VOBs driven by scheduled staff steps on the sandbox clock. Each
 * step is a staff action run at `afterSeconds` past its trigger; a step the state machine no longer
 * allows (the test moved the VOB itself) is skipped.
 */
import { USUAL_QUESTION } from "./UsualQuestion.js"
import { parseTestMember, type TestMember } from "./TestMembers.js"
import type { StaffAction } from "./VobStateMachine.js"

export const autopilotScenarios = ["AUTO_COMPLETE", "AUTO_MISSING", "AUTO_CANCEL", "AUTO_FOLLOWUP"] as const
type AutopilotScenario = typeof autopilotScenarios[number]

export type AutopilotTrigger = "created" | "answered" | "follow_up_requested"

/** A staff action, or settling the VOB's pending push (`sync-result`, which the state machine does not govern). */
type AutopilotAction = StaffAction | "sync-result"

interface AutopilotStep {
  readonly afterSeconds: number
  readonly action: AutopilotAction
  readonly body?: Record<string, unknown>
}

export const scenarioOf = (memberNumber: string): AutopilotScenario | null =>
  autopilotScenarios.find((prefix) => memberNumber.toUpperCase().startsWith(prefix)) ?? null

/** What drives a policy's VOBs: an AUTO_* prefix, an SBX- test member (TestMembers.ts), or nothing. */
type AutopilotDriver = AutopilotScenario | TestMember

export const driverOf = (memberNumber: string): AutopilotDriver | null =>
  scenarioOf(memberNumber) ?? parseTestMember(memberNumber)

/** The AUTO_* prefixes' steps in words (README, "Autopilot"; GET /sandbox/v1/test-members). */
export const AUTOPILOT_PREFIX_STEPS: Record<AutopilotScenario, string> = {
  AUTO_COMPLETE: "start at +60 s, complete at +300 s",
  AUTO_MISSING: "start at +60 s, ask for missing information at +120 s; once answered: resume 60 s and complete 300 s after the answer",
  AUTO_CANCEL: "start at +60 s, ask at +120 s, warn at +180 s (auto-cancel on today + 7 days); cancelled on that date unless answered",
  AUTO_FOLLOWUP: "start at +60 s, complete at +300 s, staff start a follow-up at +600 s and close it with a corrected result at +900 s"
}

/** A correction staff make on a follow-up: always a change to the result. */
export const AUTOPILOT_CORRECTION = {
  individual_deductible_remaining_in_network: 0,
  notes: "Corrected on follow-up: the payer confirmed the individual deductible is met."
}

const completeAfter = (start: number): ReadonlyArray<AutopilotStep> => [
  { afterSeconds: start, action: "start" },
  { afterSeconds: start + 240, action: "complete" }
]

const followUp = (take: number): ReadonlyArray<AutopilotStep> => [
  { afterSeconds: take, action: "follow-up/take" },
  { afterSeconds: take + 240, action: "follow-up/close", body: { result: AUTOPILOT_CORRECTION } }
]

/**
 * The documented timings (README, "Autopilot"):
 * - created: every scenario starts at +60 s; AUTO_COMPLETE and AUTO_FOLLOWUP complete at +300 s;
 *   AUTO_MISSING and AUTO_CANCEL ask for missing information at +120 s; AUTO_CANCEL warns at +180 s
 *   (auto-cancel on today + 7 days); AUTO_FOLLOWUP starts a follow-up at +600 s and closes it with a
 *   corrected result at +900 s.
 * - answered (the caller answers the ask): resume at +60 s, complete at +300 s.
 * - follow_up_requested (any scenario): take at +60 s, close with a corrected result at +300 s.
 */
export const autopilotPlan = (driver: AutopilotDriver, trigger: AutopilotTrigger): ReadonlyArray<AutopilotStep> => {
  if (typeof driver !== "string") return testMemberPlan(driver, trigger)
  const scenario = driver
  switch (trigger) {
    case "answered":
      return [{ afterSeconds: 60, action: "resume" }, { afterSeconds: 300, action: "complete" }]
    case "follow_up_requested":
      return followUp(60)
    case "created":
      switch (scenario) {
        case "AUTO_COMPLETE":
          return completeAfter(60)
        case "AUTO_MISSING":
          return [{ afterSeconds: 60, action: "start" }, {
            afterSeconds: 120,
            action: "ask-missing-information",
            body: { content: USUAL_QUESTION }
          }]
        case "AUTO_CANCEL":
          return [
            { afterSeconds: 60, action: "start" },
            { afterSeconds: 120, action: "ask-missing-information", body: { content: USUAL_QUESTION } },
            { afterSeconds: 180, action: "warn" }
          ]
        case "AUTO_FOLLOWUP":
          return [
            ...completeAfter(60),
            { afterSeconds: 600, action: "follow-up/start" },
            { afterSeconds: 900, action: "follow-up/close", body: { result: AUTOPILOT_CORRECTION } }
          ]
      }
  }
}

/** Staff start a test member's VOB 60 s after creation, or at its outcome when that comes sooner. */
const TEST_MEMBER_START_SECONDS = 60
/** FOLLOWUP_CHANGED: the follow-up starts this long after completion and closes twice as long after. */
const TEST_MEMBER_FOLLOW_UP_SECONDS = 300

/** The steps of an SBX- test member: its outcome at `delaySeconds` after creation (TestMembers.ts says what each does). */
const testMemberPlan = (member: TestMember, trigger: AutopilotTrigger): ReadonlyArray<AutopilotStep> => {
  if (trigger !== "created") return autopilotPlan("AUTO_COMPLETE", trigger)
  const at = member.delaySeconds
  const start: AutopilotStep = { afterSeconds: Math.min(TEST_MEMBER_START_SECONDS, at), action: "start" }
  const ask: AutopilotStep = { afterSeconds: at, action: "ask-missing-information", body: { content: USUAL_QUESTION } }
  const complete: AutopilotStep = { afterSeconds: at, action: "complete" }
  switch (member.outcome) {
    case "COMPLETE":
      return [start, complete]
    case "MISSING":
      return [start, ask]
    case "MISSING_UNANSWERED":
      return [start, ask, { afterSeconds: at, action: "warn" }]
    case "CANCEL":
      return [start, {
        afterSeconds: at,
        action: "cancel",
        body: { reason: "Cancelled by staff: the test member asked for it (SBX-CANCEL)." }
      }]
    case "FOLLOWUP_CHANGED":
      return [
        start,
        complete,
        { afterSeconds: at + TEST_MEMBER_FOLLOW_UP_SECONDS, action: "follow-up/start" },
        {
          afterSeconds: at + 2 * TEST_MEMBER_FOLLOW_UP_SECONDS,
          action: "follow-up/close",
          body: { result: AUTOPILOT_CORRECTION }
        }
      ]
    case "SYNC_FAIL":
      return [start, complete, { afterSeconds: at, action: "sync-result", body: { status: "failed" } }]
  }
}
