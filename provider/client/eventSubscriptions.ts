/** Event subscriptions (`/event_subscriptions`): create, read, list, update, delete. */
import { EventSubscription, EventSubscriptionCreate, EventSubscriptionList, EventSubscriptionUpdate } from "../wire";
import { paginate, type ListOptions } from "./pages";
import { pathOf } from "./paths";
import { NoContent, type Transport } from "./request";

export type { EventSubscription, EventSubscriptionCreate, EventSubscriptionUpdate } from "../wire";

export class EventSubscriptions {
  readonly #t: Transport;

  constructor(transport: Transport) {
    this.#t = transport;
  }

  /**
   * Subscribes event destinations to event types. Not retried after an ambiguous failure.
   *
   * @example
   * await client.eventSubscriptions.create({ sources: [{ type: "ip_policy_created.v0" }], destination_ids: ["ed_1"] });
   */
  create(body: EventSubscriptionCreate): Promise<EventSubscription> {
    return this.#t.request({
      method: "POST",
      path: pathOf("/event_subscriptions", {}),
      body: { schema: EventSubscriptionCreate, value: body },
      response: EventSubscription,
    });
  }

  /**
   * Reads one subscription.
   *
   * @example
   * const sub = await client.eventSubscriptions.get("esb_123");
   */
  get(id: string): Promise<EventSubscription> {
    return this.#t.request({ method: "GET", path: pathOf("/event_subscriptions/{id}", { id }), response: EventSubscription });
  }

  /**
   * Every subscription of the account, newest first, fetched page by page as you iterate.
   *
   * @example
   * for await (const sub of client.eventSubscriptions.list()) console.log(sub.id);
   */
  list(opts: ListOptions = {}): AsyncIterable<EventSubscription> {
    return paginate({
      request: this.#t.request,
      baseUrl: this.#t.baseUrl,
      path: pathOf("/event_subscriptions", {}),
      page: EventSubscriptionList,
      items: (p) => p.event_subscriptions,
      limit: opts.limit,
    });
  }

  /**
   * Sets any of `description`, `metadata`, `sources`, `destination_ids`; lists are replaced whole.
   *
   * @example
   * await client.eventSubscriptions.update("esb_123", { destination_ids: ["ed_1", "ed_2"] });
   */
  update(id: string, body: EventSubscriptionUpdate): Promise<EventSubscription> {
    return this.#t.request({
      method: "PATCH",
      path: pathOf("/event_subscriptions/{id}", { id }),
      body: { schema: EventSubscriptionUpdate, value: body },
      response: EventSubscription,
    });
  }

  /**
   * Deletes a subscription.
   *
   * @example
   * await client.eventSubscriptions.delete("esb_123");
   */
  async delete(id: string): Promise<void> {
    await this.#t.request({ method: "DELETE", path: pathOf("/event_subscriptions/{id}", { id }), response: NoContent });
  }
}
