/**
 * The /sandbox/v1 companies group: creating an isolated company and its credentials.
 * Part of the public /sandbox/v1 control contract: users' test suites depend on these paths and bodies.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { ConflictError, ValidationFailedError } from "../src/Domain/Errors.js"
import { FreeText, TEXT_LIMITS, Uuid } from "../src/Domain/Scalars.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"
import { ReleaseSwitches } from "./ReleasesApi.js"

export const CreatedCompany = Schema.Struct({
  company: Schema.Struct({ id: Uuid, name: Schema.String }),
  api_key: Schema.String,
  bearer_token: Schema.String,
  user: Schema.Struct({ id: Uuid, name: Schema.String, email: Schema.String })
}).annotations({ identifier: "CreatedCompany" })

export class SandboxCompaniesApi extends HttpApiGroup.make("sandboxCompanies")
  .add(
    HttpApiEndpoint.post("create", "/sandbox/v1/companies")
      .annotate(OpenApi.Summary, "Create a sandbox company")
      .setPayload(Schema.NullOr(Schema.Struct({
        name: Schema.optional(FreeText(TEXT_LIMITS.name).pipe(Schema.minLength(1))),
        seed: Schema.optional(Schema.String.pipe(Schema.minLength(1), Schema.maxLength(200)).annotations({
          description: "Makes the company deterministic: its id, credentials and every id and secret its records get " +
            "derive from the seed and the company's own operations. Unique on the server (409 seed_taken)."
        })),
        releases: Schema.optional(ReleaseSwitches)
      }).annotations({ ...refusesUnknownFields, identifier: "CompanyCreate" })))
      .addSuccess(CreatedCompany, { status: 201 })
      .addError(ValidationFailedError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Creates an isolated company seeded with the fixtures and returns its credentials. " +
          "Needs no credentials; companies never see each other's records. With `seed`, the same script " +
          "gives the same ids, secrets and generated values on every run."
      )
  )
  .annotate(OpenApi.Title, "Sandbox: companies")
{}
