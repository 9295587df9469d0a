import ButtonBase from '@mui/material/ButtonBase';
import type { Theme } from '@mui/material/styles';
import { RowIcon } from './row-icons.tsx';
import { SVG_ICON_LOOK } from '#client/theme/button-reset.ts';

/**
 * MUI's small Checkbox as a list row draws it (issue 37): ButtonBase (ripple, the keyboard's
 * focus ripple) around the native box and the icon, with Checkbox's compiled rules written once
 * in a constant `sx`, the state in `data-checked`. Checkbox wrote eleven class names on its root,
 * two more classes and the icon's path in every row (580 bytes a row; this is about 200, the
 * icon from the table's sprite, row-icons.tsx). Rows never show the mixed state; the header's
 * select-all box, which does, stays MUI's Checkbox.
 */
const BOX_SX = (theme: Theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    padding: '9px',
    borderRadius: '50%',
    color: palette.text.secondary,
    '&:hover': {
      backgroundColor: theme.vars
        ? `rgba(${theme.vars.palette.primary.mainChannel} / calc(${theme.vars.palette.action.hoverOpacity}))`
        : palette.action.hover,
    },
    '@media (hover: none)': { '&:hover': { backgroundColor: 'transparent' } },
    '&[data-checked]': { color: palette.primary.main },
    '&.Mui-disabled': { color: palette.action.disabled },
    '& > input': {
      cursor: 'inherit',
      position: 'absolute',
      opacity: 0,
      width: '100%',
      height: '100%',
      top: 0,
      left: 0,
      margin: 0,
      padding: 0,
      zIndex: 1,
    },
    '& > svg': {
      ...SVG_ICON_LOOK,
      transition: theme.transitions.create('fill', { duration: theme.transitions.duration.standard }),
      fontSize: '1.25rem',
    },
  } as const;
};

// As MUI's SwitchBase: the native box takes the focus and is the control, so its wrapper gets
// no tabindex (ButtonBase's type wants a number; null is what SwitchBase passes to leave it out)
// and no role (ButtonBase gives a <span> `role="button"`, a control around a control).
const NO_TAB_STOP = { tabIndex: null } as unknown as { tabIndex?: number };

export function PlainRowBox({
  checked,
  disabled,
  label,
  onChange,
}: {
  checked: boolean;
  disabled: boolean;
  label: string;
  onChange(checked: boolean): void;
}) {
  return (
    <ButtonBase
      component="span"
      sx={BOX_SX}
      role={undefined}
      centerRipple
      focusRipple
      disabled={disabled}
      {...NO_TAB_STOP}
      {...(checked ? { 'data-checked': '' } : {})}
    >
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        aria-label={label}
        onChange={(event) => onChange(event.target.checked)}
      />
      <RowIcon name={checked ? 'checkBox' : 'checkBoxBlank'} />
    </ButtonBase>
  );
}
