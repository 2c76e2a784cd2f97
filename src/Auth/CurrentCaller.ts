import { Context } from "effect"

/** Who is calling: the company every query is filtered to, and the credential used. */
export interface Caller {
  readonly companyId: string
  readonly via: "api_key" | "bearer" | "operator_key"
  /** The team member behind a bearer token; null for API keys. */
  readonly userId: string | null
}

export class CurrentCaller extends Context.Tag("vob-sandbox/CurrentCaller")<CurrentCaller, Caller>() {}
