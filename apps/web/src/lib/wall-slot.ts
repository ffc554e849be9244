import { type ComponentType, createContext, type ReactNode, type RefObject, useContext } from 'react';
import { create } from 'zustand';
import { registerMemberStoreReset } from './member-data';

export type WallSlotProps = {
  /** The wall's owner; `isOwn` walls are edited through `/walls/me`. */
  ownerId: string;
  isOwn: boolean;
  /** The page's bar (the Wall/Profile toggle); the wall puts its Edit, Cancel and Save beside the toggle. */
  renderBar: (actions: ReactNode) => ReactNode;
  /**
   * The wall puts its "leave editing" here, so turning wall mode off also ends editing (docs/product.md §Behaviour).
   */
  leaveEditingRef: RefObject<(() => void) | null>;
};

/**
 * The profile page shows a wall without knowing the wall feature: the app shell provides the component here
 * (features never import each other; the app composes them).
 */
export const WallSlotContext = createContext<ComponentType<WallSlotProps> | null>(null);
export const useWallSlot = () => useContext(WallSlotContext);

type WallModeState = { isWallMode: boolean; setWallMode: (isWallMode: boolean) => void };

/** docs/product.md §Screens: in wall mode the navigation fades out. The profile page sets it; the shell reads it. */
export const useWallModeStore = create<WallModeState>()((set) => ({
  isWallMode: false,
  setWallMode: (isWallMode) => set({ isWallMode }),
}));

registerMemberStoreReset(() => useWallModeStore.getState().setWallMode(false));
