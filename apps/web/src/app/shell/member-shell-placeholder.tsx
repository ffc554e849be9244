import type { ReactNode } from 'react';
import { PageSpinner } from '../../components/page-spinner';
import { Logo } from '../../components/ui/logo';

/** A grey bar or disc where the shell's controls will be. */
const placeholder = 'block shrink-0 bg-muted';

/**
 * What a member page shows before its code has run (issue #16): the member shell's frame (mobile top bar or
 * desktop sidebar, the logo, the page's place) with the page's own `top` (the page itself, as it first draws,
 * from the answers to its first requests) and a spinner below. The server draws it for each member page's
 * document (src/member-document.tsx) and the app replaces it whole once the page's code and the session are
 * loaded (main.tsx). Drawn before any script, it follows the md breakpoint by CSS alone; app-layout.tsx decides
 * by script, and a phone's user agent, too.
 */
export function MemberShellPlaceholder({ top }: { top?: ReactNode }) {
  // One logo serves both layouts: its mark's gradient is defined inside it, and a copy hidden by CSS would take
  // the gradient with it.
  return (
    <div className="min-h-dvh">
      <div className="sticky top-0 z-30 border-b bg-background/85 pt-[env(safe-area-inset-top)] md:fixed md:inset-y-0 md:left-0 md:w-64 md:border-r md:border-b-0 md:bg-surface/70 md:pt-0">
        <div className="relative flex h-14 items-center justify-center px-3 md:h-auto md:justify-start md:px-5 md:pt-5 md:pb-3">
          <span className={`${placeholder} absolute left-3 size-8 rounded-full md:hidden`} />
          <Logo />
          <span className="absolute right-3 flex items-center gap-3 pr-1 md:hidden">
            {[0, 1, 2].map((icon) => (
              <span key={icon} className={`${placeholder} size-6 rounded-full`} />
            ))}
          </span>
        </div>
        <div className="hidden flex-col gap-3 px-3 md:flex">
          <span className="flex items-center gap-3 p-2.5">
            <span className={`${placeholder} size-10 rounded-full`} />
            <span className={`${placeholder} h-4 w-28 rounded`} />
          </span>
          <span className={`${placeholder} h-10 rounded-xl`} />
          <span className="flex flex-col gap-0.5">
            {[96, 80, 112, 72, 88].map((width) => (
              <span key={width} className="flex items-center gap-3 px-3 py-2.5">
                <span className={`${placeholder} size-5 rounded`} />
                <span className={`${placeholder} h-4 rounded`} style={{ width }} />
              </span>
            ))}
          </span>
        </div>
      </div>
      {/* The Amigo panel's place, from the xl breakpoint as in app-layout.tsx. */}
      <div className="fixed inset-y-0 right-0 hidden w-80 flex-col gap-3 border-l bg-surface/70 p-4 xl:flex">
        <span className="flex items-center gap-3">
          <span className={`${placeholder} size-9 rounded-full`} />
          <span className={`${placeholder} h-4 w-24 rounded`} />
        </span>
        <span className={`${placeholder} mt-2 h-28 rounded-xl`} />
      </div>
      <div className="md:pl-64 xl:pr-80">
        {/* The layout's main's classes: the page's top lines up with the page's own. */}
        <div className="flex min-h-dvh flex-col px-4 pt-6 sm:px-6 lg:px-8 lg:pt-8">
          {top}
          <PageSpinner />
        </div>
      </div>
    </div>
  );
}
