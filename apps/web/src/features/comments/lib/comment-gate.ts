import { createContext, useContext } from 'react';

/**
 * Whether the viewer is held back from commenting under this post (REQUIRE_VERIFICATION on, a public circle, and
 * no badge; issue #17). Provided by the comments section, read by every comment and reply form below it.
 */
export const CommentGateContext = createContext(false);

export const useIsCommentGated = () => useContext(CommentGateContext);
