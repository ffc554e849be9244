// The author's tools on a post card, loaded together on demand (see post-card.tsx).
export { DeletePostDialog } from './delete-post-dialog';
export { EditPostForm } from './edit-post-form';
export { PostOptionsMenu } from './post-options-menu';
