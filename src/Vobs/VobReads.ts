/**
 * What other features read of VOBs, and nothing more: one by id, and a patient's or a policy's VOBs
 * (oldest first). The same statements as the feature's own; every change goes through the Vobs
 * services (`VobOpening`, `Vobs`, `VobStaffActions`), which write through `VobWriter`.
 */
import { Effect } from "effect"
import { VobsRepo } from "./VobsRepo.js"

export class VobReads extends Effect.Service<VobReads>()("vob-sandbox/VobReads", {
  effect: Effect.map(VobsRepo, (repo) => ({
    find: repo.table.find,
    ofPatient: repo.ofPatient,
    ofPolicy: repo.ofPolicy
  } as const)),
  dependencies: [VobsRepo.Default]
}) {}
