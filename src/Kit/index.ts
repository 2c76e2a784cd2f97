/**
 * vob-sandbox inside your own tests: start the sandbox in process (or connect to one), take a fresh
 * company per test, drive staff, cards and the clock, and receive verified webhooks.
 */
export { type ApiClient, type components, createApiClient, type operations, type paths } from "./ApiClient.js"
export type { ClockReading, CompanyClock, CompanyHandle, Fixtures, LoggedRequest, RequestFilter, SandboxEvent } from "./CompanyHandle.js"
export type { AnswerOf, BodyOf, OperationId } from "./OperationTypes.js"
export {
  type CompanyOptions,
  connect,
  type ConnectOptions,
  type ReleaseSwitches,
  type Sandbox,
  startSandbox,
  type StartOptions
} from "./Sandbox.js"
export {
  type ApiErrorBody,
  SandboxApiError,
  SandboxArgumentError,
  SandboxClosedError,
  SandboxStartError,
  SandboxUnreachableError,
  WebhookDeliveryError,
  WebhookSignatureError,
  WebhookTimeoutError
} from "./SandboxApiError.js"
export type { Staff } from "./Staff.js"
export type { ReceivedWebhook, WebhookInbox, WebhookInboxOptions } from "./WebhookInbox.js"
export { EVENT_TYPES, type EventType } from "../Webhooks/EventTypes.js"
export { computeWebhookSignature, verifyWebhookSignature, webhookSignatureHeader } from "../Webhooks/verifyWebhookSignature.js"
