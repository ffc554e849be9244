// Loaded when a listing is first submitted: zod stays out of the sell and edit pages' first load.
export { listingInputSchema } from '@circles/contracts';
