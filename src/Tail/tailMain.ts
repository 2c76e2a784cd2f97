/**
 * The `tail` subcommand's own entry, bundled apart (dist/vob-sandbox-tail.cjs): a tail is a small HTTP
 * client, so it starts without loading and compiling the server's bundle (bin/vob-sandbox.js routes to it).
 */
import { tail } from "./Tail.js"

tail(process.argv.slice(3))
