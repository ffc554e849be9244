// A post card's menus, editor and dialogs, loaded together on demand (see post-card.tsx).
export { DeletePostDialog } from './delete-post-dialog';
export { EditPostForm } from './edit-post-form';
export { PostMuteOptions } from './post-mute-options';
export { PostOptionsMenu } from './post-options-menu';
