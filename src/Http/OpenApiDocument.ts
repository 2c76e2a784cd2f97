/**
 * The OpenAPI document as served, generated from the API definition, with the corrections the
 * generator cannot make from the schemas alone:
 * - the framework documents its own decode error (`HttpApiDecodeError`, 400) on every operation,
 *   while the error edge answers decode failures with our 422 body: it is removed;
 * - authentication is a plain middleware (see Auth/Authentication), so the security schemes are
 *   placed here, on exactly the operations whose middleware includes `Authentication`;
 * - the generator marks `unknown` and `{}` schemas with one shared `$id`, which strict validators
 *   refuse as duplicates: those markers are dropped (the schema stays "any value");
 * - groups sharing a title (the patient groups) would list their tag twice: each tag appears once;
 * - each request body shows an example (Http/RequestExamples), and is optional where the payload may be null;
 * - the 202 answers of request submissions carry a `Location` header (see Http/Accepted);
 * - each request body's objects say what the server does with undeclared fields (Http/UnknownFields);
 * - a query parameter that may repeat (Domain/QueryParams.Repeatable) is generated as "one value or
 *   an array"; in a query string both are the same array (`status=a&status=b`, form style), so it
 *   is documented as the array;
 * - a success answer with a status of its own (201, 202) is generated inline, without the
 *   identifier of its schema: it names the component it is identical to instead;
 * - components no operation or webhook reaches are left out;
 * - webhook payloads are listed as OpenAPI 3.1 `webhooks`, one per event type;
 * - each error response names the codes the operation answers with it (Http/OperationErrorCodes), in its
 *   description and as `x-error-codes`.
 */
import { HttpApi, OpenApi } from "@effect/platform"
import { JSONSchema } from "effect"
import { Authentication, securitySchemes } from "../Auth/Authentication.js"
import { EventStreamMessage } from "../../simulator/EventStreamApi.js"
import { EVENT_TYPES } from "../Webhooks/EventTypes.js"
import { EventPayloads } from "../Webhooks/EventPayloads.js"
import { requestExamples } from "./RequestExamples.js"
import { type OperationFacts, operationErrorCodes } from "./OperationErrorCodes.js"
import {
  acceptedHeaders,
  commonHeaders,
  errorResponseComponents,
  errorResponsesOf,
  HEADERS,
  PARAMETERS,
  preferParameter
} from "./OpenApiResponses.js"
import { documentUnknownFields } from "./UnknownFields.js"
import { withoutSchemaLibraryLabels } from "./SchemaLibraryLabels.js"
import { defaultStates, type ReleaseStates } from "../Releases/ReleaseCatalog.js"
import { documentResponseExamples } from "./ResponseExamples.js"
import { documentForReleases, releaseFactsOf } from "../Releases/ReleaseDocument.js"

const COMPONENT_REF = "#/components/schemas/"

type Json = Record<string, any>

/** Who answers for the sandbox (no address of its own: it runs on the integrator's machine). */
const CONTACT = { name: "vob-sandbox maintainers" }

/** The address the CLI listens on by default; clients append the operation paths (`/v1/...`). */
const DEFAULT_SERVER = { url: "http://127.0.0.1:4010", description: "vob-sandbox on its default port" }

/**
 * The request body's example (Http/RequestExamples), and whether a body is needed at all: a payload
 * that may be null is one the server also takes absent.
 */
const documentRequestBody = (operation: Json) => {
  const body: Json | undefined = operation.requestBody
  if (body === undefined) return
  const example = requestExamples[operation.operationId]
  for (const media of Object.values<Json>(body.content ?? {})) {
    if (example !== undefined) media.examples = { example: { value: example } }
    if (media.schema?.anyOf?.some((s: Json) => s.type === "null")) body.required = false
  }
}

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

const documentRepeatableParameters = (operation: Json) => {
  for (const parameter of operation.parameters ?? []) {
    const [one, many] = parameter.schema?.anyOf ?? []
    if (parameter.in === "query" && many?.type === "array" && sameJson(one, many.items)) parameter.schema = many
  }
}

/** Inline response schemas that equal a component become references to it. */
const referToComponents = (operation: Json, byJson: Map<string, string>) => {
  for (const response of Object.values<Json>(operation.responses ?? {})) {
    for (const media of Object.values<Json>(response.content ?? {})) {
      const name = media.schema?.$ref === undefined ? byJson.get(JSON.stringify(media.schema)) : undefined
      if (name !== undefined) media.schema = { $ref: `${COMPONENT_REF}${name}` }
    }
  }
}

const bodySchema = (operation: Json, components: Json): Json | undefined => {
  const schema: Json | undefined = operation.requestBody?.content?.["application/json"]?.schema
  const resolve = (s: Json | undefined): Json | undefined =>
    typeof s?.$ref === "string" ? components[s.$ref.slice(COMPONENT_REF.length)] : s
  return resolve(schema?.anyOf?.find((s: Json) => s.type !== "null") ?? schema)
}

/**
 * The body the operation reads: a GET never reads one; any other operation reads JSON (a body it does not
 * declare included, which is refused unless it is JSON: Http/BodyStage), but for the multipart upload.
 */
const bodyKind = (method: string, operation: Json): OperationFacts["body"] =>
  method === "get" ? "none" : operation.requestBody?.content?.["multipart/form-data"] !== undefined ? "multipart" : "json"

/**
 * Every answer of the operation: its error responses are exactly the statuses it can answer
 * (Http/OperationErrorCodes), each a shared response naming this operation's codes (also listed by status
 * as the operation's `x-error-codes`); every answer carries `X-Request-Id`, a 202 its `Location`; and the
 * operations a fault can reach take `Prefer: code=`.
 */
const documentResponses = (operation: Json, method: string, path: string, authenticated: boolean, components: Json) => {
  const responses: Json = operation.responses
  const facts: OperationFacts = {
    operationId: operation.operationId,
    path,
    authenticated,
    body: bodyKind(method, operation),
    sendsVersion: bodySchema(operation, components)?.properties?.version !== undefined,
    takesIdempotencyKey: (operation.parameters ?? []).some((p: Json) =>
      p.in === "header" && String(p.name).toLowerCase() === "idempotency-key"
    ),
    declared: new Set(Object.keys(responses).filter((status) => Number(status) >= 400))
  }
  const codes = operationErrorCodes(facts)
  for (const status of facts.declared) delete responses[status]
  for (const [status, response] of Object.entries<Json>(responses)) {
    response.headers = status === "202" ? acceptedHeaders() : commonHeaders()
  }
  Object.assign(responses, errorResponsesOf(codes))
  operation["x-error-codes"] = codes
  if (authenticated && path.startsWith("/v1/")) operation.parameters = [...(operation.parameters ?? []), preferParameter()]
}

/**
 * A `text/event-stream` answer (the live events) is described message by message (EventStreamMessage),
 * as tools read Server-Sent Events, not as one string.
 */
const documentEventStream = (operation: Json, components: Json) => {
  for (const response of Object.values<Json>(operation.responses ?? {})) {
    const media: Json | undefined = response.content?.["text/event-stream"]
    if (media === undefined) continue
    media.schema = JSONSchema.fromAST(EventStreamMessage.ast, {
      definitions: components,
      definitionPath: COMPONENT_REF,
      target: "openApi3.1"
    })
  }
}

/** `METHOD /openapi/{path}` of every operation that requires credentials. */
const authenticatedOperations = (api: HttpApi.HttpApi.Any): Set<string> => {
  const operations = new Set<string>()
  HttpApi.reflect(api as HttpApi.HttpApi.AnyWithProps, {
    onGroup: () => {},
    onEndpoint: ({ endpoint, middleware }) => {
      if (middleware.has(Authentication as never)) {
        operations.add(`${endpoint.method.toLowerCase()} ${endpoint.path.replace(/:(\w+)/g, "{$1}")}`)
      }
    }
  })
  return operations
}

/**
 * Field rules (Domain/FieldRules) arrive as `allOf: [{oneOf}, {anyOf}]` beside an object's properties
 * (an annotation naming oneOf or anyOf would replace the generated schema). On the object itself they
 * mean the same, and strict validators then see each `required` next to the properties it names.
 */
const hoistFieldRules = (schema: Json) => {
  if (schema.type !== "object" || !Array.isArray(schema.allOf)) return
  const rules = schema.allOf as Array<Json>
  const keys = rules.map((rule) => Object.keys(rule))
  if (!keys.every((k) => k.length === 1 && (k[0] === "oneOf" || k[0] === "anyOf"))) return
  if (new Set(keys.flat()).size !== rules.length) return
  delete schema.allOf
  for (const rule of rules) Object.assign(schema, rule)
}

/** Drops the generator's shared `$id` markers (`/schemas/unknown`, `/schemas/{}`) wherever they occur. */
const withoutGeneratedIds = (value: unknown): void => {
  if (Array.isArray(value)) return value.forEach(withoutGeneratedIds)
  if (value === null || typeof value !== "object") return
  const object = value as Json
  if (typeof object.$id === "string" && object.$id.startsWith("/schemas/")) delete object.$id
  Object.values(object).forEach(withoutGeneratedIds)
}

const uniqueTags = (tags: ReadonlyArray<Json>): Array<Json> => {
  const byName = new Map<string, Json>()
  for (const tag of tags) byName.set(tag.name, { ...tag, ...byName.get(tag.name) })
  return [...byName.values()]
}

/**
 * Leaves out the components (schemas, responses, headers, parameters) that no operation or webhook
 * reaches, following references through the components.
 */
const pruneUnreferenced = (doc: Json) => {
  const components: Json = doc.components
  const reached = new Set<string>()
  const pending: Array<unknown> = [doc.paths, doc.webhooks]
  while (pending.length > 0) {
    const value = pending.pop()
    if (Array.isArray(value)) pending.push(...value)
    else if (value !== null && typeof value === "object") {
      for (const [key, v] of Object.entries(value)) {
        if (key === "$ref" && typeof v === "string" && v.startsWith("#/components/") && !reached.has(v)) {
          reached.add(v)
          const [section, name] = v.slice("#/components/".length).split("/")
          pending.push(components[section!]?.[name!])
        } else pending.push(v)
      }
    }
  }
  for (const section of ["schemas", "responses", "headers", "parameters"]) {
    for (const name of Object.keys(components[section] ?? {})) {
      if (!reached.has(`#/components/${section}/${name}`)) delete components[section][name]
    }
  }
}

/** One webhook per event type: the POST the service sends, with the payload schema the server emits. */
const webhooksOf = (components: Json): Json => {
  const webhooks: Json = {}
  for (const type of EVENT_TYPES) {
    const schema = JSONSchema.fromAST(EventPayloads[type].ast, {
      definitions: components,
      definitionPath: COMPONENT_REF,
      target: "openApi3.1"
    })
    webhooks[type] = {
      post: {
        operationId: `webhook.${type}`,
        summary: `The ${type} event`,
        description: "Sent to each active subscription to this event type; the body is signed (`X-Svc-Signature`).",
        tags: ["Webhooks"],
        parameters: [
          { name: "X-Svc-Event-Type", in: "header", required: true, schema: { type: "string", enum: [type] } },
          { name: "X-Svc-Event-ID", in: "header", required: true, schema: { type: "string" } },
          {
            name: "X-Svc-Signature",
            in: "header",
            required: true,
            description: "`sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret after `whsec_`.",
            schema: { type: "string", pattern: "^sha256=[0-9a-f]{64}$" }
          }
        ],
        requestBody: { required: true, content: { "application/json": { schema } } },
        responses: { "200": { description: "Any 2xx within 30 seconds marks the delivery delivered." } }
      }
    }
  }
  return webhooks
}

/**
 * The document of every field any release switch can show (a field the default switches remove included):
 * what `/openapi.json?company=` reshapes for a company's switches (Releases/ReleaseDocument).
 */
export const documentOfEveryRelease = (api: HttpApi.HttpApi.Any): OpenApi.OpenAPISpec => {
  // The generator caches its result per API: corrections go on a copy.
  const doc = structuredClone(OpenApi.fromApi(api as HttpApi.HttpApi.AnyWithProps)) as unknown as Json
  const authenticated = authenticatedOperations(api)
  const components: Json = doc.components.schemas
  doc.servers = [DEFAULT_SERVER]
  doc.info.contact = CONTACT
  doc.components.securitySchemes = securitySchemes
  doc.components.responses = errorResponseComponents(components)
  doc.components.headers = structuredClone(HEADERS)
  doc.components.parameters = structuredClone(PARAMETERS)
  doc.tags = uniqueTags(doc.tags)
  documentUnknownFields(api, doc)
  doc.webhooks = webhooksOf(components)
  for (const item of Object.values<Json>(doc.paths)) Object.values<Json>(item).forEach((op) => documentEventStream(op, components))
  withoutGeneratedIds(doc)
  withoutSchemaLibraryLabels(doc)
  Object.values<Json>(components).forEach(hoistFieldRules)
  const byJson = new Map(Object.entries(components).map(([name, schema]) => [JSON.stringify(schema), name]))
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      const secured = authenticated.has(`${method} ${path}`)
      documentResponses(operation, method, path, secured, components)
      referToComponents(operation, byJson)
      documentRequestBody(operation)
      documentRepeatableParameters(operation)
      if (secured) operation.security = [{ apiKey: [] }, { bearer: [] }]
    }
  }
  pruneUnreferenced(doc)
  return doc as unknown as OpenApi.OpenAPISpec
}

/**
 * The document a company on these release switches sees, from the document of every release: its fields
 * and operations, the components they reach, then an example of each success answer built from them
 * (Http/ResponseExamples).
 */
export const documentForSwitches = (
  api: HttpApi.HttpApi.Any,
  everyRelease: OpenApi.OpenAPISpec,
  states: ReleaseStates
): OpenApi.OpenAPISpec => {
  const doc = documentForReleases(everyRelease, states, releaseFactsOf(api)) as unknown as Json
  // What the switches removed may leave components nothing reaches any more.
  pruneUnreferenced(doc)
  for (const item of Object.values<Json>(doc.paths ?? {})) {
    for (const operation of Object.values<Json>(item)) documentResponseExamples(operation, doc.components.schemas)
  }
  return doc as unknown as OpenApi.OpenAPISpec
}

/** The document as served: the API as a company on the default release switches sees it. */
export const openApiDocument = (api: HttpApi.HttpApi.Any): OpenApi.OpenAPISpec =>
  documentForSwitches(api, documentOfEveryRelease(api), defaultStates)
