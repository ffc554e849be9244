import { Trans, useLingui } from '@lingui/react/macro';
import * as Menu from '@radix-ui/react-dropdown-menu';
import { Ban, BellOff, Flag, MessageCircle, MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { cn } from '../../lib/cn';

const itemClass =
  'flex h-10 w-full cursor-pointer items-center gap-2 rounded-xl px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

export type PostOptions =
  | { isAuthor: true; onEdit: () => void; onDelete: () => void }
  | {
      isAuthor: false;
      authorHandle: string;
      circleName: string;
      onMuteMember: () => void;
      onMuteCircle: () => void;
      onBlockMember?: () => void;
      /** Open a direct message with the author (issue #40). */
      onMessageMember?: () => void;
      /** Report the post to the moderators (issue #17). */
      onReport?: () => void;
    };

/** A post card's menu: its author edits or deletes it; anyone else mutes its author or its circle, or blocks the author (issue #17). */
export function PostOptionsMenu(options: PostOptions) {
  const { t } = useLingui();
  const handle = options.isAuthor ? '' : options.authorHandle;
  const circleName = options.isAuthor ? '' : options.circleName;
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label={t`Post options`}
        className="focus-ring -mt-1 -mr-2 inline-flex size-9 shrink-0 items-center justify-center rounded-full text-muted-foreground hover:bg-accent data-[state=open]:bg-accent"
      >
        <MoreHorizontal aria-hidden="true" className="size-5" />
      </Menu.Trigger>
      <Menu.Portal>
        <Menu.Content
          align="end"
          sideOffset={4}
          collisionPadding={12}
          loop
          className="z-50 flex min-w-44 max-w-72 flex-col rounded-2xl border bg-popover p-1.5 text-popover-foreground shadow-lg outline-none data-[state=open]:animate-fade-in"
        >
          {options.isAuthor ? (
            <>
              <Menu.Item className={itemClass} onSelect={options.onEdit}>
                <Pencil aria-hidden="true" className="size-4" />
                <Trans>Edit post</Trans>
              </Menu.Item>
              <Menu.Item
                className={cn(itemClass, 'text-danger data-[highlighted]:text-danger')}
                onSelect={options.onDelete}
              >
                <Trash2 aria-hidden="true" className="size-4" />
                <Trans>Delete post</Trans>
              </Menu.Item>
            </>
          ) : (
            <>
              {options.onMessageMember ? (
                <Menu.Item className={itemClass} onSelect={options.onMessageMember}>
                  <MessageCircle aria-hidden="true" className="size-4" />
                  <span className="truncate">
                    <Trans>Message @{handle}</Trans>
                  </span>
                </Menu.Item>
              ) : null}
              <Menu.Item className={itemClass} onSelect={options.onMuteMember}>
                <BellOff aria-hidden="true" className="size-4" />
                <span className="truncate">
                  <Trans>Mute @{handle}</Trans>
                </span>
              </Menu.Item>
              <Menu.Item className={itemClass} onSelect={options.onMuteCircle}>
                <BellOff aria-hidden="true" className="size-4" />
                <span className="truncate">
                  <Trans>Mute {circleName}</Trans>
                </span>
              </Menu.Item>
              {options.onBlockMember ? (
                <Menu.Item
                  className={cn(itemClass, 'text-danger data-[highlighted]:text-danger')}
                  onSelect={options.onBlockMember}
                >
                  <Ban aria-hidden="true" className="size-4" />
                  <span className="truncate">
                    <Trans>Block @{handle}</Trans>
                  </span>
                </Menu.Item>
              ) : null}
              {options.onReport ? (
                <Menu.Item className={itemClass} onSelect={options.onReport}>
                  <Flag aria-hidden="true" className="size-4" />
                  <Trans>Report post</Trans>
                </Menu.Item>
              ) : null}
            </>
          )}
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
