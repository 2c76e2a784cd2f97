/** `company.requests()`: the company's request log through the test kit, typed, filtered by status and path. */
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { type LoggedRequest, type Sandbox, startSandbox } from "../src/Kit/index.js"

let sandbox: Sandbox
beforeAll(async () => {
  sandbox = await startSandbox()
})
afterAll(() => sandbox.close())

describe("company.requests()", () => {
  it("lists the company's calls newest first, typed, filtered by status class or code and by path", async () => {
    const company = await sandbox.company()
    await company.api.GET("/v1/tasks")
    await company.api.POST("/sandbox/v1/tasks", { body: { title: "Call the payer" } })
    await company.api.POST("/sandbox/v1/tasks", { body: { title: "" } })
    const all: ReadonlyArray<LoggedRequest> = await company.requests()
    expect(all.map((call) => `${call.method} ${call.path} ${call.status}`)).toEqual([
      "POST /sandbox/v1/tasks 422",
      "POST /sandbox/v1/tasks 201",
      "GET /v1/tasks 200"
    ])
    const refused = await company.requests({ status: "4xx" })
    expect(refused).toHaveLength(1)
    expect(refused[0]!.error_code).toBe("invalid_parameter")
    expect(refused[0]!.request.body).toEqual({ title: "" })
    expect((await company.requests({ status: [200, 201] })).map((call) => call.status)).toEqual([201, 200])
    expect((await company.requests({ path: "/v1/" })).map((call) => call.path)).toEqual(["/v1/tasks"])
  })
})
