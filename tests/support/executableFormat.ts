/**
 * What an executable's headers say, read as the loaders read them: its format (ELF, Mach-O, PE)
 * and architecture, and for Mach-O its embedded code signature (the ad-hoc one macOS on arm64
 * requires before it runs a binary), checked page by page against the file.
 */
import { createHash } from "node:crypto";

export interface ExecutableFormat {
  format: "ELF" | "Mach-O" | "PE";
  arch: "amd64" | "arm64";
}

const ELF_MACHINES: Record<number, ExecutableFormat["arch"]> = { 0x3e: "amd64", 0xb7: "arm64" };
const MACHO_CPUS: Record<number, ExecutableFormat["arch"]> = { 0x01000007: "amd64", 0x0100000c: "arm64" };
const PE_MACHINES: Record<number, ExecutableFormat["arch"]> = { 0x8664: "amd64", 0xaa64: "arm64" };

/** The format and architecture `file` names, or an error naming what the first bytes are. */
export function formatOf(file: Buffer): ExecutableFormat {
  const known = <T>(table: Record<number, T>, key: number, what: string): T => {
    const found = table[key];
    if (found === undefined) throw new Error(`${what} 0x${key.toString(16)} is not one of ours`);
    return found;
  };
  if (file.readUInt32BE(0) === 0x7f454c46) return { format: "ELF", arch: known(ELF_MACHINES, file.readUInt16LE(18), "ELF e_machine") };
  if (file.readUInt32LE(0) === 0xfeedfacf) return { format: "Mach-O", arch: known(MACHO_CPUS, file.readUInt32LE(4), "Mach-O cputype") };
  if (file.toString("latin1", 0, 2) === "MZ") {
    const pe = file.readUInt32LE(0x3c);
    if (file.readUInt32BE(pe) !== 0x50450000) throw new Error("an MZ header with no PE signature");
    return { format: "PE", arch: known(PE_MACHINES, file.readUInt16LE(pe + 4), "PE machine") };
  }
  throw new Error(`not an executable we build: first bytes ${file.subarray(0, 4).toString("hex")}`);
}

/** A Mach-O's code signature: its CodeDirectory's flags and how many of its page hashes match the file. */
export interface MachoSignature {
  /** CS_ADHOC (0x2): signed with no identity, as `codesign --sign -` and linkers sign. */
  adhoc: boolean;
  /** The pages whose hash differs from the CodeDirectory's. */
  mismatched: number;
  /** The bytes neither hashed nor the signature itself: 0 when the signature covers the whole file. */
  unsignedBytes: number;
}

const LC_CODE_SIGNATURE = 0x1d;
const CSMAGIC_EMBEDDED_SIGNATURE = 0xfade0cc0;
const CSMAGIC_CODEDIRECTORY = 0xfade0c02;

/** The embedded signature of a 64-bit Mach-O, or undefined when it has none. */
export function machoSignature(file: Buffer): MachoSignature | undefined {
  const ncmds = file.readUInt32LE(16);
  let at = 32;
  for (let i = 0; i < ncmds; i++) {
    const cmd = file.readUInt32LE(at);
    if (cmd === LC_CODE_SIGNATURE) {
      const dataoff = file.readUInt32LE(at + 8);
      const datasize = file.readUInt32LE(at + 12);
      if (file.readUInt32BE(dataoff) !== CSMAGIC_EMBEDDED_SIGNATURE) throw new Error("LC_CODE_SIGNATURE points at no embedded signature");
      const count = file.readUInt32BE(dataoff + 8);
      for (let j = 0; j < count; j++) {
        const cd = dataoff + file.readUInt32BE(dataoff + 12 + 8 * j + 4);
        if (file.readUInt32BE(cd) !== CSMAGIC_CODEDIRECTORY) continue;
        const flags = file.readUInt32BE(cd + 12);
        const hashOffset = file.readUInt32BE(cd + 16);
        const nCodeSlots = file.readUInt32BE(cd + 28);
        const codeLimit = file.readUInt32BE(cd + 32);
        const hashSize = file.readUInt8(cd + 36);
        const hashType = file.readUInt8(cd + 37);
        const pageSize = 1 << file.readUInt8(cd + 39);
        const algorithm = ({ 1: "sha1", 2: "sha256" } as Record<number, string>)[hashType];
        if (algorithm === undefined) throw new Error(`CodeDirectory hash type ${hashType}`);
        let mismatched = 0;
        for (let k = 0; k < nCodeSlots; k++) {
          const page = file.subarray(k * pageSize, Math.min((k + 1) * pageSize, codeLimit));
          const want = file.subarray(cd + hashOffset + k * hashSize, cd + hashOffset + (k + 1) * hashSize);
          if (!createHash(algorithm).update(page).digest().subarray(0, hashSize).equals(want)) mismatched++;
        }
        return { adhoc: (flags & 0x2) !== 0, mismatched, unsignedBytes: file.length - codeLimit - datasize };
      }
      throw new Error("an embedded signature with no CodeDirectory");
    }
    at += file.readUInt32LE(at + 4);
  }
  return undefined;
}
