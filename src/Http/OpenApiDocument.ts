/**
 * The OpenAPI document as served, generated from the API definition, with two corrections:
 * - the framework documents its own decode error (`HttpApiDecodeError`, 400) on every operation,
 *   while the error edge answers decode failures with our 422 body: it is removed;
 * - authentication is a plain middleware (see Auth/Authentication), so the security schemes are
 *   placed here, on exactly the operations whose middleware includes `Authentication`.
 */
import { HttpApi, OpenApi } from "@effect/platform"
import { Authentication, securitySchemes } from "../Auth/Authentication.js"

const DECODE_ERROR_REF = "#/components/schemas/HttpApiDecodeError"

type Json = Record<string, any>

const withoutDecodeError = (schema: Json): Json | undefined => {
  if (schema.$ref === DECODE_ERROR_REF) return undefined
  for (const key of ["anyOf", "oneOf"] as const) {
    if (Array.isArray(schema[key])) {
      const rest = (schema[key] as Array<Json>).filter((s) => s.$ref !== DECODE_ERROR_REF)
      if (rest.length === 0) return undefined
      return rest.length === 1 ? rest[0] : { ...schema, [key]: rest }
    }
  }
  return schema
}

const documentErrorsAsServed = (operation: Json) => {
  const responses: Json | undefined = operation.responses
  if (responses === undefined) return
  for (const [status, response] of Object.entries<Json>(responses)) {
    const media = response.content?.["application/json"]
    if (media?.schema === undefined) continue
    const schema = withoutDecodeError(media.schema)
    if (schema === undefined) delete responses[status]
    else if (schema !== media.schema) {
      media.schema = schema
      if (status === "400") response.description = "The request could not be read (for example a body that is not JSON)."
    }
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

export const openApiDocument = (api: HttpApi.HttpApi.Any): OpenApi.OpenAPISpec => {
  const doc = OpenApi.fromApi(api as HttpApi.HttpApi.AnyWithProps) as unknown as Json
  const authenticated = authenticatedOperations(api)
  doc.components.securitySchemes = securitySchemes
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {})) {
    for (const [method, operation] of Object.entries<Json>(item)) {
      documentErrorsAsServed(operation)
      if (authenticated.has(`${method} ${path}`)) operation.security = [{ apiKey: [] }, { bearer: [] }]
    }
  }
  delete doc.components.schemas?.HttpApiDecodeError
  delete doc.components.schemas?.Issue
  return doc as unknown as OpenApi.OpenAPISpec
}
