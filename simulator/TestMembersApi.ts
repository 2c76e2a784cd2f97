/** `GET /sandbox/v1/test-members`: the SBX- member number grammar, so nobody reads our source to learn it. */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"

const Described = Schema.Struct({ name: Schema.String, what: Schema.String })

export const TestMemberCatalog = Schema.Struct({
  grammar: Schema.String,
  case_insensitive: Schema.Boolean,
  delay: Schema.String,
  shapes_rule: Schema.String,
  not_parsing: Schema.String,
  outcomes: Schema.Array(Described),
  shapes: Schema.Array(Described),
  examples: Schema.Array(Schema.Struct({ member_number: Schema.String, what: Schema.String })),
  prefixes: Schema.Array(Described).annotations({
    description: "The older AUTO_* prefixes (a member number starting with one), kept as they were."
  })
}).annotations({ identifier: "TestMemberCatalog" })

export class SandboxTestMembersApi extends HttpApiGroup.make("sandboxTestMembers")
  .add(
    HttpApiEndpoint.get("list", "/sandbox/v1/test-members")
      .annotate(OpenApi.Summary, "Test member numbers that drive outcomes")
      .addSuccess(TestMemberCatalog)
      .annotate(
        OpenApi.Description,
        "The grammar `SBX-<OUTCOME>[-<DELAY>][-<SHAPE>]...` of member numbers whose policies' VOBs staff drive on " +
          "the sandbox clock, every outcome and shape with what it does, and worked examples."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: test members")
  .annotate(
    OpenApi.Description,
    "Test members: member numbers whose verification outcome is known in advance."
  )
{}
