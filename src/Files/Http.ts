import { FileSystem } from "@effect/platform"
import * as NodeFileSystem from "@effect/platform-node/NodeFileSystem"
import { Effect, Layer } from "effect"
import { Api } from "../Api.js"
import { CurrentCaller } from "../Auth/CurrentCaller.js"
import { apiGroup } from "../Http/ApiGroup.js"
import { FileReactions } from "../Orchestration/FileReactions.js"
import { Files } from "./Files.js"

export const FilesHttpLive = apiGroup(Api, "files", (handlers) =>
  Effect.gen(function*() {
    const files = yield* Files
    const reactions = yield* FileReactions
    const fs = yield* FileSystem.FileSystem
    return handlers
      .handle("upload", ({ payload: { file, document_type, patient_id } }) =>
        Effect.gen(function*() {
          const { companyId } = yield* CurrentCaller
          const bytes = yield* Effect.orDie(fs.readFile(file.path))
          return yield* files.upload(companyId, {
            name: file.name,
            declaredType: file.contentType,
            bytes,
            document_type: document_type ?? null,
            patient_id: patient_id ?? null
          })
        }))
      .handle("list", ({ urlParams: { page, limit, document_type } }) =>
        Effect.flatMap(CurrentCaller, ({ companyId }) => files.list(companyId, { document_type }, { page, limit })))
      .handle("get", ({ path: { id } }) => Effect.flatMap(CurrentCaller, ({ companyId }) => files.get(companyId, id)))
      .handle("delete", ({ path: { id } }) => Effect.flatMap(CurrentCaller, ({ companyId }) => reactions.remove(companyId, id)))
  })).pipe(Layer.provide([Files.Default, FileReactions.Default, NodeFileSystem.layer]))
