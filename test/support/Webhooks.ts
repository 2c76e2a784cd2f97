/** Helpers for the webhook suites: a company on a frozen clock, subscriptions and the delivery log. */
import type { Company, TestApp } from "./TestApp.js"

export const T0 = "2030-01-01T09:00:00.000Z"

export const frozenCompany = async (app: TestApp, at = T0): Promise<Company> => {
  const company = await app.newCompany()
  await app.request("POST", "/sandbox/v1/clock/freeze", { key: company.apiKey, body: { at } })
  return company
}

export const subscribe = async (
  app: TestApp,
  company: Company,
  url: string,
  eventTypes: ReadonlyArray<string>,
  extra: Record<string, unknown> = {}
) => {
  const reply = await app.request("POST", "/v1/webhooks", { key: company.apiKey, body: { url, event_types: eventTypes, ...extra } })
  if (reply.status !== 201) throw new Error(`subscription failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.data
}

export const deliveriesOf = async (app: TestApp, company: Company, subscriptionId: string, query: "" | `?${string}` = "") => {
  const reply = await app.request("GET", `/v1/webhooks/${subscriptionId}/deliveries${query}`, { key: company.apiKey })
  if (reply.status !== 200) throw new Error(`deliveries failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.data
}

/** Moves the clock; answers when every attempt that fell due is done. */
export const advance = (app: TestApp, company: Company, seconds: number) =>
  app.request("POST", "/sandbox/v1/clock/advance", { key: company.apiKey, body: { seconds } })

export const createTask = async (app: TestApp, company: Company, body: Record<string, unknown> = { title: "Call the payer" }) => {
  const reply = await app.request("POST", "/sandbox/v1/tasks", { key: company.apiKey, body })
  if (reply.status !== 201) throw new Error(`task failed: ${reply.status} ${JSON.stringify(reply.body)}`)
  return reply.body as { id: string }
}

/**
 * A company on a frozen clock with one subscription to `url` and one task_created delivery, its first
 * attempt made; `seconds` more of the clock run its retries.
 */
export const withOneDelivery = async (app: TestApp, url: string, seconds = 0) => {
  const company = await frozenCompany(app)
  const subscription = await subscribe(app, company, url, ["task_created"])
  await createTask(app, company)
  await advance(app, company, seconds)
  const [delivery] = (await deliveriesOf(app, company, subscription.id)).data
  return { company, id: subscription.id, delivery }
}
