import Switch from '@mui/material/Switch';
import { useState } from 'react';
import { useHydrated } from '#client/context/use-hydrated.ts';
import { themeStyled } from '#client/theme/theme-styled.ts';

/*
 * A row's MUI Switch as it looks at rest, in a few plain elements under one class (issue 37:
 * MUI's small Switch is five styled instances and a dozen class names in every row). The
 * server and the hydrating render draw this; the row swaps in MUI's own Switch (ripple, focus
 * ring, hover) as soon as the page has hydrated (`useHydrated`), in the same task, so a click
 * never reaches it. Without JavaScript a row's switch does nothing anyway. The rules copy the
 * resting styles of MUI's small Switch (MUI 9, CSS variables).
 */

/** Switch size="small": root 40 × 24 px, the thumb 16 px, the track 12 px high. */
const SwitchRoot = themeStyled('span', (theme) => {
  const vars = theme.vars;
  return {
    display: 'inline-flex',
    width: 40,
    height: 24,
    overflow: 'hidden',
    padding: 7,
    boxSizing: 'border-box',
    position: 'relative',
    flexShrink: 0,
    zIndex: 0,
    verticalAlign: 'middle',
    '&>span:first-of-type': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'absolute',
      top: 0,
      left: 0,
      zIndex: 1,
      boxSizing: 'border-box',
      padding: 4,
      borderRadius: '50%',
      color: vars?.palette.Switch.defaultColor,
    },
    '&>span:last-of-type': {
      height: '100%',
      width: '100%',
      borderRadius: 7,
      zIndex: -1,
      backgroundColor: vars?.palette.common.onBackground,
      opacity: vars?.opacity.switchTrack,
    },
    '& input': {
      cursor: 'inherit',
      position: 'absolute',
      opacity: 0,
      width: '300%',
      height: '100%',
      top: 0,
      left: '-100%',
      margin: 0,
      padding: 0,
      zIndex: 1,
    },
    '& i': {
      boxShadow: vars?.shadows[1],
      backgroundColor: 'currentColor',
      boxSizing: 'border-box',
      border: '1px solid transparent',
      width: 16,
      height: 16,
      borderRadius: '50%',
    },
    '&[data-checked]>span:first-of-type': { transform: 'translateX(16px)', color: vars?.palette.primary.main },
    '&[data-checked]>span:last-of-type': { opacity: 0.5, backgroundColor: vars?.palette.primary.main },
  };
});

/** A row's switch as MUI's small Switch draws it at rest. */
export function FirstRenderSwitch({ checked, label }: { checked: boolean; label: string }) {
  return (
    <SwitchRoot data-checked={checked ? '' : undefined}>
      <span>
        <input type="checkbox" role="switch" aria-label={label} defaultChecked={checked} />
        <i />
      </span>
      <span />
    </SwitchRoot>
  );
}

/**
 * A row's on/off switch: MUI's small Switch once the page has hydrated, its resting look
 * before; it is disabled while the change it asked for is under way.
 */
export function RowSwitch({ checked, label, onToggle }: { checked: boolean; label: string; onToggle(checked: boolean): Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  const hydrated = useHydrated();
  if (!hydrated) return <FirstRenderSwitch checked={checked} label={label} />;
  return (
    <Switch
      size="small"
      checked={checked}
      disabled={busy}
      slotProps={{ input: { 'aria-label': label } }}
      onChange={(_event, next) => {
        setBusy(true);
        void onToggle(next).finally(() => setBusy(false));
      }}
    />
  );
}
