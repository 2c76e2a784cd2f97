/**
 * What the edge does differently for an endpoint, declared on the API definition (an endpoint's or a
 * group's annotation) and read by the edge through RouteIndex: no stage names a path of its own.
 */
import { Context } from "effect"

/**
 * Passes a company's snapshot pause (Http/CompanyPauseGate.ts): the snapshot routes take the pause
 * themselves, and an event stream only reads for as long as it is open.
 */
export class PassesCompanyPause extends Context.Tag("vob-sandbox/PassesCompanyPause")<PassesCompanyPause, true>() {}

/**
 * Served on a connection over its client's cap (Http/NodeServer.ts): an event stream is capped per company
 * instead, and a health check is never refused.
 */
export class ServedOverConnectionCap extends Context.Tag("vob-sandbox/ServedOverConnectionCap")<ServedOverConnectionCap, true>() {}
