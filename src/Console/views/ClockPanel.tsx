/** The company's sandbox clock: now, frozen or real, freeze / resume / advance, and the jobs each advance ran. */
import { useState } from "preact/hooks"
import type { Listed, Schemas } from "../Api.js"
import { useAction, useConsole, useLoad } from "../Context.js"
import { Failure, Id, Time } from "./Notice.js"

type Job = Schemas["SandboxJob"]

const STEPS = [
  { label: "+5 min", seconds: 300 },
  { label: "+1 h", seconds: 3_600 },
  { label: "+1 day", seconds: 86_400 }
] as const

export const ClockPanel = () => {
  const { call } = useConsole()
  const clock = useLoad<Schemas["SandboxClock"]>("/sandbox/v1/clock")
  const action = useAction()
  const [to, setTo] = useState("")
  const [ran, setRan] = useState<{ readonly from: string; readonly to: string; readonly jobs: ReadonlyArray<Job>; readonly count: number } | undefined>()

  const advance = async (body: { seconds: number } | { to: string }) => {
    const before = clock.data?.now
    const after = await action.run<Schemas["SandboxClockAdvanced"]>("POST", "/sandbox/v1/clock/advance", body)
    if (after === undefined || before === undefined) return
    // The jobs that came due in the window the clock just crossed are the ones the advance ran.
    const query = `due_after=${encodeURIComponent(before)}&due_until=${encodeURIComponent(after.now)}&status=done&status=failed&limit=100`
    const jobs = await call<Listed<Job>>("GET", `/sandbox/v1/jobs?${query}`)
    setRan({ from: before, to: after.now, jobs: jobs.ok ? jobs.body.data : [], count: after.jobs_run })
  }

  return (
    <section class="clock" aria-labelledby="clock-heading">
      <h2 id="clock-heading">Clock</h2>
      <p class="now">
        <Time at={clock.data?.now} /> <span class={`badge ${clock.data?.mode ?? ""}`}>{clock.data?.mode ?? "…"}</span>
      </p>
      <div class="buttons">
        <button type="button" disabled={action.busy} onClick={() => void action.run("POST", "/sandbox/v1/clock/freeze", {})}>Freeze</button>
        <button type="button" disabled={action.busy} onClick={() => void action.run("POST", "/sandbox/v1/clock/resume", {})}>Resume</button>
        {STEPS.map((step) => (
          <button key={step.label} type="button" disabled={action.busy} onClick={() => void advance({ seconds: step.seconds })}>
            {step.label}
          </button>
        ))}
      </div>
      <form
        class="advance-to"
        onSubmit={(e) => {
          e.preventDefault()
          if (to !== "") void advance({ to: `${to.length === 16 ? `${to}:00` : to}Z` })
        }}
      >
        <label>
          Advance to (UTC) <input type="datetime-local" step={1} value={to} onInput={(e) => setTo(e.currentTarget.value)} />
        </label>{" "}
        <button type="submit" disabled={action.busy || to === ""}>Go</button>
      </form>
      <Failure failure={action.failure ?? clock.error} />
      {ran === undefined ? null : (
        <div class="ran" aria-live="polite">
          <p>
            Advanced from <Time at={ran.from} /> to <Time at={ran.to} />: {ran.count} job{ran.count === 1 ? "" : "s"} ran.
          </p>
          {ran.jobs.length === 0 ? null : (
            <ul class="jobs">
              {ran.jobs.map((job) => (
                <li key={job.id}>
                  <Time at={job.due_at} /> {job.kind}
                  {job.action === null ? null : <strong> {job.action}</strong>} <Id id={job.record_id} />
                  {job.status === "failed" ? <span class="failure"> failed: {job.error}</span> : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  )
}
