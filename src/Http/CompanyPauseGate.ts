/**
 * Holds a company's requests while its snapshot is captured, restored or forked (Snapshots/CompanyPause).
 * The snapshot routes themselves take the pause, and an event stream only reads for as long as it is
 * open: both pass straight through, as does a request whose credentials are not known (it is refused next).
 */
import { AuthenticationFailed } from "../Domain/Errors.js"
import { pathOfUrl } from "../Domain/Paths.js"
import type { CompanyPause } from "../Snapshots/CompanyPause.js"
import type { CallerStage } from "./EdgeStage.js"

const PASSES_THROUGH = /^\/sandbox\/v1\/(snapshots(\/|$)|events\/stream$)/

export const companyPauseGate = (pause: CompanyPause): CallerStage => (request, caller, app) =>
  caller instanceof AuthenticationFailed || PASSES_THROUGH.test(pathOfUrl(request.url)) ? app : pause.admit(caller.companyId)(app)
