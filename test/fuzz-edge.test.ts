/**
 * A fast fuzz of every operation of the API definition (a handful of malformed requests each): no 5xx,
 * and every refusal in the error shape. The thorough run lives in test/reliability/fuzz-edge.test.ts.
 */
import { afterAll, expect, it } from "vitest"
import { Api } from "../src/Api.js"
import { operationsOfApi, probesFor, runProbes } from "./support/EdgeFuzz.js"
import { startApp } from "./support/TestApp.js"

const app = startApp()
afterAll(() => app.dispose())

it("answers malformed requests to every operation with a 4xx in the error shape", async () => {
  const company = await app.newCompany()
  const operations = operationsOfApi(Api)
  expect(operations.length).toBeGreaterThan(70)
  const report = await runProbes(await app.baseUrl(), operations.flatMap((op) => probesFor(op, company.apiKey)))
  console.log(`fuzz-edge: ${operations.length} operations, ${report.sent} bad requests, ${report.fiveHundreds.length} 5xx`)
  expect(report.fiveHundreds).toEqual([])
  expect(report.outOfShape).toEqual([])
})

it("refuses a plain form body with 415 on every operation that takes a body, bodiless ones included", async () => {
  const company = await app.newCompany()
  const writes = operationsOfApi(Api).filter((op) => op.method !== "GET")
  const statuses = await Promise.all(writes.map(async (op) => {
    const response = await fetch(`${await app.baseUrl()}${op.path.replace(/\{[^}]+\}/g, crypto.randomUUID())}`, {
      method: op.method,
      headers: { "x-api-key": company.apiKey, "content-type": "text/plain" },
      body: '{"name":"x"}'
    })
    await response.arrayBuffer()
    return `${op.method} ${op.path} ${response.status}`
  }))
  expect(writes.length).toBeGreaterThan(40)
  expect(statuses.filter((s) => !s.endsWith(" 415"))).toEqual([])
})
