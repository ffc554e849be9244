/** Who a request comes from, once its session is checked: what the session middleware sets and the cache keeps. */
export type Viewer = { userId: string; email: string; sessionId: string };
export type AuthedEnv = { Variables: { viewer: Viewer } };
