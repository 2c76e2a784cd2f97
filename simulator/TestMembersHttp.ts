import { Effect } from "effect"
import { Api } from "../src/Api.js"
import { apiGroup } from "../src/Http/ApiGroup.js"
import { AUTOPILOT_PREFIX_STEPS } from "../src/Vobs/Autopilot.js"
import { testMemberExamples, testMemberGrammar, testMemberOutcomes, testMemberShapes } from "../src/Vobs/TestMembers.js"

const described = (table: Record<string, string>) => Object.entries(table).map(([name, what]) => ({ name, what }))

const catalog = {
  ...testMemberGrammar,
  outcomes: described(testMemberOutcomes),
  shapes: described(testMemberShapes),
  examples: testMemberExamples,
  prefixes: described(AUTOPILOT_PREFIX_STEPS)
}

export const SandboxTestMembersHttpLive = apiGroup(Api, "sandboxTestMembers", (handlers) =>
  Effect.succeed(handlers.handle("list", () => Effect.succeed(catalog))))
