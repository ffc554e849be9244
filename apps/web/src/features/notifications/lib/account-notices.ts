import { accountMessages, type Notification } from '@circles/contracts';
import { toast } from '../../../lib/toast';

/** A notice this fresh when the member's first list loads came with this very sign-in. */
const freshNoticeMs = 60_000;
const toastedKey = 'circles:deletion-cancelled-toasted';

/**
 * Issue #41: signing in during the grace period cancels the account deletion. The server leaves a notification;
 * the tab that signed in also says so in a toast, once (the notice's id is remembered across reloads).
 */
export function toastDeletionCancelled(
  newest: Notification | undefined,
  now = Date.now(),
  /** The notice's sentence as the member reads it (their language). */
  shownMessage = newest?.message,
) {
  if (!newest || newest.read || newest.title !== accountMessages.deletionCancelledTitle) return;
  if (now - new Date(newest.createdAt).getTime() > freshNoticeMs) return;
  if (localStorage.getItem(toastedKey) === newest.id) return;
  localStorage.setItem(toastedKey, newest.id);
  toast.success(shownMessage ?? newest.message);
}
