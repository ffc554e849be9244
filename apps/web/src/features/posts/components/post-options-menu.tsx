import * as Menu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, Pencil, Trash2 } from 'lucide-react';
import { cn } from '../../../lib/cn';

const itemClass =
  'flex h-10 w-full cursor-pointer items-center gap-2 rounded-xl px-3 text-sm font-medium outline-none select-none data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground';

/** The author's own actions on a post card: edit the text, delete the post. */
export function PostOptionsMenu({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger
        aria-label="Post options"
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
          className="z-50 flex min-w-44 flex-col rounded-2xl border bg-popover p-1.5 text-popover-foreground shadow-lg outline-none data-[state=open]:animate-fade-in"
        >
          <Menu.Item className={itemClass} onSelect={onEdit}>
            <Pencil aria-hidden="true" className="size-4" />
            Edit post
          </Menu.Item>
          <Menu.Item
            className={cn(itemClass, 'text-danger data-[highlighted]:text-danger')}
            onSelect={onDelete}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            Delete post
          </Menu.Item>
        </Menu.Content>
      </Menu.Portal>
    </Menu.Root>
  );
}
