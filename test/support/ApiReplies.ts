/**
 * The reply types of the API's operations, found from a request's method and path at compile time: a
 * path written as the client writes it (`/v1/verification-of-benefits/${id}/comments?limit=2`) is
 * matched segment by segment against the OpenAPI document's paths (`{id}` matches one segment), so the
 * HTTP suites read typed bodies without naming an operation. Generated from src/client/openapi.d.ts.
 */
import type { paths } from "../../src/client/openapi.js"

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE"

type Segments<S extends string> = S extends `${infer Head}/${infer Tail}` ? [Head, ...Segments<Tail>] : [S]
type PathPart<S extends string> = S extends `${infer Path}?${string}` ? Path : S

type SegmentsMatch<Concrete, Template> = Concrete extends [infer C, ...infer CRest]
  ? Template extends [infer T, ...infer TRest]
    ? (T extends `{${string}}` ? true : [C] extends [T] ? true : false) extends true ? SegmentsMatch<CRest, TRest> : false
    : false
  : Template extends [] ? true : false

/** The OpenAPI path a concrete path is an instance of (never when none); a literal path wins over `{id}`. */
export type RouteOf<S extends string> = PathPart<S> extends keyof paths ? PathPart<S> : {
  [K in keyof paths & string]: SegmentsMatch<Segments<PathPart<S>>, Segments<K>> extends true ? K : never
}[keyof paths & string]

type OperationOf<M extends string, S extends string> = RouteOf<S> extends infer K extends keyof paths
  ? Lowercase<M> extends keyof paths[K] ? paths[K][Lowercase<M>] : never
  : never

type JsonOf<R> = R extends { content: { "application/json": infer J } } ? J : never
type ResponsesOf<O> = O extends { responses: infer R } ? R : never
type SuccessStatus = 200 | 201 | 202 | 204
type ErrorStatus = 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 500 | 503

/** The operation's success body: `unknown` when the method and path name no operation. */
export type SuccessOf<M extends string, S extends string> = [OperationOf<M, S>] extends [never] ? unknown
  : { [C in keyof ResponsesOf<OperationOf<M, S>> & SuccessStatus]: JsonOf<ResponsesOf<OperationOf<M, S>>[C]> }[
    keyof ResponsesOf<OperationOf<M, S>> & SuccessStatus
  ]

/** The spec's error shape, which every 4xx and 5xx carries. */
export interface ApiErrorBody {
  readonly type: string
  readonly code: string
  readonly message: string
  readonly param: string | null
}

/** The operation's error bodies (the spec's `{type, code, message, param}`; that shape when no operation is named). */
export type ErrorOf<M extends string, S extends string> = [OperationOf<M, S>] extends [never] ? ApiErrorBody
  : { [C in keyof ResponsesOf<OperationOf<M, S>> & ErrorStatus]: JsonOf<ResponsesOf<OperationOf<M, S>>[C]> }[
    keyof ResponsesOf<OperationOf<M, S>> & ErrorStatus
  ]

/**
 * /openapi.json as the suites that inspect it walk it: the document itself is what they test, member by
 * member, so it is read as free JSON. The one reply left untyped on purpose (the API's own replies are not).
 */
export type OpenApiTree = any
