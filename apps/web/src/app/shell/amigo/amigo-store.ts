import { create } from 'zustand';
import { registerMemberStoreReset } from '../../../lib/member-data';

export type AmigoMessage = { id: number; from: 'member' | 'amigo'; text: string };

type AmigoState = {
  messages: AmigoMessage[];
  send: (text: string, reply: string) => void;
  reset: () => void;
};

let nextId = 1;

/** The conversation, shared by the side panel and the small-screen sheet; kept for the session only. */
export const useAmigoStore = create<AmigoState>()((set) => ({
  messages: [],
  send: (text, reply) =>
    set((state) => ({
      messages: [
        ...state.messages,
        { id: nextId++, from: 'member', text },
        { id: nextId++, from: 'amigo', text: reply },
      ],
    })),
  reset: () => set({ messages: [] }),
}));

registerMemberStoreReset(() => useAmigoStore.getState().reset());
