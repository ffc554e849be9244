import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';
import { Card } from '../../../components/ui/card';
import { LogoMark } from '../../../components/ui/logo';
import { cn } from '../../../lib/cn';

type AuthCardProps = {
  title: string;
  description?: ReactNode;
  /** Links under the card's content ('Don't have an account? Sign up'). */
  footer?: ReactNode;
  className?: string;
  children: ReactNode;
};

/** The panel every auth screen sits in: mark, heading, short description, content and footer links. */
export function AuthCard({ title, description, footer, className, children }: AuthCardProps) {
  return (
    <Card className={cn('w-full max-w-md bg-card/90 p-6 backdrop-blur-md sm:p-8', className)}>
      <PageTitle title={title} />
      <header className="mb-6 flex flex-col items-center gap-2 text-center">
        <LogoMark className="mb-1 size-11" />
        <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </header>
      {children}
      {footer ? <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div> : null}
    </Card>
  );
}

/** A text link in the auth screens' style. */
export const authLinkClass = 'focus-ring rounded-sm font-semibold text-primary hover:underline';
