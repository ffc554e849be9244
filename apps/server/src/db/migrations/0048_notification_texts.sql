-- Issue #53: a notification keeps what it says as a key and its values (contracts' notification-texts.ts), so the
-- web app, Web Push and the mailed digest draw it in each reader's language. title and message keep the English.
alter table notifications add column text_key text;
alter table notifications add column text_values jsonb;

-- The rows written before: their key and values read back from the English they hold. A row whose text matches
-- none keeps no key and is shown as written.
update notifications set text_key = 'post',
  text_values = jsonb_build_object('circle', substring(message_after_actor from '^ posted in (.+)$'))
  where title = 'New post' and message_after_actor ~ '^ posted in .+$';
update notifications set text_key = 'post_mention', text_values = '{}'
  where title = 'You were mentioned' and message_after_actor = ' mentioned you in a post';
update notifications set text_key = 'comment_mention', text_values = '{}'
  where title = 'You were mentioned' and message_after_actor = ' mentioned you in a comment';
update notifications set text_key = 'comment', text_values = '{}'
  where title = 'New comment' and message_after_actor = ' commented on your post';
update notifications set text_key = 'reply', text_values = '{}'
  where title = 'New reply' and message_after_actor = ' replied to your comment';
update notifications set text_key = 'post_like', text_values = '{}'
  where title = 'New like' and message_after_actor = ' liked your post';
update notifications set text_key = 'comment_like', text_values = '{}'
  where title = 'New like' and message_after_actor = ' liked your comment';
update notifications set text_key = 'circle_invitation',
  text_values = jsonb_build_object('circle', substring(message_after_actor from '^ invited you to join (.+)$'))
  where title = 'Circle invitation' and message_after_actor ~ '^ invited you to join .+$';
update notifications set text_key = 'join_request',
  text_values = jsonb_build_object('circle', substring(message_after_actor from '^ asked to join (.+)$'))
  where title = 'Request to join' and message_after_actor ~ '^ asked to join .+$';
update notifications set text_key = 'direct_message', text_values = '{}'
  where title = 'New message' and message_after_actor = ' sent you a message';
update notifications set text_key = 'proposal_comment',
  text_values = jsonb_build_object('proposal', substring(message_after_actor from '^ commented on "(.+)"\.$'))
  where title = 'New comment on your proposal' and message_after_actor ~ '^ commented on ".+"\.$';
update notifications set text_key = 'join_approved',
  text_values = jsonb_build_object('circle', substring(message from '^You are now a member of (.+)$'))
  where title = 'Request approved' and message ~ '^You are now a member of .+$';
update notifications set text_key = 'join_declined_reason',
  text_values = jsonb_build_object(
    'circle', substring(message from '^Your request to join (.+?) was declined: .+$'),
    'reason', substring(message from '^Your request to join .+? was declined: (.+)$'))
  where title = 'Request declined' and message ~ '^Your request to join .+ was declined: .+$';
update notifications set text_key = 'join_declined',
  text_values = jsonb_build_object('circle', substring(message from '^Your request to join (.+) was declined$'))
  where title = 'Request declined' and text_key is null and message ~ '^Your request to join .+ was declined$';
update notifications set text_key = 'verified', text_values = '{}'
  where title = 'Identity verified'
  and message = 'Your identity is verified: your badge now shows beside your name.';
update notifications set text_key = 'verification_declined',
  text_values = jsonb_build_object('reason', substring(message from '^Your verification request was not approved: (.*)$'))
  where title = 'Verification not approved' and message ~ '^Your verification request was not approved: ';
update notifications set text_key = 'deletion_cancelled', text_values = '{}'
  where title = 'Account deletion cancelled'
  and message = 'You signed in again, so your account will not be deleted.';
update notifications set
  text_key = case when title = 'Your proposal closed' then 'own_proposal_' else 'voted_proposal_' end
    || substring(message from '^".+" (passed|rejected)\.$'),
  text_values = jsonb_build_object('proposal', substring(message from '^"(.+)" (?:passed|rejected)\.$'))
  where title in ('Your proposal closed', 'A proposal you voted on closed')
  and message ~ '^".+" (passed|rejected)\.$';
update notifications set text_key = 'policy_changed',
  text_values = jsonb_build_object(
    'policy', substring(message from '^(.+) is now version \S+, adopted by a member vote\.$'),
    'version', substring(message from '^.+ is now version (\S+), adopted by a member vote\.$'))
  where title = 'A policy changed' and message ~ '^.+ is now version \S+, adopted by a member vote\.$';
update notifications set text_key = substring(title from '^Your (post|comment|listing|message) was removed$') || '_removed',
  text_values = jsonb_build_object('reason', substring(message from '^A moderator removed your \w+: (.*)$'))
  where title ~ '^Your (post|comment|listing|message) was removed$'
  and message ~ '^A moderator removed your \w+: ';
