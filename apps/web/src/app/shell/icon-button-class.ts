/** The round icon button of the mobile shell: the menu toggle and the sheet's close button share it. */
export const iconButtonClass =
  'focus-ring inline-flex size-10 items-center justify-center rounded-full text-foreground transition-colors hover:bg-accent';
