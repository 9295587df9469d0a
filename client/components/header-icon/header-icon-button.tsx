import type { ComponentProps } from 'react';

/**
 * A header's icon button: a plain `<button>` its header styles (`HEADER_ICON_RULES` in the
 * header's Toolbar), not an IconButton.
 */
export function HeaderIconButton(props: Omit<ComponentProps<'button'>, 'type' | 'className'>) {
  return <button type="button" className="header-icon-button" {...props} />;
}

/** A 24 × 24 Material icon inside a header button, as SvgIcon draws it. */
export function HeaderIcon({ path }: { path: string }) {
  return (
    <svg className="header-icon" focusable="false" aria-hidden="true" viewBox="0 0 24 24">
      <path d={path} />
    </svg>
  );
}
