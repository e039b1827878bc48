/**
 * The TcpAddress provider. The service assigns the address (`host:port`) when it is reserved, and
 * never changes it; description and metadata are changed in place with one PATCH holding what
 * changed; the region cannot be changed (the update body has none), so a new region reserves a new
 * address (provider/resources/tcpAddress/wire.ts lists the facts and their sources). A program that
 * leaves the region out takes the service's default (`us`) and is not compared on it afterwards.
 */
import { family } from "../../contract/family";
import { lifecycle } from "../../lifecycle/declare";
import { TCP_ADDRESS_FIELDS } from "./fields";
import type { TcpAddress } from "./wire";

export const FACTS = family({
  type: "TcpAddress",
  fields: TCP_ADDRESS_FIELDS,
  importing: {
    summary: "TCP addresses (what tcp:// cloud endpoints are on)",
    intro: ["TCP addresses: each a host:port of the account, which a public tcp:// cloud endpoint uses as its URL."],
    // Its description, else its address (`1.tcp.ngrok.io:20000` reads 1 tcp ngrok io 20000).
    label: (a: TcpAddress, t) => t.wordsOr(a.description, () => t.hostWords(a.addr)),
  },
});

const life = lifecycle({
  facts: FACTS,
  // A failed create may have made the address: one with this description, metadata and region, made since.
  match: {
    describe: (inputs) => `with this description and metadata${inputs.region === undefined ? "" : ` in region ${inputs.region}`}`,
  },
});

/** The family's functions, read from this module as a whole by the registry (provider/families.ts) and its dynamic provider. @public */
export const { check, diff, create, read, update, remove, search } = life;
