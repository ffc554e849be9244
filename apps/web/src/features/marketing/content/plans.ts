import { pricing } from '@circles/contracts';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/**
 * The plans' words from contracts (docs/product.md §Limits, SPEC's English), by their English text, in the
 * reader's language; contracts keep them for the server and the English pages.
 */
const planWords: Record<string, MessageDescriptor> = {
  [pricing.basic.name]: msg`Basic`,
  [pricing.basic.price]: msg`Free`,
  [pricing.basic.features[0]]: msg`Join circles`,
  [pricing.basic.features[1]]: msg`Connect with family and friends`,
  [pricing.basic.features[2]]: msg`Share posts and updates`,
  [pricing.basic.features[3]]: msg`Basic profile features`,
  [pricing.verified.name]: msg`Verified Identity`,
  [pricing.verified.period]: msg`per month`,
  [pricing.verified.features[0]]: msg`Verified badge`,
  [pricing.verified.features[1]]: msg`Passkey authentication`,
  [pricing.verified.features[2]]: msg`Comments in public World circles`,
  [pricing.verified.features[3]]: msg`Creating private and public circles`,
  [pricing.verified.features[4]]: msg`Enhanced privacy`,
};

/** A price in US dollars as contracts write it ('$7'), drawn in the reader's format ('7 $', 'US$ 7'). */
function formatDollars(price: string, locale: string) {
  const amount = Number(price.replace(/^\$/, ''));
  if (!price.startsWith('$') || Number.isNaN(amount)) return null;
  const digits = Number.isInteger(amount) ? 0 : 2;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

/** The two plans of /pricing, worded and priced for the reader. */
export function usePlans() {
  const { i18n } = useLingui();
  const say = (text: string) => {
    const descriptor = planWords[text];
    return descriptor ? i18n._(descriptor) : text;
  };
  const plan = (source: { name: string; price: string; features: readonly string[] }) => ({
    name: say(source.name),
    price: formatDollars(source.price, i18n.locale) ?? say(source.price),
    features: source.features.map(say),
  });
  return {
    basic: plan(pricing.basic),
    verified: { ...plan(pricing.verified), period: say(pricing.verified.period) },
  };
}
