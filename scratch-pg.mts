import { startPostgres } from "./test/support/Postgres.ts"
import { writeFileSync } from "node:fs"
const pg = await startPostgres()
const url = await pg.createDatabase("manual")
writeFileSync("/tmp/pgurl", url)
console.log(url)
process.on("SIGTERM", () => { pg.stop(); process.exit(0) })
setInterval(() => {}, 1000)
