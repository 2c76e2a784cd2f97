/** `/sandbox/v1/releases`: the spec's announced releases, switched per company (src/Releases/ReleaseCatalog.ts). */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { Authentication } from "../src/Auth/Authentication.js"
import { ValidationFailedError } from "../src/Domain/Errors.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"
import { type ReleaseName, releases } from "../src/Releases/ReleaseCatalog.js"

export const ReleaseSwitches = Schema.Struct(
  Object.fromEntries(releases.map((r) => [r.name, Schema.optional(Schema.Boolean).annotations({ description: r.changes })])) as {
    readonly [K in ReleaseName]: Schema.optional<typeof Schema.Boolean>
  }
).annotations({
  ...refusesUnknownFields,
  identifier: "ReleaseSwitches",
  description: "Release name → switched on (true) or off (false), as GET /sandbox/v1/releases lists them " +
    "(an unknown name is 422 naming it)."
})

export const ReleaseState = Schema.Struct({
  name: Schema.String,
  enabled: Schema.Boolean,
  default: Schema.Boolean.annotations({ description: "Its state for a company created without switches (today's behaviour)." }),
  changes: Schema.String
}).annotations({ identifier: "ReleaseState" })

export const ReleaseList = Schema.Struct({ data: Schema.Array(ReleaseState) }).annotations({ identifier: "ReleaseList" })

export class SandboxReleasesApi extends HttpApiGroup.make("sandboxReleases")
  .add(
    HttpApiEndpoint.get("list", "/sandbox/v1/releases")
      .annotate(OpenApi.Summary, "List the announced releases")
      .addSuccess(ReleaseList)
      .annotate(OpenApi.Description, "Each release the spec's Versioning section announces, its state for the company and what it changes.")
  )
  .add(
    HttpApiEndpoint.patch("update", "/sandbox/v1/releases")
      .annotate(OpenApi.Summary, "Switch releases")
      .setPayload(ReleaseSwitches)
      .addSuccess(ReleaseList)
      .addError(ValidationFailedError)
      .annotate(
        OpenApi.Description,
        "Switches releases on or off for the company, e.g. `{\"dob_mmddyyyy\": true}`; the others keep their state. " +
          "A reset keeps them. `GET /openapi.json?company=<id>` (or with the company's key) describes the API as switched."
      )
  )
  .middleware(Authentication)
  .annotate(OpenApi.Title, "Sandbox: releases")
  .annotate(
    OpenApi.Description,
    "The company's release switches: turn announced API changes on or off before they ship."
  )
{}
