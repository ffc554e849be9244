// Zod-free: what the web app reads from listings.ts without its schemas (docs/decisions/0096).
/** What a member's own listing may hold (issue #40); the server enforces every one. */
export const listingLimits = {
  titleMax: 100,
  descriptionMax: 2000,
  locationMax: 100,
  photosMax: 6,
  /** In minor units: 10,000,000.00 at most. */
  priceMax: 1_000_000_000,
} as const;

export const listingMessages = {
  titleRequired: 'Give your listing a title.',
  titleTooLong: `Keep the title under ${listingLimits.titleMax} characters.`,
  descriptionRequired: 'Describe what you are selling.',
  descriptionTooLong: `Keep the description under ${listingLimits.descriptionMax} characters.`,
  chooseCategory: 'Choose a category.',
  priceInvalid: 'Enter a price from 0 to 10,000,000.',
  chooseCurrency: 'Choose a currency.',
  chooseCondition: 'Choose the condition.',
  locationRequired: 'Say where the item is.',
  locationTooLong: `Keep the location under ${listingLimits.locationMax} characters.`,
  tooManyPhotos: `Add up to ${listingLimits.photosMax} photos.`,
  photoNotFound: 'A photo could not be found. Upload it again.',
  photoUploadFailed: 'That photo could not be uploaded. Try another one.',
  notYourListing: 'Only the seller can change this listing.',
  alreadySold: 'This listing is already marked sold.',
  sold: 'Sold',
  deleted: 'Listing deleted.',
  createFailed: 'Your listing could not be saved. Please try again.',
  /** Where 'Message seller' goes when direct messages arrive (issue #40, another part). */
  messageSeller: 'Message seller',
} as const;

/**
 * A price typed in a form ('1,250.50', '40') as minor units, or null when it is not a price. At most two decimals.
 */
export function parsePriceInput(input: string): number | null {
  const cleaned = input.replaceAll(',', '').trim();
  if (!/^\d{1,8}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [whole = '0', fraction = ''] = cleaned.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
