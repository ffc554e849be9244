import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';

const footerLinks = [
  { to: paths.privacy, label: 'Privacy' },
  { to: paths.terms, label: 'Terms' },
  { to: paths.help, label: 'Help' },
  { to: paths.contact, label: 'Contact' },
  { to: paths.careers, label: 'Careers' },
  { to: paths.blog, label: 'Blog' },
] as const;

export function PublicFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border/60 bg-surface/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <Link to={paths.home} aria-label="Circles home" className="focus-ring w-fit rounded-lg">
          <Logo className="opacity-90" />
        </Link>
        <nav aria-label="Footer">
          <ul className="grid grid-cols-3 gap-x-5 gap-y-2 text-sm sm:flex sm:flex-wrap">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <NavLink
                  to={link.to}
                  className="focus-ring rounded-sm text-muted-foreground transition-colors hover:text-foreground aria-[current=page]:font-medium aria-[current=page]:text-foreground"
                >
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* Rendered at build time (build/prerender-public.ts): a page built last year shows this year once hydrated. */}
        <p className="text-sm text-muted-foreground" suppressHydrationWarning>
          {`© ${year} Circles. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
