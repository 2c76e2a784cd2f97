/** The company's events, newest first: type, time on the sandbox clock, the ids it names, its payload. */
import { eventRefs, type ListedEvent } from "../../Events/EventLine.js"
import type { Listed } from "../Api.js"
import { useLoad } from "../Context.js"
import { Failure, Id, Time } from "./Notice.js"

export const EventsView = () => {
  const events = useLoad<Listed<ListedEvent>>("/sandbox/v1/events?limit=100")
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading">Events {events.data === undefined ? null : <span class="muted">({events.data.pagination.total})</span>}</h2>
      <Failure failure={events.error} />
      <table class="events">
        <thead>
          <tr><th scope="col">Time</th><th scope="col">Type</th><th scope="col">Records</th><th scope="col">Payload</th></tr>
        </thead>
        <tbody>
          {(events.data?.data ?? []).map((event) => (
            <tr key={event.id} data-event-type={event.type}>
              <td><Time at={event.created_at} /></td>
              <td>{event.type}</td>
              <td>{eventRefs(event.payload).map(([name, id]) => <span key={name} class="ref">{name} <Id id={id} /> </span>)}</td>
              <td><details><summary>payload</summary><pre>{JSON.stringify(event.payload, null, 2)}</pre></details></td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}
