import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

// Resolved through one icon: the package's index resolves to its CommonJS copy under Node's conditions.
const iconsDir = path.dirname(new URL(import.meta.resolve('lucide-react/icons/house')).pathname);

/** The name of an icon's own module in lucide-react: `BadgeCheck` → `badge-check`, `Trash2` → `trash-2`. */
export const iconFile = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase();

const barrelImport = /import\s*\{([^}]*)\}\s*from\s*['"]lucide-react['"];?/g;

/**
 * Rewrites `import { Bell, X } from 'lucide-react'` into one import per icon module (issue #16). Through the
 * package's index every module that imports an icon seems to import all of them, which hides from the build
 * (build/member-chunks.ts) which icons only members' pages use. Names that are not icons (types) stay on
 * the index import.
 */
export function iconImports(
  exists = (file: string) => fs.existsSync(path.join(iconsDir, `${file}.mjs`)),
): Plugin {
  return {
    name: 'circles:icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform: {
      filter: { id: /\/src\/.*\.tsx?$/, code: 'lucide-react' },
      handler(code) {
        const rewritten = rewriteIconImports(code, exists);
        return rewritten === code ? null : rewritten;
      },
    },
  };
}

export function rewriteIconImports(code: string, exists: (file: string) => boolean) {
  return code.replace(barrelImport, (statement, names: string) => {
    const types: string[] = [];
    const kept: string[] = [];
    const icons: string[] = [];
    for (const specifier of names
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean)) {
      if (specifier.startsWith('type ')) {
        types.push(specifier.slice('type '.length));
        continue;
      }
      const [imported, local = imported] = specifier.split(/\s+as\s+/) as [string, string?];
      if (exists(iconFile(imported)))
        icons.push(`import ${local} from 'lucide-react/icons/${iconFile(imported)}';`);
      else kept.push(specifier);
    }
    if (icons.length === 0) return statement;
    // Types go in an `import type`, which leaves nothing behind: `import { type X }` would still load the index.
    if (types.length > 0) icons.push(`import type { ${types.join(', ')} } from 'lucide-react';`);
    if (kept.length > 0) icons.push(`import { ${kept.join(', ')} } from 'lucide-react';`);
    return icons.join(' ');
  });
}
