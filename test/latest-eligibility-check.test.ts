/**
 * `latest_eligibility_check` of a policy: the newest check whose answer (active or inactive) was
 * written to the policy, by the sandbox's eligibility write or a completed VOB; its payor_id is the
 * current_version's id when the current verification was built from that check.
 */
import { afterAll, describe, expect, it } from "vitest"
import { eligibilityCheckOf } from "../src/Policies/EligibilityCheck.js"
import { startApp } from "./support/TestApp.js"
import { T0, vobScenario } from "./support/VobScenario.js"

describe("the rule", () => {
  it("an answer written to the current version is a check on it; a write without an answer is none", () => {
    expect(eligibilityCheckOf({ eligibility_check_status: "active" }, "version-1", "check-1", T0))
      .toEqual({ id: "check-1", eligibility_status: "active", created_at: T0, payor_id: "version-1" })
    expect(eligibilityCheckOf({ eligibility_check_status: "inactive" }, "version-1", "check-2", T0)?.eligibility_status).toBe("inactive")
    for (const status of ["pending", "failed", undefined] as const) {
      expect(eligibilityCheckOf({ eligibility_check_status: status }, "version-1", "check-3", T0)).toBeUndefined()
    }
  })
})

describe("through the API", () => {
  const app = startApp()
  afterAll(() => app.dispose())

  it("the sandbox's eligibility write sets it (payor_id = current_version.id); a write without an answer keeps it", async () => {
    const s = await vobScenario(app)
    expect((await s.call("GET", `/v1/patient-policies/${s.policyId}`)).data.latest_eligibility_check).toBeNull()
    const path = `/sandbox/v1/patient-policies/${s.policyId}/current-version` as const
    const checked = (await s.call("PUT", path, { eligibility_check_status: "active" })).data
    expect(checked.latest_eligibility_check).toEqual({
      id: expect.any(String),
      eligibility_status: "active",
      created_at: T0,
      payor_id: checked.current_version!.id
    })
    const edited = (await s.call("PUT", path, { plan_funding_type: "self_funded" })).data
    expect(edited.latest_eligibility_check).toEqual(checked.latest_eligibility_check)
    const again = (await s.call("PUT", path, { eligibility_check_status: "inactive" })).data
    expect(again.latest_eligibility_check).toMatchObject({ eligibility_status: "inactive", payor_id: again.current_version!.id })
    expect(again.latest_eligibility_check!.id).not.toBe(checked.latest_eligibility_check!.id)
    expect((await s.call("GET", `/v1/patient-policies/${s.policyId}`)).data.latest_eligibility_check).toEqual(again.latest_eligibility_check)
  })

  it("a completed VOB sets it from its result's eligibility, built into the current version", async () => {
    const s = await vobScenario(app)
    await s.completedVob({}, { eligibility_status: "inactive" })
    const policy = (await s.call("GET", `/v1/patient-policies/${s.policyId}`)).data
    expect(policy.current_version!.eligibility_check_status).toBe("inactive")
    expect(policy.latest_eligibility_check).toEqual({
      id: expect.any(String),
      eligibility_status: "inactive",
      created_at: T0,
      payor_id: policy.current_version!.id
    })
  })
})
