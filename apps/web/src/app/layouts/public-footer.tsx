import { useLingui } from '@lingui/react/macro';
import { Link, NavLink } from 'react-router';
import { Logo } from '../../components/ui/logo';
import { paths } from '../../config/paths';

export function PublicFooter() {
  const { t } = useLingui();
  const footerLinks = [
    { to: paths.privacy, label: t`Privacy` },
    { to: paths.terms, label: t`Terms` },
    { to: paths.help, label: t`Help` },
    { to: paths.contact, label: t`Contact` },
    { to: paths.careers, label: t`Careers` },
    { to: paths.blog, label: t`Blog` },
  ];
  const year = new Date().getFullYear();
  return (
    <footer className="border-t border-border/60 bg-surface/60">
      <div className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:px-6 md:flex-row md:items-center md:justify-between">
        <Link to={paths.home} aria-label={t`Circles home`} className="focus-ring w-fit rounded-lg">
          <Logo className="opacity-90" />
        </Link>
        <nav aria-label={t`Footer`}>
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
          {t`© ${year} Circles. All rights reserved.`}
        </p>
      </div>
    </footer>
  );
}
