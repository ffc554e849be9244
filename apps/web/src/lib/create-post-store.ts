import { create } from 'zustand';
import { registerMemberStoreReset } from './member-data';

type CreatePostState = {
  /** docs/product.md §Behaviour Create Post modal: closed or open (posting is the modal's own state). */
  isOpen: boolean;
  /** A circle to preselect when opened from a circle page. */
  circleId: string | null;
  open: (options?: { circleId?: string }) => void;
  close: () => void;
};

/**
 * Opens the Create Post modal from anywhere: the shell's floating button, a circle page, an empty feed.
 * The posts feature renders the modal and reads this flag.
 */
export const useCreatePostStore = create<CreatePostState>()((set) => ({
  isOpen: false,
  circleId: null,
  open: (options) => set({ isOpen: true, circleId: options?.circleId ?? null }),
  close: () => set({ isOpen: false, circleId: null }),
}));

registerMemberStoreReset(() => useCreatePostStore.getState().close());
