// Loaded when the request is first sent: zod stays out of the settings page's first load.
export { verificationNoteSchema } from '@circles/contracts';
