/** The document's title, `<page> · Circles`: React puts a <title> rendered anywhere into <head>. */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · Circles` : 'Circles'}</title>;
}
