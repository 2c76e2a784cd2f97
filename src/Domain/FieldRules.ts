/**
 * Rules between a body's fields ("exactly one of", "at least one of") as JSON Schema, for the
 * document. The server checks them after decoding, where the message can name the fields; these
 * annotations state the same rules so generated clients and validators know them.
 */
import { Schema } from "effect"

type Rule =
  | { readonly oneOf: ReadonlyArray<object> }
  | { readonly anyOf: ReadonlyArray<object> }
  | { readonly not: object }

// Each branch names its field under `properties` too (`true`: the object's own schema for it
// applies), so strict validators see the required field declared beside the requirement.
const present = (field: string) => ({ required: [field], properties: { [field]: true } })

export const exactlyOneOf = (...fields: ReadonlyArray<string>): Rule => ({ oneOf: fields.map(present) })

export const atLeastOneOf = (...fields: ReadonlyArray<string>): Rule => ({ anyOf: fields.map(present) })

/** Either field, or neither, but not both with a value (an explicit null is no value). */
export const notBothOf = (a: string, b: string): Rule => ({
  not: { required: [a, b], properties: { [a]: { not: { type: "null" } }, [b]: { not: { type: "null" } } } }
})

/** The annotation that adds `rules` to a struct's JSON Schema (under `allOf`, beside its properties). */
export const fieldRules = (...rules: ReadonlyArray<Rule>) => ({ jsonSchema: { allOf: rules } })

/**
 * A response field the spec gives a default (the value a record starts with), stated as `default`
 * on the property: annotating the shared schema itself (`Schema.Int`) would give every use of it
 * that default.
 */
export const withDefault = <S extends Schema.Schema.All>(schema: S, value: Schema.Schema.Encoded<S>) =>
  Schema.propertySignature(schema).annotations({ default: value as never })
