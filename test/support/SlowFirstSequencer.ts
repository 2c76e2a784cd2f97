/**
 * The order vitest starts the suite's files in. With results of an earlier run it is vitest's own
 * (longest first). A fresh clone has none, and vitest then starts the largest files first, which put
 * the longest-running ones (a browser, child processes, a PostgreSQL) last, on the suite's critical path:
 * a first run took 63 s against 47 s for the next. So the files known to run longest start first.
 */
import { relative } from "node:path"
import { BaseSequencer, type TestSpecification } from "vitest/node"

/** The longest-running files of `npm test`, longest first (from its timings on a 2-core machine). */
const LONGEST_FIRST = [
  "test/postgres-smoke.test.ts",
  "test/console.browser.test.ts",
  "test/cli.e2e.test.ts",
  "test/webhooks.e2e.test.ts",
  "test/startup.e2e.test.ts",
  "test/determinism.test.ts",
  "test/package-export.test.ts",
  "test/vobs-lifecycle.test.ts",
  "test/openapi.test.ts"
]

export class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: Array<TestSpecification>): Promise<Array<TestSpecification>> {
    const sorted = await super.sort(files)
    const root = this.ctx.config.root
    const hasResults = files.some((file) =>
      this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(root, file.moduleId)}`) !== undefined
    )
    if (hasResults) return sorted
    const rank = (file: TestSpecification) => {
      const index = LONGEST_FIRST.indexOf(relative(root, file.moduleId))
      return index === -1 ? LONGEST_FIRST.length : index
    }
    // Stable: files outside the list keep vitest's order after those in it.
    return sorted.map((file, position) => ({ file, position })).sort((a, b) => rank(a.file) - rank(b.file) || a.position - b.position)
      .map(({ file }) => file)
  }
}
