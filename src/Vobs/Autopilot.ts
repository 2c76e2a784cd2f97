/**
 * Autopilot: like test card numbers in payment sandboxes, a policy whose member_number starts with
 * one of these prefixes gets its VOBs driven by scheduled staff steps on the sandbox clock. Each
 * step is a staff action run at `afterSeconds` past its trigger; a step the state machine no longer
 * allows (the test moved the VOB itself) is skipped.
 */
import type { StaffAction } from "./Transitions.js"

export const autopilotScenarios = ["AUTO_COMPLETE", "AUTO_MISSING", "AUTO_CANCEL", "AUTO_FOLLOWUP"] as const
export type AutopilotScenario = typeof autopilotScenarios[number]

export type AutopilotTrigger = "created" | "answered" | "follow_up_requested"

export interface AutopilotStep {
  readonly afterSeconds: number
  readonly action: StaffAction
  readonly body?: Record<string, unknown>
}

export const scenarioOf = (memberNumber: string): AutopilotScenario | null =>
  autopilotScenarios.find((prefix) => memberNumber.toUpperCase().startsWith(prefix)) ?? null

export const AUTOPILOT_ASK = "Please send a photo of the back of the insurance card."

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
export const autopilotPlan = (scenario: AutopilotScenario, trigger: AutopilotTrigger): ReadonlyArray<AutopilotStep> => {
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
            body: { content: AUTOPILOT_ASK }
          }]
        case "AUTO_CANCEL":
          return [
            { afterSeconds: 60, action: "start" },
            { afterSeconds: 120, action: "ask-missing-information", body: { content: AUTOPILOT_ASK } },
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
