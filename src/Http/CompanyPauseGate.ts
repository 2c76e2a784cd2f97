/**
 * Holds a company's requests while its snapshot is captured, restored or forked (Snapshots/CompanyPause).
 * The endpoints annotated `PassesCompanyPause` (Domain/EndpointFacts.ts: the snapshot routes, which take
 * the pause themselves, and the event stream) pass straight through, as does a request whose credentials
 * are not known (it is refused next).
 */
import { AuthenticationFailed } from "../Domain/Errors.js"
import { pathOfUrl } from "../Domain/Paths.js"
import type { CompanyPause } from "../Snapshots/CompanyPause.js"
import type { CallerStage } from "./EdgeStage.js"
import type { RouteIndex } from "./RouteIndex.js"

export const companyPauseGate = (pause: CompanyPause, routes: RouteIndex): CallerStage => {
  const passesThrough = routes.pathsWith("passesCompanyPause")
  return (request, caller, app) =>
    caller instanceof AuthenticationFailed || passesThrough.test(pathOfUrl(request.url)) ? app : pause.admit(caller.companyId)(app)
}
