/**
 * What an import needs to know about a resource family, stated once in the family's own file
 * (`FACTS.importing` in provider/resources/<family>/family.ts; the registry, provider/families.ts,
 * lists them): how the import finds the family's items on an account, the words of an item's name,
 * and the resource's arguments, built with {@link ImportTools}, the import's one set of rules for
 * constants, secrets and files. Both imports read them: `pulumi-ingress import` (cli/import/), which
 * writes a program, and the plugin's `pulumi import` read (plugin/src/importRead.ts), which gives
 * values; neither knows a family by name (issue 31).
 *
 * Types only: the family files import nothing of either import at run time.
 */
import type { z } from "zod";
import type { IngressClient } from "../ingressClient/ingressClient";

/** Items the API lists; `--only` names the family by `only`. */
export interface Listed {
  readonly from: "list";
  /** The family's word in `--only`: `certificates`. */
  readonly only: string;
  /** Every item of the account; absent: the walk of the family's collection (`client.<collection>.list()`). */
  list?(client: IngressClient): AsyncIterable<unknown>;
  /** Items the list holds that are not the family's (agent endpoints), left out with a line saying so. */
  readonly keep?: {
    test(item: unknown): boolean;
    /** The summary's line for the items left out: `left out 2 endpoints …`. */
    said(left: readonly unknown[]): string;
  };
}

/** Items the API holds under parents it lists (routes of HTTPS edges); each parent is a constant of the program. */
export interface UnderParents {
  readonly from: "parents";
  /** The family's word in `--only`: `routes`. */
  readonly only: string;
  readonly parents: {
    /** A parent, in messages: `HTTPS edge`. */
    readonly what: string;
    /** The flag naming the parents whose items are imported (every parent without it): `edge` for `--edge ID`. */
    readonly flag: string;
    /** The prefix of a parent's id: `edghts_`. */
    readonly idPrefix: string;
    /** The noun ending a parent's constant's name: `edge`. */
    readonly noun: string;
    list(client: IngressClient): AsyncIterable<unknown>;
    children(parent: unknown): readonly unknown[];
    /** The words of a parent's constant's name. */
    label(parent: unknown, t: ImportTools): string[];
    /** The comment above a parent's constant. */
    describe(parent: unknown, t: ImportTools): string;
  };
}

/** Items the API cannot list, read one by one by the ids a repeatable flag gives (`--abuse-report ID`). */
export interface ById {
  readonly from: "ids";
  /** The flag: `abuse-report`. */
  readonly flag: string;
  get(client: IngressClient, id: string): Promise<unknown>;
}

/** A resource's arguments as the family's facts give them, and the line above its declaration. */
export interface Declared {
  /** The arguments after `adoptId` (which the import puts first), in the order the program writes them. */
  readonly args: Record<string, unknown>;
  /** When the arguments alone do not say what the item is: `app.example.com (rsa), valid until …`. */
  readonly comment?: string;
}

/** A resource's name in the program, and the words it is made of. */
export interface Naming {
  readonly name: string;
  readonly label: readonly string[];
}

/** The parent of an item found under parents (the HTTPS edge of a route): the parent, its name's words, and its constant. */
export interface ParentOf<P> {
  readonly item: P;
  readonly label: readonly string[];
  /** The program's constant holding the parent's id. */
  readonly constant: unknown;
}

/** How a family's facts tell the import to write a value as the request schema shapes it (see {@link ImportTools.shaped}). */
export interface ShapeRules {
  /** Values that say no more than leaving their field out, at any depth: the service's defaults. */
  readonly defaults?: Readonly<Record<string, unknown>>;
  /** Top-level fields that say nothing unless they hold another value than this one (`enabled: true`). */
  readonly topDefaults?: Readonly<Record<string, unknown>>;
  /** Keys written after the others (in the schema's order), at any depth. */
  readonly last?: readonly string[];
  /** Keys whose members keep their names (a header map's). */
  readonly namesKept?: readonly string[];
  /** Fields holding ids of other items (a backend's, an IP policy's), each id or list of ids as the program names it ({@link ImportTools.constant}). */
  readonly refs?: Readonly<Record<string, (id: string) => unknown>>;
  /** Fields whose value the program gives its own way: a Traffic Policy's text, which may hold a secret ({@link ImportTools.policy}). */
  readonly given?: Readonly<Record<string, (value: unknown) => unknown>>;
  /** The program's read of a secret the shape requires and the service does not return, at `path` (wire names). */
  secret(path: readonly string[]): unknown;
}

/**
 * What the import hands a family's facts: the rules every family's declarations follow. Values it
 * returns are the program's (a constant's name, a read of stack config or of a file): put them in
 * the arguments as they are.
 */
export interface ImportTools {
  /** The words of a text, lowercased: `Main app` gives `main`, `app`. */
  words(text: string | null | undefined): string[];
  /** The words of `text`, else those `fallback` gives. */
  wordsOr(text: string | null | undefined, fallback: () => string[]): string[];
  /** A hostport's or hostname's words: its host (`*.` read as `wildcard`), and its port unless it is 443. */
  hostWords(hostport: string): string[];
  /** A text on one line, its runs of white space made one space. */
  oneLine(text: string | null | undefined): string;
  /** `a, b and c`. */
  list(items: readonly string[]): string;
  /**
   * An id the item points at, as the program names it: the resource's `id` (`ipPolicy.id`) when the
   * program declares that item, which also puts the pointing resource after it; else (an edge, a
   * backend, an item of a family the run did not read or the stack already holds) a constant of the
   * program, named from `label` and `noun` (one of the family's `constants`) the first time, with a
   * comment that `describe` words from the names of the resources using it.
   */
  constant(id: string, noun: string, label: readonly string[], describe: (users: readonly string[]) => string): unknown;
  /** A secret the service does not return, read from stack config under the resource's name then `key`'s words; `what` is the field. */
  secret(key: readonly string[], what: string): unknown;
  /** `content` in a file beside the program (the family's {@link ImportFacts.files}), read by the program. */
  file(content: string): unknown;
  /**
   * A Traffic Policy's text as the service holds it: in the program as it is, or, when it holds a
   * secret (which the SDK makes secret too), read from stack config under the resource's name then
   * `key`'s words, so that the program never holds the secret.
   */
  policy(text: string, key: readonly string[], what: string): unknown;
  /**
   * A value the service holds as its request schema declares it: fields in the schema's order,
   * camelCase keys, those saying no more than leaving them out dropped, ids as `rules.refs` name
   * them, and the secrets the schema requires read through `rules.secret`. Undefined for no value.
   */
  shaped(schema: z.ZodType, held: Record<string, unknown> | undefined, rules: ShapeRules): unknown;
}

/** The import's facts of one family: `FACTS.importing`. */
export interface ImportFacts {
  /** How the import finds the family's items. */
  readonly find: Listed | UnderParents | ById;
  /** What the usage says the import takes over of the family: `routes of HTTPS edges with every module`. */
  readonly summary: string;
  /** The noun ending each resource's name (`cert`: `apiCert`), which keeps names of different families apart. */
  readonly noun: string;
  /** The comment introducing the family's resources in the program: what a reader needs to know about adopting them. */
  readonly intro: readonly string[];
  /** The kinds of constant its resources may point at (`backend`, `ip policy`), in the order the program lists them. */
  readonly constants?: readonly string[];
  /** Files its resources read: the folder beside the program, the files' extension, what one holds. */
  readonly files?: { readonly folder: string; readonly extension: string; readonly what: string };
  /** The words of an item's name (its description, else what a person reads on it); `parent` ({@link ParentOf}) for items found under parents. */
  label(item: unknown, t: ImportTools, parent?: unknown): readonly string[];
  /**
   * The item's resource as the program declares it, named `as.name` (made of `as.label`, which may
   * name what it points at too), where its field table's arguments do not say it all (a comment, a
   * parent); absent, the table's (provider/fields/declaration.ts).
   */
  declare?(item: unknown, as: Naming, t: ImportTools, parent?: unknown): Declared;
}
