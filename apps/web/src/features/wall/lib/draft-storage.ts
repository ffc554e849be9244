import type { WallBackground, WallElement } from '@circles/contracts';
import { memberStorageKeys } from '../../../lib/member-data';
import { defaultViewport, type Viewport } from './geometry';

/** An unsaved edit of a member's own wall, and the version it started from. */
export type WallDraft = {
  ownerId: string;
  baseVersion: number;
  background: WallBackground;
  elements: WallElement[];
};

const read = <T>(key: string): T | undefined => {
  try {
    const text = localStorage.getItem(key);
    return text ? (JSON.parse(text) as T) : undefined;
  } catch {
    return undefined;
  }
};

const write = (key: string, value: unknown) => {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked: the draft just is not kept across reloads.
  }
};

export const loadDraft = (ownerId: string): WallDraft | undefined => {
  const draft = read<WallDraft>(memberStorageKeys.wall);
  return draft?.ownerId === ownerId && Array.isArray(draft.elements) ? draft : undefined;
};
export const storeDraft = (draft: WallDraft) => write(memberStorageKeys.wall, draft);
export const clearDraft = () => write(memberStorageKeys.wall, undefined);

/** docs/product.md §Data: the viewport (zoom, panX, panY) persists locally. */
export const loadViewport = (): Viewport => {
  const stored = read<Viewport>(memberStorageKeys.wallViewport);
  return stored && [stored.zoom, stored.panX, stored.panY].every(Number.isFinite) ? stored : defaultViewport;
};
export const storeViewport = (viewport: Viewport) => write(memberStorageKeys.wallViewport, viewport);
