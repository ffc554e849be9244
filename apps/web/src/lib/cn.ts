import { type ClassValue, clsx } from 'clsx';

/**
 * Joins class names; a later Tailwind utility overrides earlier conflicting ones (`px-2` then `px-4` → `px-4`,
 * `p-4` then `px-2` keeps both, `px-2` then `p-4` → `p-4`). This replaces tailwind-merge (9.3 KB gzipped, a tenth
 * of a public page's budget, issue #16): it knows the utilities this app writes, and cn.test.ts checks it
 * against tailwind-merge on every pair of classes found in the source, as Tailwind itself finds them.
 */
export const cn = (...inputs: ClassValue[]) => mergedClasses(clsx(inputs));

/**
 * Each class list merged once: components pass the same few hundred lists on every render, and merging them
 * was a tenth of /home's first render in a profile (issue #16). Emptied when it grows past its size, since a
 * list can carry a value computed at run time.
 */
const merged = new Map<string, string>();
const mergedLimit = 2000;
function mergedClasses(classList: string) {
  let result = merged.get(classList);
  if (result === undefined) {
    if (merged.size >= mergedLimit) merged.clear();
    result = mergeClasses(classList);
    merged.set(classList, result);
  }
  return result;
}

const sides = ['t', 'r', 'b', 'l', 's', 'e', 'x', 'y'];
const tshirt = /^(\d?x[sl]|sm|md|lg|base|none|full|inner|\d+xl|xl)$/;
const sizeValue =
  /^(-?\d+(\.\d+)?|px|auto|full|screen|min|max|fit|none|[sdl]v[hw]|\d+\/\d+|\[.+\]|\(.+\)|\d?x[sl]|sm|md|lg|\d*xl|prose)$/;
// An arbitrary value that is a length ([13px], [0.95rem], [calc(...)]) rather than a colour or anything else.
const arbitraryLength = /^\[(length:)?(-?[\d.]+[a-z%]*|(calc|min|max|clamp)\(.+\))\]$/;
const plainNumber = /^(\d+|\(.+\))$/;
const widthOrColor = (value: string) => plainNumber.test(value) || arbitraryLength.test(value);

// The groups each group overrides besides itself, as Tailwind's shorthands do (padding over its sides...).
const overrides: Record<string, string[]> = {
  p: ['px', 'py', 'ps', 'pe', 'pt', 'pr', 'pb', 'pl'],
  px: ['pr', 'pl'],
  py: ['pt', 'pb'],
  m: ['mx', 'my', 'ms', 'me', 'mt', 'mr', 'mb', 'ml'],
  mx: ['mr', 'ml'],
  my: ['mt', 'mb'],
  inset: ['inset-x', 'inset-y', 'start', 'end', 'top', 'right', 'bottom', 'left'],
  'inset-x': ['right', 'left'],
  'inset-y': ['top', 'bottom'],
  gap: ['gap-x', 'gap-y'],
  size: ['w', 'h'],
  overflow: ['overflow-x', 'overflow-y'],
  overscroll: ['overscroll-x', 'overscroll-y'],
  flex: ['basis', 'grow', 'shrink'],
  'line-clamp': ['display', 'overflow'],
  rounded: [
    'rounded-s',
    'rounded-e',
    'rounded-t',
    'rounded-r',
    'rounded-b',
    'rounded-l',
    'rounded-ss',
    'rounded-se',
    'rounded-ee',
    'rounded-es',
    'rounded-tl',
    'rounded-tr',
    'rounded-br',
    'rounded-bl',
  ],
  'rounded-s': ['rounded-ss', 'rounded-es'],
  'rounded-e': ['rounded-se', 'rounded-ee'],
  'rounded-t': ['rounded-tl', 'rounded-tr'],
  'rounded-r': ['rounded-tr', 'rounded-br'],
  'rounded-b': ['rounded-br', 'rounded-bl'],
  'rounded-l': ['rounded-tl', 'rounded-bl'],
  'border-w': sides.map((side) => `border-w-${side}`),
  'border-w-x': ['border-w-r', 'border-w-l'],
  'border-w-y': ['border-w-t', 'border-w-b'],
  'border-color': sides.map((side) => `border-color-${side}`),
  'border-color-x': ['border-color-r', 'border-color-l'],
  'border-color-y': ['border-color-t', 'border-color-b'],
  scale: ['scale-x', 'scale-y'],
  // Tailwind 4's text-sm sets a line height too.
  'font-size': ['leading'],
};

// Whole-class utilities with no value.
const keywords: Record<string, string> = {};
const addKeywords = (group: string, names: string) => {
  for (const name of names.split(' ')) keywords[name] = group;
};
addKeywords(
  'display',
  'block inline-block inline flex inline-flex grid inline-grid table contents flow-root hidden',
);
addKeywords('position', 'static fixed absolute relative sticky');
addKeywords('visibility', 'visible invisible collapse');
addKeywords('font-style', 'italic not-italic');
addKeywords('text-transform', 'uppercase lowercase capitalize normal-case');
addKeywords('text-decoration', 'underline overline line-through no-underline');
addKeywords('sr', 'sr-only not-sr-only');
addKeywords('text-overflow', 'truncate text-ellipsis text-clip');
addKeywords('isolation', 'isolate isolation-auto');
addKeywords('fvn-spacing', 'tabular-nums proportional-nums');
addKeywords('grow', 'grow');
addKeywords('shrink', 'shrink');
addKeywords('blur', 'blur');
addKeywords('resize', 'resize');
addKeywords('@container', '@container');
addKeywords('border-w', 'border');
addKeywords('rounded', 'rounded');
addKeywords('shadow', 'shadow');
addKeywords('ring-w', 'ring');
addKeywords('outline-w', 'outline');
addKeywords('transition', 'transition');
addKeywords('divide-x', 'divide-x');
addKeywords('divide-y', 'divide-y');

const words = (list: string) => new Set(list.split(' '));
// Utilities whose value is a length (p-4, w-1/2, top-[3px]); `top-center` is not one.
const lengths = words(
  'p px py ps pe pt pr pb pl m mx my ms me mt mr mb ml w h size top right bottom left start end basis',
);
// Utilities that set one thing whatever their value.
const anyValue = words(
  'z opacity order leading tracking whitespace cursor select resize appearance touch aspect origin rotate transition duration delay ease blur items self accent break columns fill grow shrink',
);
// Two-word utilities: pointer-events-*, will-change-*, line-clamp-*, backdrop-blur-*, auto-cols-*, grid-cols-*...
const twoWords = words('pointer will line backdrop auto underline scroll grid col row space');
// Utilities for both axes or one (gap-2, gap-x-2; min-w-0; overflow-x-auto; inset-x-0).
const perAxis = words('min max inset gap overflow overscroll scale translate');

const colorOr = (group: string, value: string) => (widthOrColor(value) ? `${group}-w` : `${group}-color`);

/** The group a utility (no variants, no `!`, no leading `-`) belongs to, or undefined for a class of our own. */
function groupOf(utility: string): string | undefined {
  const keyword = keywords[utility];
  if (keyword) return keyword;
  const dash = utility.indexOf('-');
  if (dash < 0) return undefined;
  const prefix = utility.slice(0, dash);
  const value = utility.slice(dash + 1);
  const [head = '', ...rest] = value.split('-');
  const tail = rest.join('-');
  if (lengths.has(prefix)) return sizeValue.test(value) ? prefix : undefined;
  if (anyValue.has(prefix)) return prefix;
  if (twoWords.has(prefix)) return tail ? `${prefix}-${head}` : undefined;
  if (perAxis.has(prefix)) {
    if (!sides.includes(head) && head !== 'w' && head !== 'h') return prefix;
    return tail ? `${prefix}-${head}` : undefined;
  }
  switch (prefix) {
    case 'justify':
      return head === 'items' || head === 'self' ? `justify-${head}` : 'justify';
    case 'content':
      if (/^(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(value))
        return 'align-content';
      return /^(none|\[.+\])$/.test(value) ? 'content' : undefined;
    case 'align':
      return /^(baseline|top|middle|bottom|text-top|text-bottom|sub|super|\[.+\])$/.test(value)
        ? 'align'
        : undefined;
    case 'animate':
      // Animations of the app's own theme (animate-fade-in) are classes tailwind-merge does not group.
      return /^(spin|ping|pulse|bounce|none|\[.+\])$/.test(value) ? 'animate' : undefined;
    case 'object':
      if (/^(contain|cover|fill|none|scale-down)$/.test(value)) return 'object-fit';
      return /^((bottom|center|left|right|top)(-|$)|\[)/.test(value) ? 'object-position' : undefined;
    case 'list':
      if (/^(inside|outside)$/.test(value)) return 'list-position';
      return /^(disc|decimal|none|\[.+\])$/.test(value) ? 'list-type' : undefined;
    case 'flex':
      if (/^(row|col)(-reverse)?$/.test(value)) return 'flex-direction';
      if (/^(wrap|nowrap|wrap-reverse)$/.test(value)) return 'flex-wrap';
      return /^(\d+|auto|initial|none|\[.+\])$/.test(value) ? 'flex' : undefined;
    case 'font':
      return /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\d+)$/.test(value)
        ? 'font-weight'
        : 'font-family';
    case 'text': {
      const size = value.split('/')[0] ?? '';
      if ((tshirt.test(size) && !/^(none|full|inner)$/.test(size)) || arbitraryLength.test(size))
        return 'font-size';
      if (/^(left|center|right|justify|start|end)$/.test(value)) return 'text-alignment';
      if (/^(wrap|nowrap|balance|pretty)$/.test(value)) return 'text-wrap';
      return 'text-color';
    }
    case 'bg':
      // Tailwind 3's bg-gradient-to-* counts as a colour, as tailwind-merge counts it.
      if (/^(linear|radial|conic|none)/.test(value) || value.startsWith('[url')) return 'bg-image';
      if (/^(cover|contain|auto)$/.test(value)) return 'bg-size';
      if (/^(fixed|local|scroll)$/.test(value)) return 'bg-attachment';
      if (/^(center|top|bottom|left|right)/.test(value)) return 'bg-position';
      if (head === 'repeat' || head === 'no') return 'bg-repeat';
      if (head === 'clip' || head === 'origin' || head === 'blend') return `bg-${head}`;
      return 'bg-color';
    case 'border': {
      if (/^(solid|dashed|dotted|double|hidden|none)$/.test(value)) return 'border-style';
      if (head === 'collapse' || head === 'separate') return 'border-collapse';
      if (head === 'spacing' && tail) return 'border-spacing';
      if (sides.includes(head)) return tail ? `${colorOr('border', tail)}-${head}` : `border-w-${head}`;
      return colorOr('border', value);
    }
    case 'rounded':
      return /^(s|e|t|r|b|l|ss|se|ee|es|tl|tr|br|bl)$/.test(head) ? `rounded-${head}` : 'rounded';
    case 'shadow':
      return tshirt.test(value) || value.startsWith('[') ? 'shadow' : 'shadow-color';
    case 'ring':
      if (head === 'offset' && tail) return colorOr('ring-offset', tail);
      if (value === 'inset') return 'ring-inset';
      return colorOr('ring', value);
    case 'outline':
      if (head === 'offset' && tail) return 'outline-offset';
      if (/^(none|solid|dashed|dotted|double|hidden)$/.test(value)) return 'outline-style';
      return colorOr('outline', value);
    case 'stroke':
      return colorOr('stroke', value);
    case 'from':
    case 'via':
    case 'to':
      return /^\d+%$/.test(value) ? `gradient-${prefix}-position` : `gradient-${prefix}`;
    case 'divide':
      if (head === 'x' || head === 'y') return `divide-${head}`;
      return /^(solid|dashed|dotted|double|none)$/.test(value) ? 'divide-style' : 'divide-color';
    default:
      return undefined;
  }
}

/** Splits `hover:[&_svg]:p-2` at the colons that are not inside brackets or parentheses. */
function splitVariants(className: string) {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < className.length; index++) {
    const char = className[index];
    if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (char === ':' && depth === 0) {
      parts.push(className.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(className.slice(start));
  return parts;
}

/** Where a class applies (its variants, sorted as their order does not matter, and `!`) and what it sets. */
function classify(className: string) {
  const parts = splitVariants(className);
  let utility = parts.pop() ?? '';
  let important = '';
  if (utility.startsWith('!') || utility.endsWith('!')) {
    important = '!';
    utility = utility.startsWith('!') ? utility.slice(1) : utility.slice(0, -1);
  }
  if (utility.startsWith('-')) utility = utility.slice(1);
  const scope = `${parts.sort().join(':')}${important}:`;
  // An arbitrary property ([scrollbar-width:none]) is grouped by its property name.
  const arbitrary = /^\[([a-z-]+):.+\]$/.exec(utility);
  const group = arbitrary ? `[${arbitrary[1]}]` : groupOf(utility);
  return { scope, group };
}

function mergeClasses(classList: string) {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  // From the last class back: a class stays unless a later one already set what it sets, in the same scope.
  for (const className of classes.reverse()) {
    const { scope, group } = classify(className);
    if (group === undefined) {
      kept.push(className);
      continue;
    }
    if (taken.has(scope + group)) continue;
    taken.add(scope + group);
    for (const overridden of overrides[group] ?? []) taken.add(scope + overridden);
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
