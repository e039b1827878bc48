/**
 * The lifecycle every family shares, written once: a family gives its facts, whose field table
 * (provider/fields/) yields the POST, the PATCH, what replaces and the outputs, and declares only
 * what differs (how a lost create is matched, what adoption refuses, a step its table cannot say);
 * {@link lifecycle} gives the functions both hosts call.
 *
 * - check: the wire model's create schema (or the family's own problems), and `adoptId`'s form;
 *   where the family has write-only secrets, the record of a rotation (secretRotation.ts's `__secretsChanged`).
 * - diff: a change to a replacing field replaces; any other is in place when the PATCH has
 *   something in it, or when a compared input is still unknown (preview), or a rotation is pending.
 * - create: adoption (GET, the family's refusal, a PATCH of what differs); otherwise a POST that
 *   recovers from a lost response (recovery.ts), then, for a recovered item, a PATCH of what differs.
 * - read: one GET, a 404 drops the resource; update: one PATCH (after the calls a family must make
 *   before it, `beforeUpdate`); remove: one DELETE, a 404 is done.
 * - outputs the service returns once, in the create response (a credential's token): read and
 *   update keep the state's value (returnedOnce.ts); an adopted or recovered item has none, which
 *   a warning on the resource says.
 */
import type * as pulumi from "@pulumi/pulumi";
import type { z } from "zod";
import { type Camelize, pluralOf } from "../inputs/naming";
import type { IngressClient } from "../ingressClient/ingressClient";
import type { ClientMember } from "../ingressClient/members";
import type { Recovery } from "./recovery";
import { comparedOf, createBodyOf, fieldsOf, outputsOf, replacedOf, sameHeld, updateBodyOf } from "../fields/derive";
import { adoptIdProblem, adoptionTarget } from "../inputs/adoption";
import { containsUnknown } from "../inputs/unknowns";
import { toCheckFailures, userInputs, validateInputs } from "../inputs/validate";
import { getClient } from "../process/runtime";
import type { CollectionFacts } from "../wire/collection";
import type { FieldProblem } from "../wire/rules";
import { deleteIfExists, readOrGone } from "./gone";
import { createOnce, type Created, findSince, type Search } from "./recovery";
import { reportUnknownValues } from "./reportUnknown";
import { keptOnce, type ReturnedOnce, URN_INPUT, warnLost } from "./returnedOnce";
import { nextSecretsRecord, pendingRotation, SECRETS_APPLIED, SECRETS_CHANGED, secretsRecord } from "./secretRotation";

/** A family's inputs as `check` passes them on: its create body in the SDK's names, and `adoptId`. */
export type ProgramInputs<Create> = Camelize<Create> & { adoptId?: string };
/** A family's outputs: the service's item in the SDK's names, less its id (the resource's). */
export type ServiceOutputs<Item> = Camelize<Omit<Item, "id">>;

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

/** A family's facts as the lifecycle reads them: its type, name in messages, client member, wire collection and field table. */
export interface LifecycleFacts {
  /** The resource class (`Vault`), whose lookup (`getVaults()`) messages name. */
  readonly type: string;
  /** What one item is called in messages: `vault`. */
  readonly what: string;
  /** Its member of the API client, whose calls the lifecycle makes. */
  readonly collection: ClientMember;
  /** Its collection's wire facts: schemas, id prefix. */
  readonly wire: Pick<CollectionFacts<string, z.ZodType, z.ZodType, z.ZodType | undefined>, "create" | "idPrefix" | "anItem" | "item" | "update">;
  /** Its fields (provider/fields/table.ts), from which bodies, diffs and outputs are derived. */
  readonly fields: object;
  /** How a lost create is found: where the match is unique (`uniqueMatch`), the lifecycle matches an item by its match fields. */
  readonly recovery?: Recovery;
}

/** The item a family's wire collection returns. */
export type ItemOf<F extends LifecycleFacts> = z.infer<F["wire"]["item"]>;
/** A family's create body, as its wire collection states it. */
export type BodyOf<F extends LifecycleFacts> = z.infer<F["wire"]["create"]>;
/** A family's PATCH body, as its wire collection states it. */
export type PatchOf<F extends LifecycleFacts> = F["wire"]["update"] extends z.ZodType ? z.infer<F["wire"]["update"]> : never;

/** What a family states for {@link lifecycle}: its facts, and only the steps where it differs from what its fields give. */
export interface Declaration<Item extends Created, Inputs extends object, Outputs extends object, Body, Patch, F extends LifecycleFacts = LifecycleFacts> {
  /** The family's facts (`FACTS`). */
  readonly facts: F;
  /** Its collection of the API client, where it is not the facts' client member as it is. */
  readonly calls?: (client: IngressClient) => Calls<Item, Body, Patch>;
  /**
   * check's problems with the program's fields (no `adoptId`), when the create schema alone does not
   * say them. `was` is what a family needs where a problem depends on more than the fields: the
   * previous inputs and the program's `adoptId` (a certificate's key is needed only to upload, not
   * to adopt or to update in place).
   */
  readonly problems?: (fields: Unchecked, was: { readonly olds: Unchecked; readonly adoptId: unknown }) => FieldProblem[];
  /**
   * Problems whose field may hold a secret (a policy holding client secrets): the engine prints a
   * failing property's value beside the reason, so they are reported against the resource (the
   * reason still names the field). The create schema's top-level secrets always are.
   */
  readonly valueUnsaid?: (path: string) => boolean;
  /**
   * The secret inputs (SDK paths) the service never returns, where they are not the table's
   * write-only fields (secrets inside a field): check records a changed one (`__secretsChanged`),
   * and the update body sends it while `pendingRotation` names it.
   */
  readonly rotates?: ReadonlyArray<readonly string[]>;
  /** The POST body, where it is more than the table's (a member every item has: `type: "cloud"`). */
  readonly createBody?: (inputs: Inputs, derived: Body) => Body;
  /** The PATCH that brings the service (as outputs describe it) to the program, where it is more than the table's; undefined when in sync. */
  readonly updateBody?: (olds: Outputs, news: Inputs, derived: Patch | undefined) => Patch | undefined;
  /** The fields whose change makes a new item, where it is more than the table's. */
  readonly replaces?: (olds: Outputs, news: Inputs, derived: string[]) => string[];
  /** Whether a replacement deletes the old item first (the service refuses the two side by side). */
  readonly deleteFirst?: (olds: Outputs, news: Inputs) => boolean;
  /** Outputs from the service's item, where they are more than the table's. */
  readonly toOutputs?: (item: Item, derived: Outputs) => Outputs;
  /** How a lost create's item is found. */
  readonly match: {
    /** The match, for messages: `named prod-vault`. */
    readonly describe: (inputs: Inputs) => string;
    /**
     * What the user does where the search cannot decide; absent, the family's lookup and its match:
     * `find it with getVaults() (a vault named prod, created at or after …), then adopt it with adoptId, …`.
     */
    readonly howToFind?: (inputs: Inputs, since: string) => string;
    /**
     * Whether an item is the program's; by default, when neither a replacement nor a PATCH would
     * change it, or, where the family's recovery match is unique (`uniqueMatch`), when its match
     * fields are the program's (each compared as its field says). `unchanged`: the first default
     * (the family's hooks included), for a match that adds to it.
     */
    readonly matches?: (item: Item, inputs: Inputs, unchanged: () => boolean) => boolean;
  };
  /**
   * A recovered item is brought to the program with a PATCH (when its match leaves fields
   * unchecked); by default, where the unique match above is the family's match.
   */
  readonly reconcileRecovered?: true;
  /** Why the item `adoptId` names cannot be adopted, if it cannot: `that endpoint is of type agent; …`. */
  readonly refuseAdoption?: (existing: Item, inputs: Inputs) => string | undefined;
  /**
   * Calls that must come before a PATCH the lifecycle sends (an update's, an adoption's, a recovered
   * item's), where the service refuses the PATCH alone: a reserved domain detaches its uploaded
   * certificate before a PATCH that sets a managed one (ERR_NGROK_434). `olds` are the outputs the
   * PATCH was computed from.
   */
  readonly beforeUpdate?: (client: IngressClient, id: string, olds: Outputs, news: Inputs) => Promise<void>;
  /**
   * The PATCH that adoption sends, when it is not the update body (a write-only secret is sent, as
   * the service cannot be compared). `derived`: the update body (the table's, with the family's
   * `updateBody` on top) from the existing item to the program.
   */
  readonly adoptionBody?: (existing: Outputs, inputs: Inputs, derived: Patch | undefined) => Patch | undefined;
  /** Outputs the service returns only in the create response: kept by read and update, and what is said when a create cannot have them. */
  readonly returnedOnce?: ReturnedOnce<Outputs>;
}

/** A family's steps, the table's derivations and its own hooks together: what {@link lifecycle} runs. */
interface Steps<Item, Inputs, Outputs, Body, Patch> {
  readonly calls: (client: IngressClient) => Calls<Item, Body, Patch>;
  readonly compared: readonly string[];
  readonly createBody: (inputs: Inputs) => Body;
  readonly updateBody: (olds: Outputs, news: Inputs) => Patch | undefined;
  readonly replaces: (olds: Outputs, news: Inputs) => string[];
  readonly toOutputs: (item: Item) => Outputs;
  readonly rotates: ReadonlyArray<readonly string[]> | undefined;
  /** The unique match of a lost create, where the family's recovery has one: its match fields are the program's. */
  readonly uniqueMatch: ((outputs: Outputs, inputs: Inputs) => boolean) | undefined;
}

/** The steps a declaration's table gives, with its hooks on top. */
function stepsOf<Item extends Created, Inputs extends object, Outputs extends object, Body, Patch>(
  d: Declaration<Item, Inputs, Outputs, Body, Patch>,
): Steps<Item, Inputs, Outputs, Body, Patch> {
  const fields = fieldsOf(d.facts.wire, d.facts.fields);
  const writeOnly = fields.filter((f) => f.kind === "writeOnly").map((f) => [f.sdk]);
  const rotates = d.rotates ?? (writeOnly.length > 0 ? writeOnly : undefined);
  const member = d.facts.collection;
  const recovery = d.facts.recovery;
  type Obj = Record<string, unknown>;
  return {
    calls: d.calls ?? ((client) => client[member] as unknown as Calls<Item, Body, Patch>),
    compared: comparedOf(fields),
    createBody: (inputs) => {
      const derived = createBodyOf(fields, inputs as Obj) as Body;
      return d.createBody ? d.createBody(inputs, derived) : derived;
    },
    updateBody: (olds, news) => {
      const rotated = rotates === undefined ? [] : pendingRotation(olds as Obj, news as Obj);
      const derived = updateBodyOf(fields, olds as Obj, news as Obj, rotated) as Patch | undefined;
      return d.updateBody ? d.updateBody(olds, news, derived) : derived;
    },
    replaces: (olds, news) => {
      const derived = replacedOf(fields, olds as Obj, news as Obj);
      return d.replaces ? d.replaces(olds, news, derived) : derived;
    },
    toOutputs: (item) => {
      const derived = outputsOf(fields, item as unknown as Obj) as Outputs;
      return d.toOutputs ? d.toOutputs(item, derived) : derived;
    },
    rotates,
    uniqueMatch: recovery !== undefined && "uniqueMatch" in recovery ? (outputs, inputs) => sameHeld(fields, recovery.matchFields, outputs as Obj, inputs as Obj) : undefined,
  };
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

/** The step a user takes to find what a lost create made: the family's lookup, and the match it looks for. */
const adoptOrDelete = (facts: LifecycleFacts, match: string, since: string): string =>
  `find it with get${pluralOf(facts.type)}() (${facts.wire.anItem} ${match}, created at or after ${since}), then adopt it with adoptId, or delete it before running up again`;

/**
 * The family's functions from its declaration (see the module comment). The item and bodies are
 * its wire collection's; the program's inputs and the outputs are, unless the family states its
 * own (`lifecycle<typeof FACTS, TlsInputs, TlsOutputs>`), its create body and item in the SDK's names.
 */
export function lifecycle<F extends LifecycleFacts, Inputs extends object = ProgramInputs<BodyOf<F>>, Outputs extends object = ServiceOutputs<ItemOf<F>>>(
  d: Declaration<ItemOf<F> & Created, Inputs, Outputs, BodyOf<F>, PatchOf<F>, F>,
): Lifecycle<Inputs, Outputs> {
  type Item = ItemOf<F> & Created;
  type Body = BodyOf<F>;
  type Patch = PatchOf<F>;
  const schema = d.facts.wire.create;
  const s = stepsOf(d);
  const replaces = s.replaces;
  const unchanged = (item: Item, inputs: Inputs) => {
    const outs = s.toOutputs(item);
    return replaces(outs, inputs).length === 0 && s.updateBody(outs, inputs) === undefined;
  };
  const uniqueMatch = d.match.matches ? undefined : s.uniqueMatch;
  const matches = (item: Item, inputs: Inputs) =>
    d.match.matches ? d.match.matches(item, inputs, () => unchanged(item, inputs)) : uniqueMatch ? uniqueMatch(s.toOutputs(item), inputs) : unchanged(item, inputs);
  const reconcileRecovered = d.reconcileRecovered ?? uniqueMatch !== undefined;
  const finder = (client: IngressClient, inputs: Inputs) => ({ list: () => s.calls(client).list(), matches: (item: Item) => matches(item, inputs), describe: d.match.describe(inputs) });
  /** Outputs with the rotation the service holds (the generation last applied), when there has been one. */
  const withApplied = (outputs: Outputs, generation: unknown): Outputs => {
    if (s.rotates === undefined) return outputs;
    const { [SECRETS_APPLIED]: _, ...rest } = outputs as Record<string, unknown>;
    return (typeof generation === "number" ? { ...rest, [SECRETS_APPLIED]: generation } : rest) as Outputs;
  };

  /** One PATCH, after the calls the family makes before it. */
  const patched = async (calls: Calls<Item, Body, Patch>, id: string, patch: Patch, olds: Outputs, news: Inputs): Promise<Item> => {
    await d.beforeUpdate?.(getClient(), id, olds, news);
    return calls.update(id, patch);
  };

  /** Creates the item, or adopts `adoptId`'s, and reads its outputs. */
  const created = async (inputs: Inputs): Promise<{ id: string; outs: Outputs }> => {
    const calls = s.calls(getClient());
    const adopt = adoptionTarget(inputs as { adoptId?: string });
    if (adopt !== undefined) {
      const existing = await calls.get(adopt);
      const refused = d.refuseAdoption?.(existing, inputs);
      if (refused !== undefined) throw new Error(`adoptId ${adopt}: ${refused}`);
      const outs = s.toOutputs(existing);
      if (d.returnedOnce) await warnLost(d.returnedOnce, inputs, adopt, "adopted");
      const derived = s.updateBody(outs, inputs);
      const patch = d.adoptionBody ? d.adoptionBody(outs, inputs, derived) : derived;
      return { id: adopt, outs: patch === undefined ? outs : s.toOutputs(await patched(calls, adopt, patch, outs, inputs)) };
    }
    const { item, recovered } = await createOnce({
      what: d.facts.what,
      create: () => calls.create(s.createBody(inputs)),
      finder: finder(getClient(), inputs),
      howToFind: (since: string) => (d.match.howToFind ? d.match.howToFind(inputs, since) : adoptOrDelete(d.facts, d.match.describe(inputs), since)),
    });
    if (recovered && d.returnedOnce) await warnLost(d.returnedOnce, inputs, item.id, "found after a lost response");
    const found = s.toOutputs(item);
    const patch = recovered && reconcileRecovered ? s.updateBody(found, inputs) : undefined;
    return { id: item.id, outs: patch === undefined ? found : s.toOutputs(await patched(calls, item.id, patch, found, inputs)) };
  };

  return {
    async check(olds, news) {
      // The URN the SDK and the plugin hand a family that says things on its resource is no field.
      const { adoptId, [SECRETS_CHANGED]: _, [URN_INPUT]: _urn, ...fields } = userInputs(news);
      if (d.returnedOnce) delete fields[d.returnedOnce.urnInput];
      const problems = [...(d.problems?.(fields, { olds, adoptId }) ?? validateInputs(schema, fields)), ...adoptIdProblem(adoptId, d.facts.wire)];
      const inputs: Unchecked = { ...news };
      delete inputs[SECRETS_CHANGED];
      // A create sends every secret: nothing to record until the item exists.
      const record = s.rotates === undefined || Object.keys(userInputs(olds)).length === 0 ? undefined : nextSecretsRecord(olds, news, s.rotates);
      if (record !== undefined) inputs[SECRETS_CHANGED] = record;
      const failures = toCheckFailures(problems, schema).map((f) => (d.valueUnsaid?.(f.property) ? { ...f, property: "" } : f));
      return { inputs, failures };
    },

    async diff(_id, olds, news) {
      const replacing = replaces(olds, news);
      const changes = replacing.length > 0 || s.compared.some((f) => containsUnknown((news as Unchecked)[f])) || s.updateBody(olds, news) !== undefined;
      return { changes, replaces: replacing, deleteBeforeReplace: replacing.length > 0 && (d.deleteFirst?.(olds, news) ?? false) };
    },

    async create(inputs) {
      try {
        return await created(inputs);
      } finally {
        await reportUnknownValues(inputs);
      }
    },

    async read(id, props) {
      try {
        return await readOrGone(id, () => s.calls(getClient()).get(id), (item) =>
          keptOnce(d.returnedOnce, withApplied(s.toOutputs(item), (props as Unchecked | undefined)?.[SECRETS_APPLIED]), props),
        );
      } finally {
        await reportUnknownValues(props);
      }
    },

    async update(id, olds, news) {
      try {
        // diff reports an in-place update only when the body has something in it.
        const item = await patched(s.calls(getClient()), id, s.updateBody(olds, news) ?? ({} as Patch), olds, news);
        const applied = s.rotates === undefined ? undefined : (secretsRecord(news as Unchecked)?.generation ?? (olds as Unchecked)[SECRETS_APPLIED]);
        return { outs: keptOnce(d.returnedOnce, withApplied(s.toOutputs(item), applied), olds) };
      } finally {
        await reportUnknownValues(news);
      }
    },

    async remove(id) {
      await deleteIfExists(() => s.calls(getClient()).delete(id));
    },

    search(client, inputs) {
      // A pending create's inputs passed the family's check: the engine creates with nothing else.
      const f = finder(client, inputs as Inputs);
      return { describe: f.describe, find: (since, excluded) => findSince(f, since, excluded) };
    },
  };
}
