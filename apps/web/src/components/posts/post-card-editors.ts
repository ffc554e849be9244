// A post card's editor and delete dialog, loaded when the author picks Edit or Delete (see post-card.tsx): the
// editor brings the form library and the schemas, which no feed needs to draw.
export { DeletePostDialog } from './delete-post-dialog';
export { EditPostForm } from './edit-post-form';
