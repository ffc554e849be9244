import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';

/**
 * docs/product.md §Behaviour's relative time ('Just now', then Nm, Nh, Nd ago under 7 days, otherwise a date) in the
 * page's language (issue #53): the English is contracts' `relativeTime` word for word, the date is Intl's.
 */
export function formatRelativeTime(i18n: I18n, isoDate: string, now: Date = new Date()) {
  const then = new Date(isoDate);
  const seconds = Math.floor((now.getTime() - then.getTime()) / 1000);
  if (seconds < 60) return i18n._(msg`Just now`);
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return i18n._(msg`${minutes}m ago`);
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return i18n._(msg`${hours}h ago`);
  const days = Math.floor(hours / 24);
  if (days < 7) return i18n._(msg`${days}d ago`);
  return then.toLocaleDateString(i18n.locale);
}

/** `formatRelativeTime` bound to the page's language. */
export function useRelativeTime() {
  const { i18n } = useLingui();
  return (isoDate: string, now?: Date) => formatRelativeTime(i18n, isoDate, now);
}
