import {
  defaultSpraySize,
  type SprayColour,
  type SpraySize,
  sprayColours,
  type WallBackground,
  type WallElement,
} from '@circles/contracts';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useWall } from '../api/get-wall';
import { useSaveWall } from '../api/save-wall';
import { clearDraft, loadDraft, storeDraft, type WallDraft } from '../lib/draft-storage';

export type WallTool = 'image' | 'sticker' | 'spray';

/**
 * One wall on screen: the saved wall from the server and, while editing (own wall only), a local draft kept in
 * local storage so a reload does not lose it. Save sends the whole draft with the version it started from.
 */
export function useWallEditor(ownerId: string) {
  const query = useWall(ownerId);
  const wall = query.data;
  const saveMutation = useSaveWall(ownerId);
  const [draft, setDraft] = useState<WallDraft | null>(null);
  const [tool, setToolState] = useState<WallTool | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [sprayColour, setSprayColour] = useState<SprayColour>(sprayColours[0]);
  const [spraySize, setSpraySize] = useState<SpraySize>(defaultSpraySize);
  const [restoredDraft, setRestoredDraft] = useState(false);

  // A draft left in local storage (reload mid-edit) reopens the editor with it.
  const ownWallOwner = wall?.isOwner ? wall.ownerId : undefined;
  useEffect(() => {
    if (!ownWallOwner) return;
    const stored = loadDraft(ownWallOwner);
    if (stored) {
      setDraft(stored);
      setRestoredDraft(true);
    }
  }, [ownWallOwner]);

  // Written a moment after each change, and at once when the page goes away (reload, tab closed).
  const latestDraft = useRef(draft);
  latestDraft.current = draft;
  useEffect(() => {
    if (!draft) return;
    const timer = window.setTimeout(() => storeDraft(draft), 250);
    return () => window.clearTimeout(timer);
  }, [draft]);
  useEffect(() => {
    const flush = () => {
      if (latestDraft.current) storeDraft(latestDraft.current);
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, []);

  const leaveEditing = useCallback(() => {
    // At once, not on the next render: leaving wall mode unmounts the wall, whose unmount would store it again.
    latestDraft.current = null;
    clearDraft();
    setDraft(null);
    setToolState(null);
    setSelectedId(null);
    setRestoredDraft(false);
  }, []);

  const startEditing = useCallback(() => {
    if (!wall?.isOwner) return;
    saveMutation.reset();
    setDraft({
      ownerId: wall.ownerId,
      baseVersion: wall.version,
      background: wall.background,
      elements: wall.elements,
    });
  }, [wall, saveMutation]);

  const save = useCallback(async () => {
    if (!draft) return;
    await saveMutation.mutateAsync({
      version: draft.baseVersion,
      background: draft.background,
      elements: draft.elements,
    });
    leaveEditing();
  }, [draft, saveMutation, leaveEditing]);

  /** After a conflict: drop the draft and show the wall as saved elsewhere. */
  const discardAndReload = useCallback(async () => {
    leaveEditing();
    saveMutation.reset();
    await query.refetch();
  }, [leaveEditing, saveMutation, query]);

  const changeElements = useCallback((change: (elements: WallElement[]) => WallElement[]) => {
    setDraft((current) => (current ? { ...current, elements: change(current.elements) } : current));
  }, []);

  const setBackground = useCallback((background: WallBackground) => {
    setDraft((current) => (current ? { ...current, background } : current));
  }, []);

  /** docs/product.md §Behaviour: choosing the active tool again turns it off. */
  const setTool = useCallback(
    (next: WallTool) => setToolState((current) => (current === next ? null : next)),
    [],
  );

  const isDirty = useMemo(
    () => draft !== null && (draft.elements !== wall?.elements || draft.background !== wall?.background),
    [draft, wall],
  );

  return {
    query,
    wall,
    isOwner: wall?.isOwner ?? false,
    isEditing: draft !== null,
    isDirty,
    restoredDraft,
    elements: draft?.elements ?? wall?.elements ?? [],
    background: draft?.background ?? wall?.background ?? 'none',
    startEditing,
    cancel: leaveEditing,
    save,
    isSaving: saveMutation.isPending,
    saveError: saveMutation.error,
    discardAndReload,
    changeElements,
    setBackground,
    tool,
    setTool,
    openTool: setToolState,
    closeTool: () => setToolState(null),
    selectedId,
    select: setSelectedId,
    sprayColour,
    setSprayColour,
    spraySize,
    setSpraySize,
  };
}

export type WallEditor = ReturnType<typeof useWallEditor>;
