/**
 * The framework documents its own decode error (`HttpApiDecodeError`, 400) on every operation, but
 * the error middleware answers decode failures with our 422 body. Remove it so the document
 * describes what is actually served.
 */
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

export const documentErrorsAsServed = (spec: Json): Json => {
  const doc = structuredClone(spec)
  for (const item of Object.values<Json>(doc.paths ?? {})) {
    for (const operation of Object.values<Json>(item)) {
      const responses: Json | undefined = operation?.responses
      if (responses === undefined) continue
      for (const [status, response] of Object.entries<Json>(responses)) {
        const media = response.content?.["application/json"]
        if (media?.schema === undefined) continue
        const schema = withoutDecodeError(media.schema)
        if (schema === undefined) delete responses[status]
        else if (schema !== media.schema) {
          media.schema = schema
          response.description = status === "400" ? "The request could not be read (for example a body that is not JSON)." : response.description
        }
      }
    }
  }
  delete doc.components?.schemas?.HttpApiDecodeError
  delete doc.components?.schemas?.Issue
  return doc
}
