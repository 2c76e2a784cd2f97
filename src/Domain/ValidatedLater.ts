/**
 * A value the request decoder takes as it is because the server validates it later, one by one (a
 * batch row, a batch row's payor), so that one bad entry is reported on its own instead of failing
 * the whole body. The OpenAPI document still shows what to send: the schema it is validated with.
 */
import { Schema, SchemaAST as AST } from "effect"

const ValidatedWithId: unique symbol = Symbol.for("vob-sandbox/ValidatedWith")

export const validatedLater = <A, I>(schema: Schema.Schema<A, I>) => {
  const identifier = AST.getJSONIdentifier(schema.ast)
  if (identifier._tag === "None") throw new Error("validatedLater needs a schema with an identifier")
  return Schema.Unknown.annotations({
    [ValidatedWithId]: schema,
    jsonSchema: { $ref: `#/components/schemas/${identifier.value}` }
  })
}

/** The schema an entry is validated with, when it is one of those. */
export const validatedWith = (ast: AST.AST): Schema.Schema.Any | undefined =>
  ast.annotations[ValidatedWithId] as Schema.Schema.Any | undefined
