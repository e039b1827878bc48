/**
 * The import's words: how labels and comments are made from what a person reads on an item. Both
 * imports use them: `pulumi-ingress import` (cli/import/) names its resources and constants with
 * them, and the plugin's `pulumi import` read (plugin/src/importRead.ts) hands them to the same
 * facts.
 */

/**
 * The words of a text, lowercased: runs of ASCII letters and digits, split at every other
 * character and where a lowercase letter or digit meets an uppercase one. Accents are dropped
 * (`Café` gives `cafe`); other characters separate words.
 */
export function words(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== "")
    .map((w) => w.toLowerCase());
}

/** `a, b and c`. */
const list = (names: readonly string[]): string => (names.length <= 1 ? (names[0] ?? "") : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`);

/** A hostport's words: its host (`*.` read as `wildcard`), and its port unless it is 443. */
function hostWords(hostport: string): string[] {
  const [host = "", port] = hostport.split(/:(?=\d+$)/);
  return words([host.replace(/^\*\./, "wildcard."), port === "443" ? "" : (port ?? "")].join(" "));
}

/** The tools that name nothing: what labels and comments are made with (the plugin's import reads with them too). */
export const WORDING = {
  words: (text: string | null | undefined): string[] => words(text ?? ""),
  wordsOr: (text: string | null | undefined, fallback: () => string[]): string[] => {
    const own = words(text ?? "");
    return own.length > 0 ? own : fallback();
  },
  hostWords,
  oneLine: (text: string | null | undefined): string => (text ?? "").replace(/\s+/g, " ").trim(),
  list,
};
