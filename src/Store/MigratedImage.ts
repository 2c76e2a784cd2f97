/**
 * A fresh in-memory store is the same database at every start: every migration, no rows. Running the
 * migrations is a noticeable share of a start (some 90 statements through the migrator, their DDL compiled
 * by SQLite each time; docs/scaling.md); copying a database that ran them is a memory copy. The build runs the
 * migrations once and writes the result beside the server's bundles (`dist/schema.sqlite`, see
 * scripts/bundle.mjs); a `:memory:` store opens as a copy of it, and the migrator, which still runs,
 * finds nothing left to do. Where there is no image (the sources, as the tests run them), or it cannot
 * be read, the migrations run as before.
 */
import { Effect } from "effect"
import { existsSync, readFileSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { SqliteDatabase } from "./SqliteStore.js"

// scripts/bundle.mjs writes it under this name, beside the bundles.
const MIGRATED_IMAGE_FILE = "schema.sqlite"

/** The image beside the module at `moduleUrl` (a bundle in dist/), if the build made one there. */
export const migratedImageBeside = (moduleUrl: string): string | undefined => {
  const path = join(dirname(fileURLToPath(moduleUrl)), MIGRATED_IMAGE_FILE)
  return existsSync(path) ? path : undefined
}

/** The image's bytes, or undefined when there is none to read (the store then migrates). */
export const readMigratedImage = (path: string | undefined): Buffer | undefined => {
  if (path === undefined) return undefined
  try {
    return readFileSync(path)
  } catch {
    return undefined
  }
}

/** The current SQLite database as an image (SQLite's serialization of it), for the build to write. */
export const exportImage = Effect.flatMap(SqliteDatabase, (database) => database.export)
