import { api } from '../../../lib/api-client';

/** POST /api/auth/sign-out → 200 { success: true }; the session ends on the server and the cookie is cleared. */
export const signOut = () => api.post<{ success: boolean }>('/auth/sign-out', {});
