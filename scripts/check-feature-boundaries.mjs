// One boundary check for the web app and server (docs/ARCHITECTURE.md): a file under features/<name>/ may import its
// own feature, the shared folders and packages, never another feature's code (nor the app layer that composes
// them); the shared folders import no feature at all; on the server, services are built in the composition root
// only. Imports are read by TypeScript's parser: static, type-only, `export ... from`, `import()`, `require()`
// and `import('…')` types. On the web, API calls live in a feature's api/ folder or in the shared api/ folder, and
// lib/ (infrastructure) imports no API call. Run by `npm run lint`, so by `npm test`.
// `node scripts/check-feature-boundaries.mjs [root]` lists every offender and exits 1, or prints one line and exits 0
// (root: the repository, by default this one).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/** The areas checked, paths from the repository root. */
export const areas = [
  {
    name: 'web',
    sourceDir: 'apps/web/src',
    featuresDir: 'apps/web/src/features',
    /** Building blocks every feature may use; they import no feature themselves. */
    sharedDirs: [
      'apps/web/src/components',
      'apps/web/src/lib',
      'apps/web/src/config',
      'apps/web/src/hooks',
      'apps/web/src/api',
    ],
    /**
     * Where API calls live: a file that imports the client's request functions is in a feature's api/ folder or in
     * `sharedApiDir` (the calls that shared components or several features make), or is one of the `infrastructure`
     * files. The infrastructure folder imports nothing from the shared API calls.
     */
    apiCalls: {
      client: 'apps/web/src/lib/api-client.ts',
      requestFunctions: ['api', 'apiRequest', 'apiUpload'],
      sharedApiDir: 'apps/web/src/api',
      infrastructureDir: 'apps/web/src/lib',
      /** The session (every guard, the shell and most pages read it) is infrastructure, as the client is. */
      infrastructure: ['apps/web/src/lib/session.ts'],
    },
    /** The composition layer (router, shell): it imports features, never the other way round. */
    appDirs: ['apps/web/src/app'],
    typesCrossFeatures: false,
  },
  {
    name: 'server',
    sourceDir: 'apps/server/src',
    featuresDir: 'apps/server/src/features',
    sharedDirs: ['lib', 'realtime', 'auth', 'mail', 'storage', 'db'].map((dir) => `apps/server/src/${dir}`),
    appDirs: [],
    /**
     * A feature is handed another's service by the composition root, so it may name that service's types
     * (`import type`, `export type`: erased from the build), never import its code.
     */
    typesCrossFeatures: true,
    /**
     * The one file that calls the `create<Name>Service` factories (tests aside), with its parts beside it: a
     * `compose-<area>.ts` there wires one area's services for it (auth, governance, marketplace).
     */
    compositionRoot: 'apps/server/src/composition-root.ts',
  },
];

const sourceFile = /\.(?:[cm]?[jt]sx?)$/;
const isTest = (file) => /\.test\.[cm]?[jt]sx?$/.test(file) || file.split(path.sep).includes('test');
const serviceFactory = /^create[A-Z]\w*Service$/;

function listSources(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && sourceFile.test(entry.name) && !file.includes('node_modules') ? [file] : [];
  });
}

const parse = (source, fileName) => ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
const lineOf = (tree, node) => tree.getLineAndCharacterOfPosition(node.getStart(tree)).line + 1;

function walk(tree, visit) {
  const step = (node) => {
    visit(node);
    ts.forEachChild(node, step);
  };
  step(tree);
}

/** The module a node imports, with whether only types come through, or null for any other node. */
function importOf(node) {
  const literal = (expression) => (expression && ts.isStringLiteralLike(expression) ? expression : null);
  if (ts.isImportDeclaration(node))
    return { literal: literal(node.moduleSpecifier), typeOnly: Boolean(node.importClause?.isTypeOnly) };
  if (ts.isExportDeclaration(node))
    return { literal: literal(node.moduleSpecifier), typeOnly: node.isTypeOnly };
  if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference))
    return { literal: literal(node.moduleReference.expression), typeOnly: node.isTypeOnly };
  if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
    return { literal: literal(node.argument.literal), typeOnly: true };
  const isLoader =
    ts.isCallExpression(node) &&
    (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
      (ts.isIdentifier(node.expression) && node.expression.text === 'require'));
  return isLoader ? { literal: literal(node.arguments[0]), typeOnly: false } : null;
}

/**
 * Every module a source text imports, with its line and whether only types come through (`import type`,
 * `export type`, `import('…')` in a type). `import { type A }` still loads the module (verbatimModuleSyntax).
 */
export function importsOf(source, fileName = 'module.tsx') {
  const tree = parse(source, fileName);
  const found = [];
  walk(tree, (node) => {
    const imported = importOf(node);
    if (imported?.literal)
      found.push({
        specifier: imported.literal.text,
        line: lineOf(tree, imported.literal),
        typeOnly: imported.typeOnly,
      });
  });
  return found;
}

/** The names a source text imports by value from each module (`import { a, type B }` gives a; defaults aside). */
export function namedImportsOf(source, fileName = 'module.tsx') {
  const tree = parse(source, fileName);
  const found = [];
  for (const statement of tree.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings) || !ts.isStringLiteralLike(statement.moduleSpecifier))
      continue;
    for (const element of bindings.elements) {
      if (element.isTypeOnly) continue;
      found.push({
        specifier: statement.moduleSpecifier.text,
        name: (element.propertyName ?? element.name).text,
        line: lineOf(tree, element),
      });
    }
  }
  return found;
}

/** Every call to a `create<Name>Service` factory, with its line (definitions and `typeof` are not calls). */
export function serviceBuildsOf(source, fileName = 'module.ts') {
  const tree = parse(source, fileName);
  const found = [];
  walk(tree, (node) => {
    if (!ts.isCallExpression(node)) return;
    const callee = ts.isPropertyAccessExpression(node.expression) ? node.expression.name : node.expression;
    if (ts.isIdentifier(callee) && serviceFactory.test(callee.text))
      found.push({ factory: callee.text, line: lineOf(tree, node) });
  });
  return found;
}

const isInside = (file, dir) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The feature a path belongs to (its first folder under featuresDir), or null outside the features. */
const featureOf = (file, featuresDir) =>
  isInside(file, featuresDir) ? path.relative(featuresDir, file).split(path.sep)[0] : null;

/**
 * What one file may not import: another feature's code or the app layer (from a feature), any feature or the app
 * layer (from a shared folder). Only relative specifiers reach these folders (there are no path aliases).
 */
export function boundaryViolations({ file, source, area, root }) {
  const featuresDir = path.resolve(root, area.featuresDir);
  const appDirs = area.appDirs.map((dir) => path.resolve(root, dir));
  const ownFeature = featureOf(file, featuresDir);
  const isShared = area.sharedDirs.some((dir) => isInside(file, path.resolve(root, dir)));
  if (!ownFeature && !isShared) return [];
  return importsOf(source, file).flatMap(({ specifier, line, typeOnly }) => {
    if (!specifier.startsWith('.')) return [];
    const target = path.resolve(path.dirname(file), specifier);
    const targetFeature = featureOf(target, featuresDir);
    const reachesApp = appDirs.some((dir) => isInside(target, dir) || target === dir);
    if (reachesApp)
      return [{ file, line, specifier, reason: 'the app layer composes features; import nothing from it' }];
    if (!targetFeature || targetFeature === ownFeature) return [];
    if (ownFeature && typeOnly && area.typesCrossFeatures) return [];
    const reason = ownFeature
      ? `feature '${ownFeature}' imports feature '${targetFeature}'${area.typesCrossFeatures ? ' (only `import type` may)' : ''}`
      : `a shared folder imports feature '${targetFeature}'`;
    return [{ file, line, specifier, reason }];
  });
}

/** A `create<Name>Service(` call outside the composition root, in the area's source (tests aside). */
export function serviceBuildViolations({ file, source, area, root }) {
  if (!area.compositionRoot || isTest(path.relative(root, file))) return [];
  const compositionRoot = path.resolve(root, area.compositionRoot);
  if (file === compositionRoot) return [];
  const isCompositionPart =
    path.dirname(file) === path.dirname(compositionRoot) && /^compose-[a-z-]+\.ts$/.test(path.basename(file));
  if (isCompositionPart) return [];
  return serviceBuildsOf(source, file).map(({ factory, line }) => ({
    file,
    line,
    specifier: factory,
    reason: `services are built in ${path.basename(compositionRoot)} (and its compose-*.ts parts) only`,
  }));
}

/**
 * Web: an API call (the client's request functions) outside a feature's api/ folder and the shared api/ folder, or
 * an infrastructure file (lib/) importing a shared API call.
 */
export function apiCallViolations({ file, source, area, root }) {
  const rule = area.apiCalls;
  if (!rule || isTest(path.relative(root, file))) return [];
  const relative = path.relative(root, file).split(path.sep).join('/');
  const client = path.resolve(root, rule.client);
  const sharedApiDir = path.resolve(root, rule.sharedApiDir);
  const featuresDir = path.resolve(root, area.featuresDir);
  const ownFeature = featureOf(file, featuresDir);
  const inFeatureApi = ownFeature && path.relative(featuresDir, file).split(path.sep)[1] === 'api';
  const mayCall = inFeatureApi || isInside(file, sharedApiDir) || rule.infrastructure.includes(relative);
  const resolves = (specifier) => path.resolve(path.dirname(file), specifier);
  const calls = mayCall
    ? []
    : namedImportsOf(source, file).filter(
        ({ specifier, name }) =>
          specifier.startsWith('.') &&
          rule.requestFunctions.includes(name) &&
          [client, client.replace(/\.ts$/, '')].includes(resolves(specifier)),
      );
  const callViolations = calls.map(({ specifier, name, line }) => ({
    file,
    line,
    specifier,
    reason: `'${name}' calls the API: API calls live in a feature's api/ folder or in ${rule.sharedApiDir}/`,
  }));
  const isInfrastructure = isInside(file, path.resolve(root, rule.infrastructureDir));
  const layerViolations = isInfrastructure
    ? importsOf(source, file)
        .filter(({ specifier }) => specifier.startsWith('.') && isInside(resolves(specifier), sharedApiDir))
        .map(({ specifier, line }) => ({
          file,
          line,
          specifier,
          reason: `infrastructure (${rule.infrastructureDir}/) imports no API call`,
        }))
    : [];
  return [...callViolations, ...layerViolations];
}

/** Every violation under the given areas, sorted by file. */
export function findBoundaryViolations({ root, areas: checkedAreas = areas }) {
  return checkedAreas.flatMap((area) =>
    listSources(path.resolve(root, area.sourceDir))
      .sort()
      .flatMap((file) => {
        const checked = { file, source: fs.readFileSync(file, 'utf8'), area, root };
        return [
          ...boundaryViolations(checked),
          ...serviceBuildViolations(checked),
          ...apiCallViolations(checked),
        ];
      }),
  );
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..'));
  const violations = findBoundaryViolations({ root });
  for (const { file, line, specifier, reason } of violations) {
    console.error(`${path.relative(root, file)}:${line}  '${specifier}': ${reason}`);
  }
  if (violations.length > 0) {
    console.error(
      `\n${violations.length} boundary violation(s). Move what features share to lib/, components/ or ` +
        '@circles/contracts (API calls several share go to apps/web/src/api/), compose features in app/ (web) or ' +
        'composition-root.ts (server) (DESIGN.md §2).',
    );
    process.exit(1);
  }
  console.log(
    `feature boundaries: no feature imports another's code, no shared folder a feature (${areas.map((area) => area.name).join(', ')}); web API calls in api/ folders only`,
  );
}
