/** The whole contract: every group of /v1 and /sandbox/v1, nothing else. */
import { HttpApi, OpenApi } from "@effect/platform"
import { SandboxClockApi } from "../simulator/ClockApi.js"
import { SandboxCompaniesApi } from "../simulator/CompaniesApi.js"
import { SandboxConversationsApi } from "../simulator/ConversationsApi.js"
import { SandboxDataApi } from "../simulator/DataApi.js"
import { SandboxTasksApi } from "../simulator/TasksApi.js"
import { ConversationsApi } from "./Conversations/Api.js"
import { SandboxRecordsApi } from "../simulator/RecordsApi.js"
import { SandboxSnapshotsApi } from "../simulator/SnapshotsApi.js"
import { SandboxWebhookGraderApi } from "../simulator/WebhookGraderApi.js"
import { SandboxWebhookAttemptsApi } from "../simulator/WebhookAttemptsApi.js"
import { SandboxEventStreamApi } from "../simulator/EventStreamApi.js"
import { SandboxInspectionApi } from "../simulator/InspectionApi.js"
import { CredentialingApi } from "./Credentialing/Api.js"
import { PatientsApi } from "./Patients/Api.js"
import { PatientBatchApi } from "./Patients/BatchApi.js"
import { PayorsApi } from "./Payors/Api.js"
import { PatientPoliciesApi } from "./Policies/Api.js"
import { FilesApi } from "./Files/Api.js"
import { InternalFailureError, InvalidRequestError, ServiceUnavailableError, ValidationFailedError } from "./Domain/Errors.js"
import { TasksApi } from "./Tasks/Api.js"
import { WebhooksApi } from "./Webhooks/Api.js"
import { WorkflowStagesApi } from "./WorkflowStages/Api.js"
import { VobsApi } from "./Vobs/Api.js"
import { SandboxVobsApi } from "../simulator/VobsApi.js"
import { VobRequestsApi } from "./VobRequests/Api.js"
import { SandboxFileReadingsApi } from "../simulator/FileReadingsApi.js"
import { SandboxTestMembersApi } from "../simulator/TestMembersApi.js"
import { SandboxFaultsApi } from "../simulator/FaultsApi.js"
import { SandboxReleasesApi } from "../simulator/ReleasesApi.js"
import { SandboxRequestsApi } from "../simulator/RequestLogApi.js"
import { PriorAuthorizationsApi } from "./PriorAuthorizations/Api.js"
import { PriorAuthorizationRequestsApi } from "./PriorAuthorizations/RequestsApi.js"

export class Api extends HttpApi.make("vob-sandbox")
  .add(CredentialingApi)
  .add(PatientsApi)
  .add(PatientBatchApi)
  .add(PayorsApi)
  .add(PatientPoliciesApi)
  .add(SandboxRecordsApi)
  .add(SandboxCompaniesApi)
  .add(SandboxClockApi)
  .add(SandboxDataApi)
  .add(SandboxEventStreamApi)
  .add(SandboxInspectionApi)
  .add(FilesApi)
  .add(TasksApi)
  .add(ConversationsApi)
  .add(WorkflowStagesApi)
  .add(SandboxTasksApi)
  .add(SandboxConversationsApi)
  .add(VobsApi)
  .add(SandboxVobsApi)
  .add(WebhooksApi)
  .add(VobRequestsApi)
  .add(SandboxFileReadingsApi)
  .add(SandboxTestMembersApi)
  .add(SandboxFaultsApi)
  .add(SandboxReleasesApi)
  .add(PriorAuthorizationsApi)
  .add(PriorAuthorizationRequestsApi)
  .add(SandboxSnapshotsApi)
  .add(SandboxWebhookGraderApi)
  .add(SandboxWebhookAttemptsApi)
  .add(SandboxRequestsApi)
  .addError(InvalidRequestError)
  .addError(ValidationFailedError)
  .addError(InternalFailureError)
  .addError(ServiceUnavailableError)
  .annotate(OpenApi.Title, "Benefits Verification and Intake Service API (vob-sandbox)")
  .annotate(OpenApi.Version, "1.0.0")
  .annotate(OpenApi.License, { name: "MIT", url: "https://opensource.org/license/mit" })
  .annotate(
    OpenApi.Description,
    "A local, deterministic sandbox of the Benefits Verification and Intake Service API. " +
      "`/v1` is the API; `/sandbox/v1` plays the service's staff, card reader, document extraction and clock."
  )
{}
