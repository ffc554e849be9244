import { sql } from 'kysely';

/**
 * A notification's message as shown (issue #37): the actor's name as it is now, from the member row, then the rest
 * of the text; so an erased actor reads 'Deleted member'. Rows stored whole (no actor, or written before the split)
 * show their stored text. `notifications` and `actors` are the aliases of the notifications and users tables.
 */
export const notificationMessageSql = (notifications: string, actors: string) =>
  sql<string>`coalesce(${sql.ref(`${actors}.full_name`)} || ${sql.ref(`${notifications}.message_after_actor`)}, ${sql.ref(`${notifications}.message`)})`;

/** The part of a message after its actor's name, or null when the message does not start with it. */
export const messageAfterActor = (message: string, actorName: string | undefined) =>
  actorName && message.startsWith(actorName) ? message.slice(actorName.length) : null;
