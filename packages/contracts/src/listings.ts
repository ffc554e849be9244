import { z } from 'zod';
import { listingLimits, listingMessages } from './listings-constants';
import { categoryIds, conditionIds, listingCurrencies } from './marketplace';

export { listingLimits, listingMessages, parsePriceInput } from './listings-constants';

const text = (required: string, max: number, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

export const listingInputSchema = z.object({
  title: text(listingMessages.titleRequired, listingLimits.titleMax, listingMessages.titleTooLong),
  description: text(
    listingMessages.descriptionRequired,
    listingLimits.descriptionMax,
    listingMessages.descriptionTooLong,
  ),
  category: z.enum(categoryIds, { error: listingMessages.chooseCategory }),
  priceCents: z
    .number({ error: listingMessages.priceInvalid })
    .int(listingMessages.priceInvalid)
    .min(0, listingMessages.priceInvalid)
    .max(listingLimits.priceMax, listingMessages.priceInvalid),
  currency: z.enum(listingCurrencies, { error: listingMessages.chooseCurrency }),
  condition: z.enum(conditionIds, { error: listingMessages.chooseCondition }),
  location: text(
    listingMessages.locationRequired,
    listingLimits.locationMax,
    listingMessages.locationTooLong,
  ),
  /** URLs of the member's own photo uploads (POST /api/media/posts?kind=image), in order. */
  photos: z
    .array(z.string().max(500, listingMessages.photoNotFound), { error: listingMessages.photoNotFound })
    .max(listingLimits.photosMax, listingMessages.tooManyPhotos)
    .default([]),
});
export type ListingInput = z.input<typeof listingInputSchema>;
export type ListingFields = z.output<typeof listingInputSchema>;

export const listingDeletedSchema = z.object({ message: z.string() });
