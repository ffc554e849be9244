/** The wall's public surface, for the profile page: the editor state, its view, and Edit/Cancel/Save. */
export { WallEditActions } from './components/wall-edit-actions';
export { WallView } from './components/wall-view';
export { useWallEditor, type WallEditor } from './hooks/use-wall-editor';
