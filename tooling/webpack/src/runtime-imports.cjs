// @ts-check
/**
 * What a TypeScript/JavaScript source file imports at run time, read with the TypeScript compiler's
 * own parser and module resolution (the language's rules, not a pattern that guesses at them).
 */
const fs = require('node:fs');
const ts = require('typescript');

/** Resolution as the apps' bundler resolves: `tsconfig.base.json` says `moduleResolution: Bundler`. */
const RESOLUTION_OPTIONS = {
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowJs: true,
  resolveJsonModule: true,
};

/** @param {ts.ImportDeclaration} node */
function isTypeOnlyImport(node) {
  const clause = node.importClause;
  if (!clause) return false; // `import './side-effect'` runs the module
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  // `import { type A, type B } from 'x'` with no default import: nothing of 'x' remains in the bundle.
  return (
    !clause.name &&
    !!bindings &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** @param {ts.ExportDeclaration} node */
function isTypeOnlyExport(node) {
  if (node.isTypeOnly) return true;
  const clause = node.exportClause;
  return (
    !!clause &&
    ts.isNamedExports(clause) &&
    clause.elements.length > 0 &&
    clause.elements.every((element) => element.isTypeOnly)
  );
}

/**
 * The module specifiers a file loads when it runs: static imports and re-exports that are not
 * type-only, side-effect imports, `import()` with a literal and `require()` with a literal.
 * @param {string} file
 * @returns {string[]}
 */
function runtimeImports(file) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  /** @type {string[]} */
  const found = [];
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      if (!isTypeOnlyImport(node)) found.push(node.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      if (!isTypeOnlyExport(node)) found.push(node.moduleSpecifier.text);
    } else if (ts.isCallExpression(node)) {
      const [argument] = node.arguments;
      const isImport = node.expression.kind === ts.SyntaxKind.ImportKeyword;
      const isRequire = ts.isIdentifier(node.expression) && node.expression.text === 'require';
      if ((isImport || isRequire) && argument && ts.isStringLiteralLike(argument)) {
        found.push(argument.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/**
 * The file a relative specifier names, or null when it is not a script (a stylesheet, an image).
 * @param {string} fromFile
 * @param {string} specifier
 */
function resolveSourceFile(fromFile, specifier) {
  const { resolvedModule } = ts.resolveModuleName(specifier, fromFile, RESOLUTION_OPTIONS, ts.sys);
  if (!resolvedModule || resolvedModule.isExternalLibraryImport) return null;
  // A declaration file has no code to run.
  return /\.d\.[cm]?ts$/.test(resolvedModule.resolvedFileName)
    ? null
    : resolvedModule.resolvedFileName;
}

/**
 * Whether a file, or any file of its own package it reaches through relative imports at run time,
 * imports a package that `isUnwanted` picks.
 * @param {string} entryFile
 * @param {(specifier: string) => boolean} isUnwanted
 */
function reachesPackage(entryFile, isUnwanted) {
  const seen = new Set();
  const pending = [entryFile];
  while (pending.length > 0) {
    const file = /** @type {string} */ (pending.pop());
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of runtimeImports(file)) {
      if (specifier.startsWith('.')) {
        const next = resolveSourceFile(file, specifier);
        if (next) pending.push(next);
      } else if (isUnwanted(specifier)) {
        return true;
      }
    }
  }
  return false;
}

module.exports = { runtimeImports, reachesPackage };
