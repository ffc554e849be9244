import { describe, expect, it } from 'vitest';
import { iconFile, rewriteIconImports } from './icon-imports';

const icons = new Set(['house', 'badge-check', 'trash-2', 'x-circle', 'gamepad-2']);
const exists = (file: string) => icons.has(file);

describe('icon imports', () => {
  it("names each icon's own module as lucide-react does", () => {
    expect(['House', 'BadgeCheck', 'Trash2', 'XCircle', 'Gamepad2'].map(iconFile)).toEqual([
      'house',
      'badge-check',
      'trash-2',
      'x-circle',
      'gamepad-2',
    ]);
  });

  it('imports each icon from its own module, keeping local names', () => {
    expect(
      rewriteIconImports("import { House, BadgeCheck as Badge } from 'lucide-react';\nrest", exists),
    ).toBe(
      "import House from 'lucide-react/icons/house'; import Badge from 'lucide-react/icons/badge-check';\nrest",
    );
  });

  it('leaves types to an import that is erased, and other names on the index', () => {
    const code = "import {\n  Trash2,\n  type LucideIcon,\n  createLucideIcon,\n} from 'lucide-react';";
    expect(rewriteIconImports(code, exists)).toBe(
      "import Trash2 from 'lucide-react/icons/trash-2'; import type { LucideIcon } from 'lucide-react'; import { createLucideIcon } from 'lucide-react';",
    );
  });

  it('leaves an import without icons, and other packages, as they are', () => {
    const code = "import { type LucideIcon } from 'lucide-react';\nimport { House } from 'somewhere';";
    expect(rewriteIconImports(code, exists)).toBe(code);
  });
});
