/**
 * The lifecycle every family shares, written once: a family declares what differs (its collection,
 * how its inputs become a POST and a PATCH, which fields replace, how a lost create is matched,
 * what adoption refuses) and {@link lifecycle} gives the functions both hosts call.
 *
 * - check: the wire model's create schema (or the family's own problems), and `adoptId`'s form;
 *   where the family has write-only secrets, the record of a rotation (plan.ts's `__secretsChanged`).
 * - diff: a change to a replacing field replaces; any other is in place when the PATCH has
 *   something in it, or when a compared input is still unknown (preview), or a rotation is pending.
 * - create: adoption (GET, the family's refusal, a PATCH of what differs); otherwise a POST that
 *   recovers from a lost response (recovery.ts), then, for a recovered item, a PATCH of what differs.
 * - read: one GET, a 404 drops the resource; update: one PATCH; remove: one DELETE, a 404 is done.
 * - outputs the service returns once, in the create response (a credential's token): read and
 *   update keep the state's value (returnedOnce.ts); an adopted or recovered item has none, which
 *   a warning on the resource says.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import type { IngressClient } from "../client";
import { adoptIdProblem, adoptionTarget } from "../inputs/adoption";
import { containsUnknown } from "../inputs/unknowns";
import { toCheckFailures, userInputs, validateInputs } from "../inputs/validate";
import { getClient } from "../process/runtime";
import type { CollectionFacts } from "../wire/collection";
import type { FieldProblem } from "../wire/rules";
import { deleteIfExists, readOrGone } from "./gone";
import { createOnce, type Created, findSince, type Search } from "./recovery";
import { keptOnce, type ReturnedOnce, warnLost } from "./returnedOnce";
import { nextSecretsRecord, SECRETS_APPLIED, SECRETS_CHANGED, secretsRecord } from "./secretRotation";

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;

/** The calls of a family's collection the lifecycle makes. */
export interface Calls<Item, Body, Patch> {
  create(body: Body): Promise<Item>;
  get(id: string): Promise<Item>;
  list(): AsyncIterable<Item>;
  update(id: string, patch: Patch): Promise<Item>;
  delete(id: string): Promise<void>;
}

/** What a family states for {@link lifecycle}. */
export interface Declaration<Item extends Created, Inputs extends object, Outputs extends object, Body, Patch> {
  /** What one item is called in messages (`vault`), and its collection's wire facts (schemas, id prefix). */
  readonly facts: { readonly what: string; readonly wire: Pick<CollectionFacts<string, z.ZodType, z.ZodType, z.ZodType | undefined>, "create" | "idPrefix" | "anItem"> };
  /** Its collection of the API client. */
  readonly calls: (client: IngressClient) => Calls<Item, Body, Patch>;
  /** The inputs compared with the service: while one is unknown (preview), the resource may change. */
  readonly compared: readonly (keyof Inputs & string)[];
  /** check's problems with the program's fields (no `adoptId`), when the create schema alone does not say them. */
  readonly problems?: (fields: Unchecked) => FieldProblem[];
  /**
   * Problems whose field may hold a secret (a policy holding client secrets): the engine prints a
   * failing property's value beside the reason, so they are reported against the resource (the
   * reason still names the field). The create schema's top-level secrets always are.
   */
  readonly valueUnsaid?: (path: string) => boolean;
  /**
   * The secret inputs (SDK paths) the service never returns: check records a changed one
   * (`__secretsChanged`), and the family's update body sends it while `pendingRotation` names it.
   */
  readonly rotates?: ReadonlyArray<readonly string[]>;
  readonly createBody: (inputs: Inputs) => Body;
  /** The PATCH that brings the service (as outputs describe it) to the program; undefined when in sync. */
  readonly updateBody: (olds: Outputs, news: Inputs) => Patch | undefined;
  /** The fields whose change makes a new item (none when absent). */
  readonly replaces?: (olds: Outputs, news: Inputs) => string[];
  /** Whether a replacement deletes the old item first (the service refuses the two side by side). */
  readonly deleteFirst?: (olds: Outputs, news: Inputs) => boolean;
  readonly toOutputs: (item: Item) => Outputs;
  /** How a lost create's item is found. */
  readonly match: {
    /** The match, for messages: `named prod-vault`. */
    readonly describe: (inputs: Inputs) => string;
    /** What the user does where the search cannot decide: `find it with getVaults() (…)`. */
    readonly howToFind: (inputs: Inputs, since: string) => string;
    /** Whether an item is the program's; by default, when neither a replacement nor a PATCH would change it. */
    readonly matches?: (item: Item, inputs: Inputs) => boolean;
  };
  /** A recovered item is brought to the program with a PATCH (when its match leaves fields unchecked). */
  readonly reconcileRecovered?: true;
  /** Why the item `adoptId` names cannot be adopted, if it cannot: `that endpoint is of type agent; …`. */
  readonly refuseAdoption?: (existing: Item, inputs: Inputs) => string | undefined;
  /** The PATCH that adoption sends, when it is not the update body (a write-only secret is sent, as the service cannot be compared). */
  readonly adoptionBody?: (existing: Outputs, inputs: Inputs) => Patch | undefined;
  /** Outputs the service returns only in the create response: kept by read and update, and what is said when a create cannot have them. */
  readonly returnedOnce?: ReturnedOnce<Outputs>;
}

/** A family's functions, as {@link lifecycle} gives them, and the search for a lost create (the recover command's). */
export interface Lifecycle<Inputs, Outputs> {
  check(olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>>;
  diff(id: string, olds: Outputs, news: Inputs): Promise<pulumi.dynamic.DiffResult>;
  create(inputs: Inputs): Promise<pulumi.dynamic.CreateResult<Outputs>>;
  read(id: string, props?: Partial<Outputs>): Promise<pulumi.dynamic.ReadResult<Outputs>>;
  update(id: string, olds: Outputs, news: Inputs): Promise<pulumi.dynamic.UpdateResult<Outputs>>;
  remove(id: string): Promise<void>;
  search(client: IngressClient, inputs: Record<string, unknown>): Search;
}

/** The family's functions from its declaration (see the module comment). */
export function lifecycle<Item extends Created, Inputs extends object, Outputs extends object, Body, Patch>(
  d: Declaration<Item, Inputs, Outputs, Body, Patch>,
): Lifecycle<Inputs, Outputs> {
  const schema = d.facts.wire.create;
  const replaces = (olds: Outputs, news: Inputs): string[] => d.replaces?.(olds, news) ?? [];
  const matches = d.match.matches ?? ((item: Item, inputs: Inputs) => replaces(d.toOutputs(item), inputs).length === 0 && d.updateBody(d.toOutputs(item), inputs) === undefined);
  const finder = (client: IngressClient, inputs: Inputs) => ({ list: () => d.calls(client).list(), matches: (item: Item) => matches(item, inputs), describe: d.match.describe(inputs) });
  /** Outputs with the rotation the service holds (the generation last applied), when there has been one. */
  const withApplied = (outputs: Outputs, generation: unknown): Outputs => {
    if (d.rotates === undefined) return outputs;
    const { [SECRETS_APPLIED]: _, ...rest } = outputs as Record<string, unknown>;
    return (typeof generation === "number" ? { ...rest, [SECRETS_APPLIED]: generation } : rest) as Outputs;
  };

  return {
    async check(olds, news) {
      const { adoptId, [SECRETS_CHANGED]: _, ...fields } = userInputs(news);
      if (d.returnedOnce) delete fields[d.returnedOnce.urnInput];
      const problems = [...(d.problems?.(fields) ?? validateInputs(schema, fields)), ...adoptIdProblem(adoptId, d.facts.wire)];
      const inputs: Unchecked = { ...news };
      delete inputs[SECRETS_CHANGED];
      // A create sends every secret: nothing to record until the item exists.
      const record = d.rotates === undefined || Object.keys(userInputs(olds)).length === 0 ? undefined : nextSecretsRecord(olds, news, d.rotates);
      if (record !== undefined) inputs[SECRETS_CHANGED] = record;
      const failures = toCheckFailures(problems, schema).map((f) => (d.valueUnsaid?.(f.property) ? { ...f, property: "" } : f));
      return { inputs, failures };
    },

    async diff(_id, olds, news) {
      const replacing = replaces(olds, news);
      const changes = replacing.length > 0 || d.compared.some((f) => containsUnknown(news[f])) || d.updateBody(olds, news) !== undefined;
      return { changes, replaces: replacing, deleteBeforeReplace: replacing.length > 0 && (d.deleteFirst?.(olds, news) ?? false) };
    },

    async create(inputs) {
      const calls = d.calls(getClient());
      const adopt = adoptionTarget(inputs as { adoptId?: string });
      if (adopt !== undefined) {
        const existing = await calls.get(adopt);
        const refused = d.refuseAdoption?.(existing, inputs);
        if (refused !== undefined) throw new Error(`adoptId ${adopt}: ${refused}`);
        const outs = d.toOutputs(existing);
        if (d.returnedOnce) await warnLost(d.returnedOnce, inputs, adopt, "adopted");
        const patch = d.adoptionBody ? d.adoptionBody(outs, inputs) : d.updateBody(outs, inputs);
        return { id: adopt, outs: patch === undefined ? outs : d.toOutputs(await calls.update(adopt, patch)) };
      }
      const { item, recovered } = await createOnce({
        what: d.facts.what,
        create: () => calls.create(d.createBody(inputs)),
        finder: finder(getClient(), inputs),
        howToFind: (since: string) => d.match.howToFind(inputs, since),
      });
      if (recovered && d.returnedOnce) await warnLost(d.returnedOnce, inputs, item.id, "found after a lost response");
      const patch = recovered && d.reconcileRecovered ? d.updateBody(d.toOutputs(item), inputs) : undefined;
      return { id: item.id, outs: d.toOutputs(patch === undefined ? item : await calls.update(item.id, patch)) };
    },

    async read(id, props) {
      return readOrGone(id, () => d.calls(getClient()).get(id), (item) =>
        keptOnce(d.returnedOnce, withApplied(d.toOutputs(item), (props as Unchecked | undefined)?.[SECRETS_APPLIED]), props),
      );
    },

    async update(id, olds, news) {
      // diff reports an in-place update only when the body has something in it.
      const item = await d.calls(getClient()).update(id, d.updateBody(olds, news) ?? ({} as Patch));
      const applied = d.rotates === undefined ? undefined : (secretsRecord(news as Unchecked)?.generation ?? (olds as Unchecked)[SECRETS_APPLIED]);
      return { outs: keptOnce(d.returnedOnce, withApplied(d.toOutputs(item), applied), olds) };
    },

    async remove(id) {
      await deleteIfExists(() => d.calls(getClient()).delete(id));
    },

    search(client, inputs) {
      // A pending create's inputs passed the family's check: the engine creates with nothing else.
      const f = finder(client, inputs as Inputs);
      return { describe: f.describe, find: (since, excluded) => findSince(f, since, excluded) };
    },
  };
}
