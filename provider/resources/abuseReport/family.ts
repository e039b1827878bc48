/**
 * The AbuseReport provider. Reports are create-only on the service: any change to the inputs
 * files a new report, and `destroy` only forgets the report (a filed report cannot be withdrawn),
 * making no API call. `refresh` brings the service's current status and hostname verdicts.
 */
import type * as pulumi from "@pulumi/pulumi";
import { ForbiddenError } from "../../client";
import { readOrGone } from "../../lifecycle/gone";
import { adoptIdProblem, adoptionTarget } from "../../inputs/adoption";
import { createOnce } from "../../lifecycle/recovery";
import { family } from "../../contract/family";
import type { ServiceOutputs } from "../../lifecycle/declare";
import { createBodyOf, fieldsOf, outputsOf, replacedOf } from "../../fields/derive";
import { warnOn } from "../../process/engineLog";
import { getClient } from "../../process/runtime";
import { toCheckFailures, userInputs, validateInputs } from "../../inputs/validate";
import type { Camelize } from "../../inputs/naming";
import { type AbuseReport, AbuseReportCreate } from "./wire";
import { ABUSE_FIELDS } from "./fields";
import { ABUSE_REPORTS, hostnameOf } from "./wire";

/** The table's fields, resolved once. */
const FIELDS = fieldsOf(ABUSE_REPORTS, ABUSE_FIELDS);

/** Said when a report leaves the stack: the service has no way to withdraw one. */
export const ABUSE_REPORT_NOT_WITHDRAWN =
  "abuse reports cannot be withdrawn: the report stays filed with the service; it was only removed from the stack";

/**
 * The report's URN, which the SDK sets as a hidden input and the provider keeps in the outputs,
 * so that `delete` (which gets the outputs, not the URN) attaches its warning to the report.
 */
export const REPORT_URN = "__urn";

/** What `check` gets: the program's values, not validated yet. */
type Unchecked = Record<string, unknown>;
/** Where a report's URN is kept: its hidden input, then its outputs. */
type WithUrn = { [REPORT_URN]?: string };
/** The program's inputs, as `check` passes them on. */
export type AbuseInputs = Camelize<AbuseReportCreate> & WithUrn & { adoptId?: string };
/** The outputs: the service's report, and its URN when the SDK gave one. */
export type AbuseOutputs = ServiceOutputs<AbuseReport> & WithUrn;

export const FACTS = family({
  type: "AbuseReport",
  fields: ABUSE_FIELDS,
  urnInput: REPORT_URN,
  recovery: {
    howToFind: (inputs, since) => {
      const urls = Array.isArray(inputs["urls"]) ? inputs["urls"].map(String).join(", ") : "its urls";
      return (
        `the API has no way to list abuse reports, so the report may have been filed without a trace here: ask the service for the id (abrp_…) of a report of ${urls} ` +
        `filed at or after ${since} and set it as adoptId on the resource; otherwise clear the pending create (pulumi refresh --clear-pending-creates) and up files the report`
      );
    },
  },
  importing: {
    find: { from: "ids", flag: "abuse-report", get: (client, id) => client.abuseReports.get(id) },
    summary: "the abuse reports named",
    noun: "report",
    intro: ["Abuse reports, named by id (the API cannot list them): a filed report cannot be changed or", "withdrawn; each resource follows its report's status."],
    // The host of its first URL.
    label: (r: AbuseReport, t) => t.hostWords(hostnameOf(r.urls[0] ?? "") ?? ""),
    // Its urls and metadata, which adoption requires to be the report's own (see create).
  },
});

/** The URN input or output, if the report has one (a report read with `get` has none: its warning is the stack's). */
const urnOf = (props: WithUrn): string | undefined => (typeof props[REPORT_URN] === "string" ? props[REPORT_URN] : undefined);

export async function check(_olds: Unchecked, news: Unchecked): Promise<pulumi.dynamic.CheckResult<Unchecked>> {
  const { adoptId, [REPORT_URN]: _, ...fields } = userInputs(news);
  const problems = validateInputs(AbuseReportCreate, fields);
  problems.push(...adoptIdProblem(adoptId, ABUSE_REPORTS));
  return { inputs: news, failures: toCheckFailures(problems, AbuseReportCreate) };
}

export async function diff(_id: string, olds: AbuseOutputs, news: AbuseInputs): Promise<pulumi.dynamic.DiffResult> {
  const replaces = replacedOf(FIELDS, olds, news);
  return { changes: replaces.length > 0, replaces, deleteBeforeReplace: false };
}

export async function create(inputs: AbuseInputs): Promise<pulumi.dynamic.CreateResult<AbuseOutputs>> {
  const client = getClient();
  const body = createBodyOf(FIELDS, inputs) as AbuseReportCreate;
  // The API cannot list abuse reports: after a failure that may have filed one, the error says how to find it.
  const spec = {
    what: FACTS.what,
    created: "filed",
    create: () => client.abuseReports.create(body),
    howToFind: (since: string) =>
      `the API has no way to list abuse reports, so it cannot be looked for: ask the service for the id (abrp_…) of a report of ${body.urls.join(", ")} ` +
      `filed at or after ${since}, and adopt it with adoptId once you know its id; running up again without adoptId files another report`,
  };
  const adopt = adoptionTarget(inputs);
  if (adopt !== undefined) {
    const report = await client.abuseReports.get(adopt);
    if (replacedOf(FIELDS, toOutputs(report, inputs), inputs).length > 0) {
      throw new Error(`adoptId ${adopt}: that abuse report was filed with other urls or metadata, and reports cannot be changed; declare the same urls and metadata to adopt it`);
    }
    return { id: report.id, outs: toOutputs(report, inputs) };
  }
  try {
    const { item: report } = await createOnce(spec);
    return { id: report.id, outs: toOutputs(report, inputs) };
  } catch (e) {
    if (e instanceof ForbiddenError) {
      throw new Error(`this account is not authorized to file abuse reports: ask the service to authorize it for abuse reports (${e.message})`, { cause: e });
    }
    throw e;
  }
}

/** Every change replaces (see diff), so update is never called with a change to make. */
export async function update(_id: string, olds: AbuseOutputs): Promise<pulumi.dynamic.UpdateResult<AbuseOutputs>> {
  return { outs: olds };
}

export async function read(id: string, props: WithUrn): Promise<pulumi.dynamic.ReadResult<AbuseOutputs>> {
  return readOrGone(id, () => getClient().abuseReports.get(id), (report) => toOutputs(report, props));
}

/** No API call: the service cannot withdraw a report. The warning is the report's own. */
export async function remove(id: string, props: WithUrn): Promise<void> {
  await warnOn(urnOf(props), `${id}: ${ABUSE_REPORT_NOT_WITHDRAWN}`);
}

/** Outputs from a report, and the URN that `props` (the inputs, or the previous outputs) carry. */
function toOutputs(report: AbuseReport, props: WithUrn): AbuseOutputs {
  const urn = urnOf(props);
  const outputs = outputsOf(FIELDS, report) as AbuseOutputs;
  return urn === undefined ? outputs : { ...outputs, [REPORT_URN]: urn };
}
