import { type ComponentType, createContext, useContext } from 'react';

/**
 * The Shopping circle's page lists the listings saved from the marketplace without knowing the marketplace
 * feature: the app shell provides the component here (features never import each other; the app composes them).
 */
export const SavedListingsSlotContext = createContext<ComponentType | null>(null);
export const useSavedListingsSlot = () => useContext(SavedListingsSlotContext);
