import { randomInt } from 'node:crypto';

/** A readable handle from a name: lower-case letters and digits, 3-30 characters ("Ada Lovelace" → "adalovelace"). */
export function baseHandle(firstName: string, lastName: string) {
  const ascii = `${firstName}${lastName}`
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  return (ascii.length >= 3 ? ascii : `${ascii}member`).slice(0, 24);
}

/** The base handle if free, else the base with a random numeric suffix. */
export async function uniqueHandle(
  firstName: string,
  lastName: string,
  isTaken: (handle: string) => Promise<boolean>,
): Promise<string> {
  const base = baseHandle(firstName, lastName);
  if (!(await isTaken(base))) return base;
  for (let attempt = 0; attempt < 8; attempt++) {
    const candidate = `${base}${randomInt(10, 100_000)}`;
    if (!(await isTaken(candidate))) return candidate;
  }
  return `${base}_${randomInt(100_000, 1_000_000)}`;
}
