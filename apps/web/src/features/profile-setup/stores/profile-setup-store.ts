import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { toggleIconSelection } from '../../../components/icon-picker/toggle-icon-selection';
import { memberStorageKeys, registerMemberStoreReset } from '../../../lib/member-data';

type ProfileSetupState = {
  /**
   * docs/product.md §Data 'Profile setup store': an avatar picked during setup (not offered yet) and the chosen
   * icons.
   */
  image: string | null;
  /** Icon codes (U+1F600) in the order chosen: 1-3 are shown on the profile, 4-6 are security icons. */
  selectedEmojis: string[];
  toggleEmoji: (code: string) => void;
  /** Drops stored picks the catalogue no longer has. */
  keepKnown: (isKnown: (code: string) => boolean) => void;
  /** Starts from the member's saved icons, unless picks are already in progress. */
  startFrom: (codes: string[]) => void;
  reset: () => void;
};

const initialState = { image: null, selectedEmojis: [] };

/** Kept in local storage so a reload mid-setup keeps the picks; removed at sign-out (docs/product.md §Behaviour). */
export const useProfileSetupStore = create<ProfileSetupState>()(
  persist(
    (set) => ({
      ...initialState,
      toggleEmoji: (code) =>
        set((state) => ({ selectedEmojis: toggleIconSelection(state.selectedEmojis, code) })),
      keepKnown: (isKnown) =>
        set((state) =>
          state.selectedEmojis.every(isKnown)
            ? state
            : { selectedEmojis: state.selectedEmojis.filter(isKnown) },
        ),
      startFrom: (codes) =>
        set((state) => (state.selectedEmojis.length > 0 ? state : { selectedEmojis: codes })),
      reset: () => set(initialState),
    }),
    {
      name: memberStorageKeys.profile,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ image, selectedEmojis }) => ({ image, selectedEmojis }),
    },
  ),
);

registerMemberStoreReset(() => useProfileSetupStore.getState().reset());
