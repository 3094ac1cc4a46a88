// Finds where code starts a program that is not Node itself or a package's own bin: `npm test`
// must need nothing but Node and npm, so a test that runs pdftoppm, psql or a shell fails here
// instead of on a newcomer's machine.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const CHILD_PROCESS = new Set(['node:child_process', 'child_process']);
/** Start a program named by their first argument. */
const BY_PROGRAM = new Set(['spawn', 'spawnSync', 'execFile', 'execFileSync']);
/** Run a shell command line: always a system program. */
const BY_SHELL = new Set(['exec', 'execSync']);

export interface ProgramStart {
  file: string;
  line: number;
  call: string;
  why: string;
}

/** A first argument that names Node or a program installed by npm. */
function isNodeOrPackageBin(argument: ts.Expression | undefined, source: ts.SourceFile): boolean {
  if (!argument) return false;
  const text = argument.getText(source);
  return text === 'process.execPath' || text.includes('node_modules/.bin');
}

/** Every call in `code` that starts a program other than Node or a package's bin. */
export function systemProgramStarts(file: string, code: string): ProgramStart[] {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const local = new Map<string, string>();
  let namespace: string | undefined;
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!CHILD_PROCESS.has(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) namespace = bindings.name.text;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        local.set(element.name.text, (element.propertyName ?? element.name).text);
    if (statement.importClause?.name) namespace = statement.importClause.name.text;
  }
  const found: ProgramStart[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      let name: string | undefined;
      if (ts.isIdentifier(callee)) name = local.get(callee.text);
      else if (ts.isPropertyAccessExpression(callee) && ts.isIdentifier(callee.expression))
        if (callee.expression.text === namespace) name = callee.name.text;
      // promisify(execFile) and the like hand the function on: judge the reference as a call.
      for (const argument of node.arguments)
        if (ts.isIdentifier(argument) && BY_PROGRAM.has(local.get(argument.text) ?? ''))
          found.push(at(node, `${argument.text} passed on`, 'its program cannot be checked'));
      if (name && BY_SHELL.has(name)) found.push(at(node, name, 'runs a shell command line'));
      if (name && BY_PROGRAM.has(name) && !isNodeOrPackageBin(node.arguments[0], source))
        found.push(at(node, name, `starts ${node.arguments[0]?.getText(source) ?? 'nothing'}`));
      if (name && BY_PROGRAM.has(name) && /\bshell\s*:\s*true\b/.test(node.getText(source)))
        found.push(at(node, name, 'goes through a shell'));
    }
    ts.forEachChild(node, visit);
  };
  const at = (node: ts.Node, call: string, why: string): ProgramStart => ({
    file,
    line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
    call,
    why,
  });
  visit(source);
  return found;
}

const SKIPPED = new Set(['node_modules', 'dist', '.data', '.git', 'e2e-failures']);

/** The repository's TypeScript and JavaScript sources, as paths relative to `root`. */
export function sourceFiles(root: string, dir = root): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (SKIPPED.has(entry.name) || entry.name.startsWith('.')) continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...sourceFiles(root, path));
    else if (/\.(ts|tsx|mts|mjs|js)$/.test(entry.name) && !entry.name.endsWith('.d.ts'))
      files.push(relative(root, path));
  }
  return files;
}

export function repositoryProgramStarts(root: string): ProgramStart[] {
  return sourceFiles(root).flatMap((file) =>
    systemProgramStarts(file, readFileSync(join(root, file), 'utf8')),
  );
}
