import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { cn } from '../../lib/cn';

export type ShellNavVariant = 'sidebar' | 'mobile';

/** Row styles shared by links and buttons in the sidebar and the mobile menu. */
export const shellNavRowClass = (variant: ShellNavVariant) =>
  cn(
    'focus-ring flex w-full items-center gap-3 rounded-xl font-medium transition-colors',
    variant === 'sidebar' ? 'h-10 px-3 text-sm' : 'h-12 px-4 text-base',
    '[&_svg]:shrink-0',
  );

type ShellNavLinkProps = {
  to: string;
  icon: LucideIcon;
  variant?: ShellNavVariant;
  /** Active only on this exact path (not its children). */
  end?: boolean;
  onNavigate?: () => void;
  children: ReactNode;
};

/** A main-navigation link; the current page is marked (aria-current) and highlighted. */
export function ShellNavLink({
  to,
  icon: Icon,
  variant = 'sidebar',
  end,
  onNavigate,
  children,
}: ShellNavLinkProps) {
  return (
    <NavLink
      to={to}
      end={end}
      onClick={onNavigate}
      className={({ isActive }) =>
        cn(
          shellNavRowClass(variant),
          isActive
            ? 'bg-secondary text-secondary-foreground'
            : 'text-muted-foreground hover:bg-accent hover:text-foreground',
        )
      }
    >
      <Icon aria-hidden="true" className="size-5" />
      {children}
    </NavLink>
  );
}
