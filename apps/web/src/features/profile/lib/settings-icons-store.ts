import { create } from 'zustand';
import { toggleIconSelection } from '../../../components/icon-picker/toggle-icon-selection';

/** The three profile icons being chosen in Profile Settings (icons 1-3; the security icons are never here). */
export const profileIconCount = 3;

type SettingsIconsState = {
  selected: string[];
  reset: (codes: readonly string[]) => void;
  toggle: (code: string) => void;
};

export const useSettingsIcons = create<SettingsIconsState>()((set) => ({
  selected: [],
  reset: (codes) => set({ selected: codes.slice(0, profileIconCount) }),
  toggle: (code) =>
    set((state) => ({ selected: toggleIconSelection(state.selected, code, profileIconCount) })),
}));

/** 1-based position of an icon among the three picks (0 when not picked): the grid's per-cell hook. */
export const useSettingsIconPosition = (code: string) =>
  useSettingsIcons((state) => state.selected.indexOf(code) + 1);
