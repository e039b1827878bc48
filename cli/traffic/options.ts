/** The command lines of `pulumi-ingress traffic test` and `traffic diff`, read with `node:util`'s `parseArgs`. */
import * as path from "node:path";
import { type AccountOptions, commandLine, UsageError } from "../command";

export const USAGE = `usage: pulumi-ingress traffic test CASES.yaml --policy FILE
       pulumi-ingress traffic test CASES.yaml --stack NAME [--endpoint URL] [--show-secrets] [--cwd DIR] [--pulumi PATH]
       pulumi-ingress traffic diff [--stack NAME] [--endpoint URL] [--cases FILE]... [--show-secrets] [--cwd DIR] [--pulumi PATH]

Runs each case of CASES.yaml (a request and the outcome it must get; docs/traffic.md "Testing")
through the Traffic Policy simulator, with no call to the API. Prints one line per failing case
(its name, the rule that decided it, what differed) and a summary; exits 1 when a case fails.

  --policy FILE     the policy (YAML or JSON)
  --stack NAME      read the policy of a CloudEndpoint of this stack (\`pulumi stack export\`, in its
                    project), and the IP policies of its IpPolicyRules
  --endpoint URL    the CloudEndpoint's URL (default: the case file's endpoint)
  --show-secrets    let \`pulumi stack export\` decrypt a policy that is secret in the state
  --cwd DIR         the project's folder (default: the current one)
  --pulumi PATH     the Pulumi CLI to run (default: pulumi)

traffic diff runs the program's preview (\`pulumi preview --json\`) against the stack's state
(\`pulumi stack export\`) and, for each CloudEndpoint whose policy, url, IP policies (its
stack's IpPolicyRules) or policyReads change, prints the requests that answer differently, before
-> after, with the rule that decides each (docs/traffic.md "Behaviour at preview"); exits 0.
Secrets show as [secret]; an endpoint whose policy or policyReads hold one shows the lines its
provider worked out at the preview.

  --endpoint URL    only the CloudEndpoint with this URL
  --cases FILE      a case file whose requests run too, besides the probes (repeatable); the
                    preview runs it too (INGRESS_TRAFFIC_CASES): not with stack config
                    ingress:trafficCases, whose files the preview runs instead
  --show-secrets    let \`pulumi stack export\` decrypt the state (the preview shows no secret)`;

export interface TrafficTestOptions extends AccountOptions {
  sub: "test";
  /** The case file, resolved from `--cwd`. */
  cases: string;
  /** The policy file, resolved from `--cwd`; absent when the policy comes from the stack. */
  policy: string | undefined;
  endpoint: string | undefined;
  showSecrets: boolean;
}

/** The options of `traffic diff`. */
export interface TrafficDiffOptions extends AccountOptions {
  sub: "diff";
  endpoint: string | undefined;
  /** Case files, resolved from `--cwd`. */
  cases: string[];
  showSecrets: boolean;
}

/** The options of `traffic diff`'s flags. */
function diffOptions(argv: readonly string[], cwd: string): TrafficDiffOptions {
  const { values, account } = commandLine(argv, cwd, { endpoint: { type: "string" }, cases: { type: "string", multiple: true }, "show-secrets": { type: "boolean" } });
  return { ...account, sub: "diff", endpoint: values.endpoint, cases: (values.cases ?? []).map((f) => path.resolve(account.cwd, f)), showSecrets: values["show-secrets"] ?? false };
}

const helpOnly = (flag: string, cwd: string): TrafficTestOptions => ({ ...commandLine([flag], cwd, {}).account, sub: "test", cases: "", policy: undefined, endpoint: undefined, showSecrets: false });

/** The options of `argv` (the arguments after `traffic`): `test`, the case file, then flags; or `diff` and its flags. */
export function trafficOptions(argv: readonly string[], cwd: string): TrafficTestOptions | TrafficDiffOptions {
  const [sub, file, ...rest] = argv;
  if (sub === "--help" || sub === "-h") return helpOnly(sub, cwd);
  if (sub === "diff") return diffOptions(argv.slice(1), cwd);
  if (sub !== "test") throw new UsageError(sub === undefined ? "a subcommand is required: test or diff" : `unknown subcommand ${JSON.stringify(sub)}; the subcommands are test and diff`);
  if (file === undefined || file.startsWith("-")) {
    if (file === "--help" || file === "-h") return helpOnly(file, cwd);
    throw new UsageError("the case file is required: pulumi-ingress traffic test CASES.yaml");
  }
  const { values, account } = commandLine(rest, cwd, {
    policy: { type: "string" },
    endpoint: { type: "string" },
    "show-secrets": { type: "boolean" },
  });
  if (!account.help && (values.policy === undefined) === (account.stack === undefined)) {
    throw new UsageError("give the policy with --policy FILE or --stack NAME (one of them)");
  }
  if (values.policy !== undefined && (values.endpoint !== undefined || values["show-secrets"] === true)) {
    throw new UsageError("--endpoint and --show-secrets pick a CloudEndpoint of --stack; with --policy FILE, the case file's endpoint gives the URL");
  }
  return {
    ...account,
    sub: "test",
    cases: path.resolve(account.cwd, file),
    policy: values.policy === undefined ? undefined : path.resolve(account.cwd, values.policy),
    endpoint: values.endpoint,
    showSecrets: values["show-secrets"] ?? false,
  };
}
