/**
 * Webhook deliveries per subscription: each attempt (status code, duration, error, the signature header
 * it sent), the next one, and redelivery. The signature comes from the sandbox's read of the attempts:
 * the /v1 delivery does not carry it.
 */
import { apiPath, type Listed, type Schemas } from "../Api.js"
import { useAction, useLoad } from "../Context.js"
import { Failure, Id, Time } from "./Notice.js"

type Delivery = Schemas["WebhookDelivery"]
type SignedAttempt = Schemas["WebhookSignedAttempt"]

const DeliveryRow = ({ subscriptionId, delivery }: { readonly subscriptionId: string; readonly delivery: Delivery }) => {
  const action = useAction()
  const signed = useLoad<{ readonly data: ReadonlyArray<SignedAttempt> }>(
    apiPath`/sandbox/v1/webhooks/${subscriptionId}/deliveries/${delivery.id}/attempts`
  )
  const attempts: ReadonlyArray<SignedAttempt> = signed.data?.data ?? delivery.attempts.map((a) => ({ ...a, signature: null }))
  return (
    <li class={`delivery delivery-${delivery.status}`} data-delivery-id={delivery.id}>
      <strong>{delivery.event_type}</strong> <Id id={delivery.event_id} />{" "}
      <span class={`badge status-${delivery.status}`}>{delivery.status}</span>{" "}
      {delivery.attempt_count}/{delivery.max_attempts} attempts
      {delivery.next_attempt_at === null ? null : <> · next <Time at={delivery.next_attempt_at} /></>}{" "}
      <button
        type="button"
        disabled={action.busy}
        onClick={() => void action.run("POST", apiPath`/v1/webhooks/${subscriptionId}/deliveries/${delivery.id}/attempts`, {})}
      >
        Redeliver
      </button>
      <table class="attempts">
        <thead>
          <tr><th scope="col">#</th><th scope="col">Trigger</th><th scope="col">At</th><th scope="col">Status</th><th scope="col">Duration</th><th scope="col">Error</th><th scope="col">X-Svc-Signature</th></tr>
        </thead>
        <tbody>
          {attempts.map((attempt) => (
            <tr key={attempt.number}>
              <td>{attempt.number}</td>
              <td>{attempt.trigger}</td>
              <td><Time at={attempt.attempted_at} /></td>
              <td>{attempt.response_code ?? "—"}</td>
              <td>{attempt.duration_ms} ms</td>
              <td>{attempt.error ?? ""}</td>
              <td>{attempt.signature === null ? <span class="muted">—</span> : <code class="signature">{attempt.signature}</code>}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Failure failure={action.failure} />
    </li>
  )
}

const Subscription = ({ subscription }: { readonly subscription: Schemas["WebhookSubscription"] }) => {
  const deliveries = useLoad<Listed<Delivery>>(apiPath`/v1/webhooks/${subscription.id}/deliveries?limit=50`)
  return (
    <section class="subscription" aria-label={`Subscription ${subscription.url}`}>
      <h3>{subscription.url} {subscription.is_active ? null : <span class="badge">inactive</span>}</h3>
      <p class="muted small">{subscription.event_types.join(", ")}</p>
      <p class="muted small">
        Each attempt is signed with the subscription's secret (shown once at creation): X-Svc-Signature is
        sha256= the HMAC-SHA256 of the body (see the API reference, Events).
      </p>
      <Failure failure={deliveries.error} />
      <ul class="plain">
        {(deliveries.data?.data ?? []).map((d) => <DeliveryRow key={d.id} subscriptionId={subscription.id} delivery={d} />)}
      </ul>
    </section>
  )
}

export const WebhooksView = () => {
  const subscriptions = useLoad<Listed<Schemas["WebhookSubscription"]>>("/v1/webhooks?limit=100")
  const all = subscriptions.data?.data ?? []
  return (
    <section aria-labelledby="webhooks-heading">
      <h2 id="webhooks-heading">Webhook deliveries</h2>
      <Failure failure={subscriptions.error} />
      {subscriptions.data !== undefined && all.length === 0 ? <p class="muted">No subscriptions (POST /v1/webhooks).</p> : null}
      {all.map((s) => <Subscription key={s.id} subscription={s} />)}
    </section>
  )
}
