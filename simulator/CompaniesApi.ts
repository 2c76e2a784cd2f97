/**
 * The /sandbox/v1 companies group: creating an isolated company and its credentials.
 * Part of the public /sandbox/v1 control contract: users' test suites depend on these paths and bodies.
 */
import { HttpApiEndpoint, HttpApiGroup, OpenApi } from "@effect/platform"
import { Schema } from "effect"
import { ConflictError, ValidationFailedError } from "../src/Domain/Errors.js"
import { FreeText, IsoDateTimeInput, TEXT_LIMITS, Uuid } from "../src/Domain/Scalars.js"
import { refusesUnknownFields } from "../src/Domain/Strict.js"
import { ClockState } from "./ClockApi.js"
import { Fixtures } from "./DataApi.js"
import { ReleaseSwitches } from "./ReleasesApi.js"

export const CreatedCompany = Schema.Struct({
  company: Schema.Struct({ id: Uuid, name: Schema.String }),
  api_key: Schema.String,
  bearer_token: Schema.String,
  user: Schema.Struct({ id: Uuid, name: Schema.String, email: Schema.String })
}).annotations({ identifier: "CreatedCompany" })

/** A creation's answer: the credentials, and what a test reads next (fixtures, clock) without a second request. */
export const NewCompany = Schema.Struct({
  ...CreatedCompany.fields,
  fixtures: Fixtures,
  clock: ClockState
}).annotations({ identifier: "NewCompany" })

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
        releases: Schema.optional(ReleaseSwitches),
        at: Schema.optional(IsoDateTimeInput.annotations({
          description: "Freezes the new company's clock at this instant (a date-time without a zone is UTC); its " +
            "fixtures are stamped with it. Without it the clock starts as the server's --clock says."
        }))
      }).annotations({ ...refusesUnknownFields, identifier: "CompanyCreate" })))
      .addSuccess(NewCompany, { status: 201 })
      .addError(ValidationFailedError)
      .addError(ConflictError)
      .annotate(
        OpenApi.Description,
        "Creates an isolated company seeded with the fixtures and returns its credentials, its fixtures (as " +
          "`GET /sandbox/v1/fixtures` lists them) and its clock (frozen at `at` when one is sent). " +
          "Needs no credentials; companies never see each other's records. With `seed`, the same script " +
          "gives the same ids, secrets and generated values on every run."
      )
  )
  .annotate(OpenApi.Title, "Sandbox: companies")
  .annotate(
    OpenApi.Description,
    "Sandbox companies: create one (no credentials needed) and get its keys and fixtures."
  )
{}
