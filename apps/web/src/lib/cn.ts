import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; a later Tailwind utility overrides earlier conflicting ones (`px-2` then `px-4` → `px-4`). */
export const cn = (...inputs: ClassValue[]) => twMerge(clsx(inputs));
