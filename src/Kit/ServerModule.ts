/**
 * Where the kit's in-process server comes from. Run from the sources (this project's own tests), it is
 * InProcessServer.ts itself, imported on first use. In the built package scripts/bundle.mjs puts
 * BundledServerModule.ts in this module's place: the server then comes from one CommonJS bundle, for the
 * ES-module and the CommonJS entries alike.
 */
import type * as InProcessServer from "./InProcessServer.js"

/** What the kit starts (the bundle's `makeMigratedImage` is the build's, not the kit's). */
export type ServerModule = Pick<typeof InProcessServer, "startServer" | "startWebHandler">

/** Loaded on first use only: `import { verifyWebhookSignature } from "vob-sandbox"` loads none of the app. */
export const loadServerModule = (): Promise<ServerModule> => import("./InProcessServer.js")
