import {
  type ListingConditionId,
  type ListingCurrency,
  type ListingSort,
  listingLimits,
  listingMessages,
  type MarketplaceCategoryId,
  marketplaceMessages,
  mediaMessages,
} from '@circles/contracts';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { useContractText } from '../../../lib/contract-messages';

const l = listingMessages;
const m = marketplaceMessages;
const { titleMax, descriptionMax, locationMax, photosMax } = listingLimits;

/**
 * Contracts' marketplace and listing texts (SPEC's English, word for word: the server answers with them, the
 * listing schema holds them) and the photo checks, in the reader's language, looked up by their English.
 */
export const marketplaceDescriptors: Readonly<Record<string, MessageDescriptor>> = {
  [m.searchPlaceholder]: msg`Search marketplace...`,
  [m.saveToShoppingTitle]: msg`Save to Shopping Circle?`,
  [m.saveToShoppingYes]: msg`Yes, create circle`,
  [m.saveToShoppingNo]: msg`No, thanks`,
  [m.listingNotFound]: msg`Listing not found`,
  [m.categoryNotFound]: msg`Category not found`,
  [m.fetchFailed]: msg`Failed to load the marketplace`,
  [m.queryTooLong]: msg`Search must be 100 characters or less`,
  [m.noResults]: msg`No listings match your search`,
  [m.examplesTitle]: msg`Example listings`,
  [m.examplesNote]: msg`Samples that show what a listing looks like. They are not for sale.`,
  [m.exampleBadge]: msg`Example`,
  [l.titleRequired]: msg`Give your listing a title.`,
  [l.titleTooLong]: msg`Keep the title under ${titleMax} characters.`,
  [l.descriptionRequired]: msg`Describe what you are selling.`,
  [l.descriptionTooLong]: msg`Keep the description under ${descriptionMax} characters.`,
  [l.chooseCategory]: msg`Choose a category.`,
  [l.priceInvalid]: msg`Enter a price from 0 to 10,000,000.`,
  [l.chooseCurrency]: msg`Choose a currency.`,
  [l.chooseCondition]: msg`Choose the condition.`,
  [l.locationRequired]: msg`Say where the item is.`,
  [l.locationTooLong]: msg`Keep the location under ${locationMax} characters.`,
  [l.tooManyPhotos]: msg`Add up to ${photosMax} photos.`,
  [l.photoNotFound]: msg`A photo could not be found. Upload it again.`,
  [l.photoUploadFailed]: msg`That photo could not be uploaded. Try another one.`,
  [l.notYourListing]: msg`Only the seller can change this listing.`,
  [l.alreadySold]: msg`This listing is already marked sold.`,
  [l.sold]: msg`Sold`,
  [l.deleted]: msg`Listing deleted.`,
  [l.createFailed]: msg`Your listing could not be saved. Please try again.`,
  [l.messageSeller]: msg`Message seller`,
  [mediaMessages.notImage]: msg`Please select an image file`,
  [mediaMessages.imageTooLarge]: msg`Image must be less than 5MB`,
  [mediaMessages.imageTooManyPixels]: msg`Image is too large to process`,
  [mediaMessages.uploadFailed]: msg`Upload failed. Please try again.`,
};

/** `useContractText` that also knows the marketplace texts. */
export const useMarketplaceText = () => useContractText(marketplaceDescriptors);

/** The categories' names (contracts' labels, in their grid order there). */
const categoryNames: Record<MarketplaceCategoryId, MessageDescriptor> = {
  vehicles: msg`Vehicles`,
  'home-garden': msg`Home & Garden`,
  electronics: msg`Electronics`,
  fashion: msg`Fashion`,
  sports: msg`Sports`,
  furniture: msg`Furniture`,
  hobbies: msg`Hobbies`,
  jobs: msg`Jobs`,
};

const conditionNames: Record<ListingConditionId, MessageDescriptor> = {
  new: msg`New`,
  'like-new': msg`Like new`,
  good: msg`Good`,
  fair: msg`Fair`,
};

export const sortNames: Record<ListingSort, MessageDescriptor> = {
  relevance: msg`Best match`,
  newest: msg`Newest`,
  'price-asc': msg`Price: low to high`,
  'price-desc': msg`Price: high to low`,
};

export const categoryName = (i18n: I18n, id: string) => {
  const name = categoryNames[id as MarketplaceCategoryId];
  return name ? i18n._(name) : id;
};

export const conditionName = (i18n: I18n, id: string) => {
  const name = conditionNames[id as ListingConditionId];
  return name ? i18n._(name) : id;
};

/**
 * contracts' formatPrice in the page's language: the listing's currency through Intl, whole units without cents,
 * jobs per hour.
 */
export function priceText(
  i18n: I18n,
  listing: { priceCents: number; category: string; currency?: ListingCurrency },
) {
  const units = listing.priceCents / 100;
  const price = new Intl.NumberFormat(i18n.locale, {
    style: 'currency',
    currency: listing.currency ?? 'USD',
    maximumFractionDigits: Number.isInteger(units) ? 0 : 2,
  }).format(units);
  return listing.category === 'jobs' ? i18n._(msg`${price}/hr`) : price;
}

/** The marketplace's words bound to the page's language. */
export function useMarketplaceWords() {
  const { i18n } = useLingui();
  return {
    i18n,
    category: (id: string) => categoryName(i18n, id),
    condition: (id: string) => conditionName(i18n, id),
    price: (listing: Parameters<typeof priceText>[1]) => priceText(i18n, listing),
  };
}
