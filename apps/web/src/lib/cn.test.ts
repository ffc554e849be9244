import fs from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

const sourceDir = path.resolve(import.meta.dirname, '..');

/**
 * Every class the app can use: Tailwind only generates CSS for class names written out whole in the source, so
 * the words of the source's string literals are all of them (and some words that are not classes, harmless).
 */
function classesInSource() {
  const classes = new Set<string>();
  const visit = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) {
        const text = fs.readFileSync(file, 'utf8');
        for (const literal of text.matchAll(/'([^'\n]*)'|"([^"\n]*)"|`([^`]*)`/g)) {
          for (const word of (literal[1] ?? literal[2] ?? literal[3] ?? '').split(/\s+/)) {
            if (/^[!-]?[\w@[\]:\-/.%#(),=&>*~+!]+$/.test(word) && !word.includes('${')) classes.add(word);
          }
        }
      }
    }
  };
  visit(sourceDir);
  return [...classes];
}

describe('cn', () => {
  it('lets a later utility override an earlier one that sets the same thing', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2', 'p-4')).toBe('p-4');
    expect(cn('text-sm text-muted-foreground', 'text-lg text-primary')).toBe('text-lg text-primary');
    expect(cn('hover:bg-accent bg-card', 'bg-primary')).toBe('hover:bg-accent bg-primary');
    expect(cn('h-10 w-10', 'size-12')).toBe('size-12');
    expect(cn('rounded-t-lg', 'rounded-xl')).toBe('rounded-xl');
    expect(cn('border border-input', 'border-2 border-primary')).toBe('border-2 border-primary');
    expect(cn('flex', false, undefined, ['hidden', { block: true }])).toBe('block');
    expect(cn('focus-ring', 'focus-ring px-2')).toBe('focus-ring focus-ring px-2');
  });

  it('gives the same answer for a list it has merged before, also after its memory was emptied', () => {
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    // More distinct lists than it keeps (lists built at run time), then the first one again.
    for (let width = 0; width < 2500; width++) expect(cn('w-4', `w-[${width}px]`)).toBe(`w-[${width}px]`);
    expect(cn('px-2 py-1', 'px-4')).toBe('py-1 px-4');
    expect(cn('w-4', 'w-[0px]')).toBe('w-[0px]');
  });

  // Every ordered pair under the same variants: about 6 s alone here, several times that beside other suites.
  it('agrees with tailwind-merge on every pair of classes in the source', () => {
    // A word either one takes for a utility (a utility given twice is kept once; any other word twice).
    const isUtility = (word: string) => cn(word, word) === word || twMerge(word, word) === word;
    const utilities = classesInSource().filter(isUtility);
    expect(utilities.length).toBeGreaterThan(500);
    // Classes under different variants never override each other in either: compare those under the same ones.
    const byVariants = new Map<string, string[]>();
    for (const word of utilities) {
      const variants = word.replace(/[^:]*$/, '');
      byVariants.set(variants, [...(byVariants.get(variants) ?? []), word]);
    }
    const disagreements: string[] = [];
    for (const words of byVariants.values()) {
      for (const first of words) {
        for (const second of words) {
          const ours = cn(first, second);
          const theirs = twMerge(first, second);
          if (ours !== theirs) disagreements.push(`${first} ${second} → ${ours} (tailwind-merge: ${theirs})`);
        }
      }
    }
    expect(disagreements.slice(0, 60)).toEqual([]);
  }, 60_000);
});
