/**
 * "Is this an active credentialing record of the company?", for features that name a billing or
 * rendering provider (VOB specialties, prior authorizations): the record, or 404 naming `param`.
 */
import { Effect, Option } from "effect"
import { notFound, type NotFound } from "../Domain/Errors.js"
import type { Credentialing } from "./Credentialing.js"
import { credentialingTable } from "./CredentialingRepo.js"

/** The insurances an active credentialing record of the company is active with: none when it is inactive or unknown. */
export const makeCredentialedInsuranceIds = Effect.map(credentialingTable, (credentials) =>
  (companyId: string, id: string): Effect.Effect<ReadonlyArray<string>> =>
    Effect.map(credentials.find(companyId, id), Option.match({
      onNone: () => [],
      onSome: (c) => (c.is_active ? c.insurances.filter((i) => i.is_active).map((i) => i.id) : [])
    })))

export const makeActiveCredentialCheck = Effect.map(credentialingTable, (credentials) =>
  (companyId: string, id: string, param: string): Effect.Effect<Credentialing, NotFound> =>
    Effect.flatMap(credentials.find(companyId, id), (found) =>
      Option.isSome(found) && found.value.is_active
        ? Effect.succeed(found.value)
        : Effect.fail(notFound("credentialing record", id, param))))
