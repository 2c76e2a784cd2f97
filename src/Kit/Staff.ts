/**
 * What the real service's staff do, one typed method per staff action of `/sandbox/v1`, named after
 * the state machine's transitions; the VOB id first, the action's body second.
 */
import { type ApiClient, dataOf } from "./ApiClient.js"
import type { AnswerOf, BodyOf } from "./OperationTypes.js"

type Vob = AnswerOf<"sandboxVobs.start">

export interface Staff {
  /** pending → in_progress */
  readonly start: (vobId: string) => Promise<Vob>
  /** in_progress → missing_information, with the question for the caller (default: the usual one, for the card's back) */
  readonly askMissingInformation: (vobId: string, body?: BodyOf<"sandboxVobs.askMissingInformation">) => Promise<Vob>
  /** sets `auto_cancel_on` (default: today + 7 days on the sandbox clock) */
  readonly warn: (vobId: string, body?: BodyOf<"sandboxVobs.warn">) => Promise<Vob>
  /** missing_information → in_progress */
  readonly resume: (vobId: string) => Promise<Vob>
  /** → completed; a plausible result is generated for what `result` leaves out */
  readonly complete: (vobId: string, body?: BodyOf<"sandboxVobs.complete">) => Promise<Vob>
  /** → cancelled; the reason is posted as a staff comment */
  readonly cancel: (vobId: string, body?: BodyOf<"sandboxVobs.cancel">) => Promise<Vob>
  readonly followUp: {
    /** staff take the caller's follow-up request */
    readonly take: (vobId: string) => Promise<Vob>
    /** staff start a follow-up on a completed VOB themselves */
    readonly start: (vobId: string) => Promise<Vob>
    /** the follow-up ends, with a changed result or none */
    readonly close: (vobId: string, body?: BodyOf<"sandboxVobs.closeFollowUp">) => Promise<Vob>
  }
  /** a staff comment on the VOB */
  readonly comment: (vobId: string, body: BodyOf<"sandboxVobs.staffComment">) => Promise<AnswerOf<"sandboxVobs.staffComment">>
  /** the integrations' answer to a pushed result (success or failed) */
  readonly settleSync: (vobId: string, body: BodyOf<"sandboxVobs.settleSync">) => Promise<AnswerOf<"sandboxVobs.settleSync">>
  /** every staff action and caller operation with whether it is allowed now, and why not */
  readonly transitions: (vobId: string) => Promise<AnswerOf<"sandboxVobs.transitions">>
  /** staff move a patient to a workflow stage */
  readonly movePatientStage: (patientId: string, body: BodyOf<"sandboxRecords.movePatientStage">) => Promise<AnswerOf<"sandboxRecords.movePatientStage">>
  readonly tasks: {
    readonly create: (body: BodyOf<"sandboxTasks.create">) => Promise<AnswerOf<"sandboxTasks.create">>
    readonly update: (taskId: string, body: BodyOf<"sandboxTasks.update">) => Promise<AnswerOf<"sandboxTasks.update">>
    readonly comment: (taskId: string, body: BodyOf<"sandboxTasks.comment">) => Promise<AnswerOf<"sandboxTasks.comment">>
  }
}

const VOB = "/sandbox/v1/verification-of-benefits/{id}" as const

export const makeStaff = (api: ApiClient): Staff => {
  const path = (id: string) => ({ params: { path: { id } } })
  return {
    start: (id) => dataOf("staff.start", api.POST(`${VOB}/start`, path(id))),
    askMissingInformation: (id, body = {}) =>
      dataOf("staff.askMissingInformation", api.POST(`${VOB}/ask-missing-information`, { ...path(id), body })),
    warn: (id, body = {}) => dataOf("staff.warn", api.POST(`${VOB}/warn`, { ...path(id), body })),
    resume: (id) => dataOf("staff.resume", api.POST(`${VOB}/resume`, path(id))),
    complete: (id, body = {}) => dataOf("staff.complete", api.POST(`${VOB}/complete`, { ...path(id), body })),
    cancel: (id, body = {}) => dataOf("staff.cancel", api.POST(`${VOB}/cancel`, { ...path(id), body })),
    followUp: {
      take: (id) => dataOf("staff.followUp.take", api.POST(`${VOB}/follow-up/take`, path(id))),
      start: (id) => dataOf("staff.followUp.start", api.POST(`${VOB}/follow-up/start`, path(id))),
      close: (id, body = {}) => dataOf("staff.followUp.close", api.POST(`${VOB}/follow-up/close`, { ...path(id), body }))
    },
    comment: (id, body) => dataOf("staff.comment", api.POST(`${VOB}/comments`, { ...path(id), body })),
    settleSync: (id, body) => dataOf("staff.settleSync", api.POST(`${VOB}/sync-result`, { ...path(id), body })),
    transitions: (id) => dataOf("staff.transitions", api.GET(`${VOB}/transitions`, path(id))),
    movePatientStage: (id, body) =>
      dataOf("staff.movePatientStage", api.POST("/sandbox/v1/patients/{id}/stage", { ...path(id), body })),
    tasks: {
      create: (body) => dataOf("staff.tasks.create", api.POST("/sandbox/v1/tasks", { body })),
      update: (id, body) => dataOf("staff.tasks.update", api.PATCH("/sandbox/v1/tasks/{id}", { ...path(id), body })),
      comment: (id, body) => dataOf("staff.tasks.comment", api.POST("/sandbox/v1/tasks/{id}/comments", { ...path(id), body }))
    }
  }
}
