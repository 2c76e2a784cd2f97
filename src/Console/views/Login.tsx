/** Choosing the company: a fixture company, a new one, or any other by its API key. */
import { useState } from "preact/hooks"
import { fixtureCompanies } from "../../../fixtures/index.js"
import { type ApiFailure, callWith, type Schemas } from "../Api.js"
import type { Session } from "../Session.js"
import { Failure } from "./Notice.js"

interface CreatedCompany {
  readonly company: { readonly id: string; readonly name: string }
  readonly api_key: string
}

/** Checks the key against the API (`GET /sandbox/v1/fixtures` names the company it belongs to). */
const sessionFor = async (key: string): Promise<Session | ApiFailure> => {
  const result = await callWith(key)<Schemas["SandboxFixtures"]>("GET", "/sandbox/v1/fixtures")
  if (!result.ok) {
    return result.error.status === 401
      ? { ...result.error, message: `This API key is unknown or has been revoked. ${result.error.message}` }
      : result.error
  }
  return { key, companyId: result.body.company.id, companyName: result.body.company.name }
}

export const Login = ({ onSession }: { readonly onSession: (session: Session) => void }) => {
  const [key, setKey] = useState("")
  const [failure, setFailure] = useState<ApiFailure | undefined>(undefined)
  const [busy, setBusy] = useState(false)

  const useKey = async (candidate: string) => {
    setBusy(true)
    const outcome = await sessionFor(candidate)
    setBusy(false)
    if ("code" in outcome) setFailure(outcome)
    else onSession(outcome)
  }

  const newCompany = async () => {
    setBusy(true)
    const created = await callWith(undefined)<CreatedCompany>("POST", "/sandbox/v1/companies", {})
    setBusy(false)
    if (!created.ok) setFailure(created.error)
    else onSession({ key: created.body.api_key, companyId: created.body.company.id, companyName: created.body.company.name })
  }

  return (
    <main class="login">
      <h1>vob-sandbox console</h1>
      <p>Pick the company to look at. Its API key stays in this tab only (session storage).</p>
      <section aria-labelledby="fixtures-heading">
        <h2 id="fixtures-heading">Fixture companies</h2>
        <ul class="plain">
          {fixtureCompanies.map((company) => (
            <li key={company.key}>
              <button type="button" disabled={busy} onClick={() => void useKey(company.api_key)}>{company.name}</button>
            </li>
          ))}
          <li>
            <button type="button" disabled={busy} onClick={() => void newCompany()}>A new isolated company</button>
          </li>
        </ul>
      </section>
      <section aria-labelledby="key-heading">
        <h2 id="key-heading">Another company</h2>
        <form
          onSubmit={(e) => {
            e.preventDefault()
            if (key.trim() !== "") void useKey(key.trim())
          }}
        >
          <label>
            API key <input type="password" name="api-key" autoComplete="off" value={key} onInput={(e) => setKey(e.currentTarget.value)} />
          </label>{" "}
          <button type="submit" disabled={busy || key.trim() === ""}>Open</button>
        </form>
      </section>
      <Failure failure={failure} />
    </main>
  )
}
