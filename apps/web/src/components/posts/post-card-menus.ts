// A post card's menus (edit and delete for its author; mute, block and report for everyone else), loaded once the
// feed has drawn (see post-card.tsx).
export { PostMuteOptions } from './post-mute-options';
export { PostOptionsMenu } from './post-options-menu';
