import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { registerMemberStoreReset } from '../../../lib/member-data';

export type AmigoMessage = { id: number; from: 'member' | 'amigo'; text: string };

type AmigoState = {
  messages: AmigoMessage[];
  send: (text: string, reply: string) => void;
  reset: () => void;
};

/** At most this many messages are kept; the oldest go first. */
const maxMessages = 100;

const nextId = (messages: AmigoMessage[]) => (messages.at(-1)?.id ?? 0) + 1;

/**
 * The conversation, shared by the side panel and the small-screen sheet. Kept for the browser session
 * (sessionStorage: it survives a reload, not a closed tab) and forgotten on sign-out.
 */
export const useAmigoStore = create<AmigoState>()(
  persist(
    (set) => ({
      messages: [],
      send: (text, reply) =>
        set((state) => {
          const id = nextId(state.messages);
          return {
            messages: [
              ...state.messages,
              { id, from: 'member' as const, text },
              { id: id + 1, from: 'amigo' as const, text: reply },
            ].slice(-maxMessages),
          };
        }),
      reset: () => set({ messages: [] }),
    }),
    {
      name: 'circles-amigo',
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state) => ({ messages: state.messages }),
    },
  ),
);

registerMemberStoreReset(() => useAmigoStore.getState().reset());
