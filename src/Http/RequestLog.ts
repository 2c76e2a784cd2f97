/**
 * What the edge learns about a request as it passes, for its request line and the company's request log
 * (Http/RequestRecorder.ts writes both): its id, when it arrived, the company its credentials named, the
 * JSON body read and an upload's parts. They ride on the Node request object, the one object every copy
 * of a request shares, rather than in fiber refs: a fiber-ref write per request copies the fiber's refs,
 * a measurable cost on the hottest routes.
 */
import type { HttpServerRequest } from "@effect/platform"
import { randomUUID } from "node:crypto"
import type { UploadPart } from "../RequestLog/LoggedText.js"

export const REQUEST_ID_HEADER = "x-request-id"

// An echoed id ends up in a log line and a response header: visible ASCII only and bounded, so it can
// neither break the line nor carry another header.
const SANE_ID = /^[\x21-\x7e]{1,128}$/

/** The caller's id when it is sane, else a new one. */
const requestIdFor = (sent: string | undefined): string =>
  sent !== undefined && SANE_ID.test(sent) ? sent : randomUUID()

export interface RequestFacts {
  readonly id: string
  readonly started: number
  /** Wall-clock arrival, for the company's request log. */
  readonly arrivedAtMs: number
  /** Known once the caller stage resolved valid credentials. */
  company: string | undefined
  /** The company's sandbox instant at arrival, noted by the sandbox-time stage (Http/SandboxTimeStage.ts). */
  sandboxMs: number | undefined
  /** The JSON body the edge read (the company's request log keeps it). */
  body: Uint8Array | undefined
  /** An upload's parts as the edge saw them go by (never their bytes). */
  uploadParts: Array<UploadPart> | undefined
}

const FACTS = Symbol.for("vob-sandbox/RequestLog/facts")

type Holder = { [FACTS]?: RequestFacts }

/** The facts the recorder started for a request (undefined outside the edge). */
export const requestFacts = (request: HttpServerRequest.HttpServerRequest): RequestFacts | undefined =>
  (request.source as Holder)[FACTS]

/** Starts a request's facts: its id (the caller's `X-Request-Id` when sane) and its arrival. */
export const startFacts = (request: HttpServerRequest.HttpServerRequest): RequestFacts => {
  const facts: RequestFacts = {
    id: requestIdFor(request.headers[REQUEST_ID_HEADER]),
    started: performance.now(),
    arrivedAtMs: Date.now(),
    company: undefined,
    sandboxMs: undefined,
    body: undefined,
    uploadParts: undefined
  }
  ;(request.source as Holder)[FACTS] = facts
  return facts
}

/** The edge hands over the JSON body it read. */
export const noteBody = (request: HttpServerRequest.HttpServerRequest, body: Uint8Array): void => {
  const facts = requestFacts(request)
  if (facts !== undefined) facts.body = body
}

/** The upload reader names each part it sees (at most the route's 16). */
export const noteUploadPart = (request: HttpServerRequest.HttpServerRequest, part: UploadPart): void => {
  const facts = requestFacts(request)
  if (facts !== undefined) (facts.uploadParts ??= []).push(part)
}

/** The caller stage tells the request's line and log which company it acts for. */
export const noteCompany = (request: HttpServerRequest.HttpServerRequest, companyId: string): void => {
  const facts = requestFacts(request)
  if (facts !== undefined) facts.company = companyId
}
