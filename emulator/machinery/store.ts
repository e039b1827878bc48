/**
 * The state and its file. Handlers read and mutate `store.state` synchronously, so a request never
 * sees another one half done; the file is rewritten after each mutation, atomically (temp file,
 * fsync, rename, fsync of the directory) and one write at a time, so it only ever holds a whole
 * state. Writes coalesce: a mutation made while a write is queued rides along with it.
 */
import { open, readFile, rename, unlink } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { z } from "zod";
import { base62, randomBase62 } from "./ids";
import { emptyState, type State, withCollections } from "./state";

/** Marks our state files, so a wrong `--state` path is refused rather than overwritten. */
const FILE_FORMAT = "pulumi-ingress-emulator-state";
const FILE_VERSION = 1;

// A collection newer than the file (a family added since it was written) starts empty.
const collection = z.record(z.string(), z.looseObject({ id: z.string(), created_at: z.string() })).default({});
/** A state file holding the collections `keys` (the registry's, so a new one needs no line here). */
const stateFile = (keys: readonly string[]) =>
  z.object({
    format: z.literal(FILE_FORMAT),
    version: z.literal(FILE_VERSION),
    state: z.looseObject({ id_clock: z.number() }).extend(Object.fromEntries(keys.map((name) => [name, collection]))),
  });

/** Reads a state file of the collections `keys`; undefined when it does not exist. Throws when it is not one of ours. */
export async function loadState(path: string, keys: readonly string[]): Promise<State | undefined> {
  let text: string;
  try {
    text = await readFile(path, "utf8");
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw e;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new Error(`state file ${path} is not valid JSON; move it away to start with an empty state`);
  }
  const r = stateFile(keys).safeParse(parsed);
  if (!r.success) throw new Error(`state file ${path} is not an emulator state file (${r.error.issues[0]?.message ?? "unknown shape"})`);
  return withCollections(r.data.state, keys);
}

export class Store {
  state: State;
  private queued: Promise<void> | undefined;
  private chain: Promise<void> = Promise.resolve();
  private tempCounter = 0;

  constructor(
    private readonly path: string | undefined,
    readonly now: () => Date,
    /** The keys of the state's collections. */
    readonly keys: readonly string[],
  ) {
    this.state = emptyState(keys);
  }

  /**
   * A new id: the prefix, then 27 base62 characters (8 of time, 19 random). The time part never
   * goes backwards, so ids sort in creation order; lists and `before_id` rely on it.
   */
  newId(prefix: string): string {
    const t = Math.max(this.now().getTime(), this.state.id_clock + 1);
    this.state.id_clock = t;
    return `${prefix}${base62(t, 8)}${randomBase62(19)}`;
  }

  /** Resolves once a write that includes every mutation made so far is on disk. */
  persist(): Promise<void> {
    if (this.path === undefined) return Promise.resolve();
    if (this.queued) return this.queued;
    const write = this.chain.then(() => {
      this.queued = undefined;
      return this.write(this.path as string);
    });
    this.queued = write;
    this.chain = write.catch(() => undefined);
    return write;
  }

  /** Waits for every queued write. */
  flush(): Promise<void> {
    return this.chain;
  }

  private async write(path: string): Promise<void> {
    // Serialized synchronously when the write starts: a whole state, never a torn one.
    const text = JSON.stringify({ format: FILE_FORMAT, version: FILE_VERSION, state: this.state });
    const dir = dirname(path);
    const temp = join(dir, `.${basename(path)}.${process.pid}.${++this.tempCounter}.tmp`);
    const file = await open(temp, "w", 0o600);
    try {
      await file.writeFile(text, "utf8");
      await file.sync();
    } catch (e) {
      await file.close();
      await unlink(temp).catch(() => undefined);
      throw e;
    }
    await file.close();
    await rename(temp, path);
    const d = await open(dir, "r");
    try {
      await d.sync();
    } catch {
      // Some platforms cannot fsync a directory; the rename is still atomic.
    } finally {
      await d.close();
    }
  }
}
