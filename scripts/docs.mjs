// `npm run docs`: the API reference of the package's main entry point (sdk/index.ts), written as
// markdown under docs/api/ by TypeDoc with the settings of typedoc.json (TypeDoc empties that folder
// first; the hand-written guides beside it in docs/ are never touched). It is written only when every
// public symbol is documented: TypeDoc's validation reports each undocumented one, and any report
// fails the run (exit 1) with docs/api/ left as it was. Then one line says how many public symbols
// carry documentation. docs/api/ is committed: CI runs this on a clean clone and requires the work
// tree unchanged afterwards, so the output holds nothing that varies between runs or commits.
import * as td from "typedoc";

const app = await td.Application.bootstrapWithPlugins({}, [new td.TypeDocReader(), new td.TSConfigReader()]);
const failed = (why, written = false) => {
  console.error(`docs: ${why}; ${written ? "docs/api/ may be incomplete" : "docs/api/ was not written"}`);
  process.exit(1);
};
if (app.logger.hasErrors() || app.logger.hasWarnings()) failed("the TypeDoc options have problems (above)");

const project = await app.convert();
if (!project) failed("TypeDoc could not convert sdk/index.ts (above)");
const before = app.logger.warningCount;
app.validate(project);
const problems = app.logger.warningCount - before;
if (app.logger.hasErrors() || problems > 0 || app.logger.validationWarningCount > 0) {
  failed(`TypeDoc's validation reported ${problems} problem(s) (above): undocumented public symbols, broken links or unexported types`);
}

// The count, as TypeDoc's validation (validateDocumentation) walks the project: every reflection of
// a kind typedoc.json requires to be documented, declared in this package (members inherited from
// @pulumi/pulumi are not); functions, methods, constructors and accessors are documented on their
// signatures, and what lies inside a parameter's type is documented by the parameter.
const K = td.ReflectionKind;
let kinds = app.options.getValue("requiredToBeDocumented").reduce((all, name) => all | K[name], 0);
for (const [container, signatures] of [[K.FunctionOrMethod, K.CallSignature], [K.Constructor, K.ConstructorSignature], [K.Accessor, K.GetSignature | K.SetSignature]]) {
  if (kinds & container) kinds = (kinds & ~container) | signatures;
}
const queue = project.getReflectionsByKind(kinds);
const seen = new Set();
let documented = 0;
let missing = 0;
next: while (queue.length > 0) {
  const r = queue.shift();
  if (seen.has(r)) continue;
  seen.add(r);
  for (let p = r.parent; p; p = p.parent) if (p.kindOf(K.Parameter)) continue next;
  if (r.kindOf(K.TypeLiteral) && r.parent?.kindOf(K.TypeAlias)) { queue.push(r.parent); continue; }
  if (r.kindOf(K.CallSignature) && r.parent?.kindOf(K.TypeLiteral)) { queue.push(r.parent.parent); continue; }
  if (r.kindOf(K.ConstructorSignature) && r.parent?.parent?.kindOf(K.TypeAlias)) { queue.push(r.parent.parent); continue; }
  if (r instanceof td.DeclarationReflection) {
    const signatures = r.type instanceof td.ReflectionType ? r.type.declaration.getNonIndexSignatures() : r.getNonIndexSignatures();
    queue.push(...signatures);
    if (signatures.length > 0 && r.kindOf(K.SignatureContainer)) continue;
  }
  if (project.getSymbolIdFromReflection(r)?.packageName !== project.packageName) continue;
  if (r.hasComment() || (r.kindOf(K.SomeSignature) && r.parent?.hasComment())) documented++;
  else missing++;
}
if (missing > 0) failed(`${missing} public symbol(s) without documentation`);

await app.generateOutputs(project);
if (app.logger.hasErrors() || app.logger.hasWarnings()) failed("writing the reference reported problems (above)", true);
console.log(`docs: ${documented} public symbols documented, 0 undocumented; reference written to docs/api/`);
