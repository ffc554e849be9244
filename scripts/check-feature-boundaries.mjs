// Features never import each other (docs/decisions.md, 'Feature boundaries'): a file under features/<name>/ may
// import its own feature, the shared folders and packages, never another feature (nor the app layer that composes
// them). The shared folders may import no feature at all. Run by `npm run lint`, so by `npm test`.
// `node scripts/check-feature-boundaries.mjs [root]` lists every offender and exits 1, or prints one line and exits 0
// (root: the repository, by default this one).
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * The areas checked, paths from the repository root. The server joins once its features stop importing each
 * other's modules: add
 *   { featuresDir: 'apps/server/src/features', sharedDirs: ['apps/server/src/lib'], appDirs: [] }
 */
export const areas = [
  {
    featuresDir: 'apps/web/src/features',
    /** Building blocks every feature may use; they import no feature themselves. */
    sharedDirs: ['apps/web/src/components', 'apps/web/src/lib', 'apps/web/src/config', 'apps/web/src/hooks'],
    /** The composition layer (router, shell): it imports features, never the other way round. */
    appDirs: ['apps/web/src/app'],
  },
];

const sourceFile = /\.(?:[cm]?[jt]sx?)$/;

function listSources(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const file = path.join(entry.parentPath, entry.name);
    return entry.isFile() && sourceFile.test(entry.name) && !file.includes('node_modules') ? [file] : [];
  });
}

/** Every module a source text imports (static, type-only, re-exports, dynamic import()), with its line. */
export function importsOf(source) {
  return ts.preProcessFile(source, true, true).importedFiles.map(({ fileName, pos }) => ({
    specifier: fileName,
    line: source.slice(0, pos).split('\n').length,
  }));
}

const isInside = (file, dir) => {
  const relative = path.relative(dir, file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative);
};

/** The feature a path belongs to (its first folder under featuresDir), or null outside the features. */
const featureOf = (file, featuresDir) =>
  isInside(file, featuresDir) ? path.relative(featuresDir, file).split(path.sep)[0] : null;

/**
 * What one file may not import: another feature or the app layer (from a feature), any feature or the app layer
 * (from a shared folder). Only relative specifiers can reach these folders (there are no path aliases).
 */
export function boundaryViolations({ file, source, area, root }) {
  const featuresDir = path.resolve(root, area.featuresDir);
  const appDirs = area.appDirs.map((dir) => path.resolve(root, dir));
  const ownFeature = featureOf(file, featuresDir);
  const isShared = area.sharedDirs.some((dir) => isInside(file, path.resolve(root, dir)));
  if (!ownFeature && !isShared) return [];
  return importsOf(source).flatMap(({ specifier, line }) => {
    if (!specifier.startsWith('.')) return [];
    const target = path.resolve(path.dirname(file), specifier);
    const targetFeature = featureOf(target, featuresDir);
    const reachesApp = appDirs.some((dir) => isInside(target, dir) || target === dir);
    if (reachesApp)
      return [{ file, line, specifier, reason: 'the app layer composes features; import nothing from it' }];
    if (!targetFeature || targetFeature === ownFeature) return [];
    const reason = ownFeature
      ? `feature '${ownFeature}' imports feature '${targetFeature}'`
      : `a shared folder imports feature '${targetFeature}'`;
    return [{ file, line, specifier, reason }];
  });
}

/** Every violation under the given areas, sorted by file. */
export function findBoundaryViolations({ root, areas: checkedAreas = areas }) {
  return checkedAreas.flatMap((area) =>
    [area.featuresDir, ...area.sharedDirs]
      .flatMap((dir) => listSources(path.resolve(root, dir)))
      .sort()
      .flatMap((file) => boundaryViolations({ file, source: fs.readFileSync(file, 'utf8'), area, root })),
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
      `\n${violations.length} import(s) cross a feature boundary. Move what features share to components/, lib/ ` +
        'or @circles/contracts, or compose them in app/ (docs/decisions.md, "Feature boundaries").',
    );
    process.exit(1);
  }
  console.log(
    `feature boundaries: no feature imports another (${areas.map((area) => area.featuresDir).join(', ')})`,
  );
}
