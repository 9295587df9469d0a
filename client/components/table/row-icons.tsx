import { createContext, useContext, useId } from 'react';
import type { ReactNode } from 'react';
import { actionIconPath } from '#client/components/icons/action-icon.tsx';
import type { ActionIconName } from '#client/components/icons/action-icon.tsx';

interface RowIconSet {
  /** The ids' prefix of this table's sprite (`useId`: the same on the server and when hydrating). */
  prefix: string;
  icons: ReadonlySet<ActionIconName>;
}

const RowIconsContext = createContext<RowIconSet | null>(null);

/**
 * The icons of a table's row actions drawn once, as a hidden sprite in front of the table, which
 * each row's buttons point to (`<use>`): an icon's path was written again in every row (an edit
 * and a delete are 300 bytes a row; a channel's five icons 700). Ids are the table's own, so two
 * tables on one page never share one.
 */
export function RowIcons({ icons, children }: { icons: readonly ActionIconName[]; children: ReactNode }) {
  const prefix = useId();
  const names = new Set(icons);
  if (names.size === 0) return children;
  return (
    <RowIconsContext.Provider value={{ prefix, icons: names }}>
      <svg display="none" aria-hidden="true">
        {[...names].map((name) => (
          <symbol key={name} id={`${prefix}${name}`} viewBox="0 0 24 24">
            <path d={actionIconPath(name)} />
          </symbol>
        ))}
      </svg>
      {children}
    </RowIconsContext.Provider>
  );
}

/** A row action's icon: from the table's sprite where it has one, else its own path. */
export function RowIcon({ name, className }: { name: ActionIconName; className?: string | undefined }) {
  const sprite = useContext(RowIconsContext);
  // From the sprite, the symbol's viewBox scales the icon to the button's 1em box: the `<svg>`
  // needs none of its own (nor IE's `focusable`), 38 bytes a button, five a channel row.
  if (sprite?.icons.has(name))
    return (
      <svg aria-hidden="true" className={className}>
        <use href={`#${sprite.prefix}${name}`} />
      </svg>
    );
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={className}>
      <path d={actionIconPath(name)} />
    </svg>
  );
}
