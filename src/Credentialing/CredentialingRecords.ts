/**
 * Credentialing records as the API and the other features meet them: listed with a type filter, read
 * as stored (for GET, sent as is), and a company's records seeded from its fixtures.
 */
import { Effect } from "effect"
import { CredentialingRepo } from "./CredentialingRepo.js"

export class CredentialingRecords extends Effect.Service<CredentialingRecords>()("vob-sandbox/CredentialingRecords", {
  effect: Effect.map(CredentialingRepo, (repo) => ({
    list: repo.list,
    findJson: repo.findJson,
    /** A company's records, in one statement (the fixture seeder's). */
    seed: repo.insertAll
  } as const)),
  dependencies: [CredentialingRepo.Default]
}) {}
