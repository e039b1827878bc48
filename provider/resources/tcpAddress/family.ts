/**
 * The TcpAddress provider. The service assigns the address (`host:port`) when it is reserved, and
 * never changes it; description and metadata are changed in place with one PATCH holding what
 * changed; the region cannot be changed (the update body has none), so a new region reserves a new
 * address (provider/resources/tcpAddress/wire.ts lists the facts and their sources). A program that
 * leaves the region out takes the service's default (`us`) and is not compared on it afterwards.
 */
import type { FamilyFacts } from "../../family";
import type { Camelize } from "../../inputs/naming";
import { outputsFrom, textOrEmpty } from "../../inputs/outputs";
import { isUnknown } from "../../inputs/unknowns";
import { lifecycle } from "../../lifecycle/declare";
import type { TcpAddress, TcpAddressCreate, TcpAddressUpdate } from "./wire";
import { TCP_ADDRESSES } from "./wire";

export const TCP_ADDRESS_OUTPUT_FIELDS = ["uri", "createdAt", "description", "metadata", "addr", "region"] as const;

export type TcpAddressInputs = Camelize<TcpAddressCreate> & { adoptId?: string };
export type TcpAddressOutputs = Camelize<Omit<TcpAddress, "id">>;

const FIELDS = ["description", "metadata"] as const;

export const FACTS = {
  type: "TcpAddress",
  collection: "tcpAddresses",
  what: "TCP address",
  wire: TCP_ADDRESSES,
  outputFields: TCP_ADDRESS_OUTPUT_FIELDS,
  recovery: { matchFields: [...FIELDS, "region"] },
  importing: {
    find: { from: "list", only: "tcp-addresses" },
    account: "tcpAddresses",
    summary: "TCP addresses (what tcp:// cloud endpoints are on)",
    noun: "tcp address",
    intro: ["TCP addresses: each a host:port of the account, which a public tcp:// cloud endpoint uses as its URL."],
    // Its description, else its address (`1.tcp.ngrok.io:20000` reads 1 tcp ngrok io 20000).
    label: (a: TcpAddress, t) => t.wordsOr(a.description, () => t.hostWords(a.addr)),
    declare: (a: TcpAddress) => ({
      args: { ...(a.description ? { description: a.description } : {}), ...(a.metadata ? { metadata: a.metadata } : {}), region: a.region },
    }),
  },
} as const satisfies FamilyFacts<"TcpAddress">;

/** The PATCH that brings the service (as `olds` outputs describe it) to the program; undefined when in sync. */
function updateBody(olds: TcpAddressOutputs, news: Pick<TcpAddressInputs, (typeof FIELDS)[number]>): TcpAddressUpdate | undefined {
  const body: TcpAddressUpdate = {};
  for (const f of FIELDS) if (textOrEmpty(news[f]) !== textOrEmpty(olds[f])) body[f] = textOrEmpty(news[f]);
  return Object.keys(body).length ? body : undefined;
}

/** A region the program names and the address is not in: only a new address can be there. */
const replaces = (olds: TcpAddressOutputs, news: TcpAddressInputs): string[] =>
  news.region !== undefined && (isUnknown(news.region) || news.region !== olds.region) ? ["region"] : [];

const toOutputs = ({ id: _, ...rest }: TcpAddress): TcpAddressOutputs => outputsFrom(rest, TCP_ADDRESS_OUTPUT_FIELDS);

const life = lifecycle({
  facts: { what: "TCP address", wire: TCP_ADDRESSES },
  calls: (client) => client.tcpAddresses,
  compared: [...FIELDS, "region"],
  createBody: ({ description, metadata, region }: TcpAddressInputs): TcpAddressCreate => ({
    ...(description === undefined ? {} : { description }),
    ...(metadata === undefined ? {} : { metadata }),
    ...(region === undefined ? {} : { region }),
  }),
  updateBody,
  replaces,
  toOutputs,
  // A failed create may have made the address: one with this description, metadata and region, made since.
  match: {
    describe: (inputs) => `with this description and metadata${inputs.region === undefined ? "" : ` in region ${inputs.region}`}`,
    howToFind: (inputs, since) =>
      `find it with getTcpAddresses() (one with this description and metadata${inputs.region === undefined ? "" : ` in region ${inputs.region}`} created at or after ${since}), then adopt it with adoptId, or delete it before running up again`,
  },
});

export const { check, diff, create, read, update, remove, search } = life;
