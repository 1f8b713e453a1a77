import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import ts from 'typescript';

/** One row of a package entry's API table: read from the TypeScript sources, never copied by hand. */
export interface ApiRow {
  readonly name: string;
  readonly kind: 'function' | 'class' | 'const' | 'interface' | 'type' | 'enum';
  /** The call signature(s), the constant's type or the type's declaration, as the compiler prints them. */
  readonly signature: string;
  /** The first paragraph of its TSDoc; empty when it has none (a test fails on that). */
  readonly summary: string;
}

const storybookDir = join(import.meta.dirname, '..', '..');
const requireFromStorybook = createRequire(join(storybookDir, 'package.json'));
// Long declarations (valibot schema types, 30-field interfaces) are cut: the table points at them, the package's
// .d.ts holds them whole.
const maxSignatureLength = 360;

/** The source file of a package entry (`@citerne/core-api/contract`): its `@citerne/source` export condition. */
export function sourceFileOf(specifier: string): string {
  const [scope, name, ...rest] = specifier.split('/');
  const manifestPath = requireFromStorybook.resolve(`${scope}/${name}/package.json`);
  const manifest = JSON.parse(ts.sys.readFile(manifestPath) ?? '{}');
  const target = manifest.exports?.[rest.length === 0 ? '.' : `./${rest.join('/')}`]?.['@citerne/source'];
  if (typeof target !== 'string') throw new Error(`${specifier} has no @citerne/source entry`);
  return join(dirname(manifestPath), target);
}

function cut(text: string): string {
  const oneSpaced = text.replace(/\s+/g, ' ').trim();
  return oneSpaced.length > maxSignatureLength ? `${oneSpaced.slice(0, maxSignatureLength - 1)}…` : oneSpaced;
}

const printer = ts.createPrinter({ removeComments: true });

/** `name(params): Return`, a destructured parameter named after its type (`props`, `options`) as an editor shows it. */
function callOf(checker: ts.TypeChecker, name: string, signature: ts.Signature): string {
  return `${name}${checker.signatureToString(signature)}`.replace(
    /([(,]\s*)\{[^{}]*\}(\??: )(\w*)/g,
    (_, before: string, colon: string, typeName: string) =>
      `${before}${typeName.endsWith('Props') ? 'props' : 'options'}${colon}${typeName}`,
  );
}

function rowOf(checker: ts.TypeChecker, exported: ts.Symbol): ApiRow {
  const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const name = exported.getName();
  const declaration = symbol.declarations?.[0];
  const summary =
    ts
      .displayPartsToString(symbol.getDocumentationComment(checker))
      .split(/\n\s*\n/)[0]
      ?.replace(/\{@link\s+([^}\s|]+)[^}]*\}/g, '$1')
      .replace(/\s+/g, ' ')
      .trim() ?? '';
  const base = { name, summary };
  if (declaration === undefined) return { ...base, kind: 'const', signature: '' };
  const type = checker.getTypeOfSymbolAtLocation(symbol, declaration);
  if (symbol.flags & ts.SymbolFlags.Class) {
    const constructors = type.getConstructSignatures().map((s) => callOf(checker, `new ${name}`, s));
    return { ...base, kind: 'class', signature: cut(constructors.join('\n') || `class ${name}`) };
  }
  if (symbol.flags & ts.SymbolFlags.Function) {
    const calls = type.getCallSignatures().map((s) => callOf(checker, name, s));
    return { ...base, kind: 'function', signature: cut(calls.join(' | ')) };
  }
  if (symbol.flags & ts.SymbolFlags.Variable) {
    const calls = type.getCallSignatures();
    // A component or function written as a constant (`forwardRef`, `memo`, arrow) is called like a function.
    if (calls.length > 0 && type.getProperties().length === 0)
      return { ...base, kind: 'function', signature: cut(calls.map((s) => callOf(checker, name, s)).join(' | ')) };
    return { ...base, kind: 'const', signature: cut(`${name}: ${checker.typeToString(type, declaration)}`) };
  }
  if (symbol.flags & ts.SymbolFlags.Enum)
    return {
      ...base,
      kind: 'enum',
      signature: cut(printer.printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile())),
    };
  const kind = symbol.flags & ts.SymbolFlags.Interface ? 'interface' : 'type';
  const printed = printer.printNode(ts.EmitHint.Unspecified, declaration, declaration.getSourceFile());
  return { ...base, kind, signature: cut(printed.replace(/^export\s+(declare\s+)?/, '')) };
}

/**
 * The API tables of package entries (`@citerne/pricing`, `@citerne/account/react`): every export — values and
 * types — with its signature and TSDoc summary, from one TypeScript program over the packages' sources.
 */
export function readApiTables(specifiers: readonly string[]): Record<string, ApiRow[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(storybookDir, 'tsconfig.json'),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
        throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
      },
    },
  );
  if (config === undefined) throw new Error('apps/storybook/tsconfig.json unreadable');
  const files = specifiers.map(sourceFileOf);
  // Only the entries' own declarations are read: no ambient `types` (node, vite/client) to load.
  const program = ts.createProgram({ rootNames: files, options: { ...config.options, types: [], noEmit: true } });
  const checker = program.getTypeChecker();
  return Object.fromEntries(
    specifiers.map((specifier, index) => {
      const sourceFile = program.getSourceFile(files[index] as string);
      const moduleSymbol = sourceFile && checker.getSymbolAtLocation(sourceFile);
      if (moduleSymbol === undefined) throw new Error(`${specifier}: ${files[index]} is not a module`);
      const rows = checker
        .getExportsOfModule(moduleSymbol)
        .map((exported) => rowOf(checker, exported))
        .sort((a, b) => a.name.localeCompare(b.name));
      return [specifier, rows];
    }),
  );
}
