/**
 * Transformations whose encode hands a value on as it is: a field's default, filled in when a record that
 * lacks the field is decoded (`withDefault`), and a caller's instant, normalised when decoded and written
 * as it is (`encodedAsItIs`, Domain/Scalars.ts). Effect's AST cannot tell them from any other
 * transformation, so they are named here, where they are made. The store's compiled encode
 * (Store/StoredEncoder.ts) then writes such a value unchanged once it passed the checks of both sides and
 * decoding it gives it back, instead of sending the record through Effect's general parser: the payor
 * records and the policy that holds them are full of such fields.
 */
import { Schema, SchemaAST } from "effect"

/** The encode functions of `withDefault` fields, and the transformations `encodedAsItIs` names. */
const asItIs = new WeakSet<object>()

/**
 * An optional field a record always carries once decoded: absent (or undefined) in what is decoded, it is
 * `value()`. Encoding writes the field's value as it is.
 */
export const withDefault = <S extends Schema.Schema.Any, D extends Schema.Schema.Type<S>>(schema: S, value: () => D) => {
  const field = Schema.optionalWith(schema, { default: value })
  // With a default, Effect makes the property a transformation (optional in, required out) whose
  // encode is the same function in every struct the field is spread into.
  if (field.ast._tag === "PropertySignatureTransformation") asItIs.add(field.ast.encode)
  return field
}

/** `schema`, a `Schema.transform` whose encode returns its input (its decode may normalise). */
export const encodedAsItIs = <S extends Schema.Schema.Any>(schema: S): S => {
  if (!SchemaAST.isTransformation(schema.ast) || schema.ast.transformation._tag !== "FinalTransformation") {
    throw new Error("encodedAsItIs names a Schema.transform")
  }
  asItIs.add(schema.ast.transformation)
  return schema
}

/**
 * Whether encoding through `ast` hands the value on as it is: a struct whose transformed fields are all
 * `withDefault` fields (kept under their own names), or a transformation `encodedAsItIs` named.
 */
export const isEncodedAsItIs = (ast: SchemaAST.Transformation): boolean => {
  const transformation = ast.transformation
  switch (transformation._tag) {
    case "FinalTransformation":
      return asItIs.has(transformation)
    case "TypeLiteralTransformation":
      return transformation.propertySignatureTransformations.every((field) => field.from === field.to && asItIs.has(field.encode))
    default:
      return false
  }
}
