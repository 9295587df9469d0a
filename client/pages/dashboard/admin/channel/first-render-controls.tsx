import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import { RowIcon } from '#client/components/table/row-icons.tsx';
import type { ListFilterOption } from '#client/components/list-toolbar/list-filter.tsx';
import { themeStyled } from '#client/theme/theme-styled.ts';

/*
 * What a row's MUI Checkbox and the toolbar's fields look like at rest, in a few plain elements
 * under one class each (issue 37: a row's Switch and Checkbox wrote about 1.3 KB of class names
 * and markup in every channel row; the switch is components/first-render/first-render-switch.tsx). The server and the hydrating render draw these; the row swaps in MUI's own controls
 * (ripple, focus ring, hover) as soon as the page has hydrated (`useHydrated`), in the same
 * task, so a click never reaches these. Without JavaScript a row's controls do nothing anyway.
 * The rules copy the resting styles of MUI's small Switch and Checkbox (MUI 9, CSS variables).
 */

/** Checkbox size="small": 9 px around a 20 px icon, secondary text colour, primary when ticked. */
const BoxRoot = themeStyled('span', (theme) => {
  const vars = theme.vars;
  return {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    position: 'relative',
    boxSizing: 'border-box',
    padding: 9,
    borderRadius: '50%',
    verticalAlign: 'middle',
    color: vars?.palette.text.secondary,
    '&[data-checked]': { color: vars?.palette.primary.main },
    '& input': {
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
    '& svg': { width: '1em', height: '1em', display: 'inline-block', flexShrink: 0, fill: 'currentColor', fontSize: '1.25rem' },
  };
});

/** A row's selection box as MUI's small Checkbox draws it at rest, in its `data-checkbox` cell. */
export function FirstRenderSelectCell({ checked, label }: { checked: boolean; label: string }) {
  return (
    <td data-checkbox="">
      <BoxRoot data-checked={checked ? '' : undefined}>
        <input type="checkbox" aria-label={label} defaultChecked={checked} />
        {/* MUI's CheckBox and CheckBoxOutlineBlank, from the table's sprite (row-icons.tsx). */}
        <RowIcon name={checked ? 'checkBox' : 'checkBoxBlank'} />
      </BoxRoot>
    </td>
  );
}

/*
 * The toolbar's fields at rest: MUI's small outlined NativeSelect with its shrunk InputLabel
 * (`ListFilter`) and the small OutlinedInput of a text filter, each a FormControl, an InputBase,
 * the control, an icon and a notched fieldset with a dozen class names (about 1.5 KB a select).
 */
const outlined = (theme: Theme) => {
  const vars = theme.vars;
  return {
    '&>div': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: vars?.palette.text.primary,
      boxSizing: 'border-box',
      position: 'relative',
      cursor: 'text',
      display: 'inline-flex',
      alignItems: 'center',
      borderRadius: vars?.shape.borderRadius,
    },
    '& select, & input': {
      font: 'inherit',
      letterSpacing: 'inherit',
      color: 'currentColor',
      border: 0,
      boxSizing: 'content-box',
      background: 'none',
      height: '1.4375em',
      margin: 0,
      WebkitTapHighlightColor: 'transparent',
      display: 'block',
      minWidth: 0,
      width: '100%',
      padding: '8.5px 14px',
    },
    '& input::placeholder': { color: 'currentColor', opacity: vars?.opacity.inputPlaceholder },
    '& fieldset': {
      textAlign: 'left',
      position: 'absolute',
      inset: '-5px 0 0 0',
      margin: 0,
      padding: '0 8px',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      borderStyle: 'solid',
      borderWidth: 1,
      overflow: 'hidden',
      minWidth: '0%',
      borderColor: vars?.palette.text.secondary,
    },
    '& legend': {
      float: 'unset',
      width: 'auto',
      overflow: 'hidden',
      display: 'block',
      padding: 0,
      height: 11,
      fontSize: '0.75em',
      visibility: 'hidden',
      maxWidth: '100%',
      whiteSpace: 'nowrap',
    },
    '& legend:empty': { maxWidth: '0.01px' },
    '& legend>span': { paddingLeft: 5, paddingRight: 5, display: 'inline-block', opacity: 0, visibility: 'visible' },
  } as const;
};

/** One class for both kinds of field: a text filter is `data-text` (180 px wide from `sm`). */
const FieldRoot = themeStyled('div', (theme) => {
  const vars = theme.vars;
  return {
    display: 'inline-flex',
    flexDirection: 'column',
    position: 'relative',
    padding: 0,
    margin: 0,
    border: 0,
    verticalAlign: 'top',
    minWidth: 140,
    '&[data-text]': { width: '100%', [theme.breakpoints.up('sm')]: { width: 180 } },
    ...outlined(theme),
    '& label': {
      ...theme.typography.body1,
      lineHeight: '1.4375em',
      color: vars?.palette.text.secondary,
      padding: 0,
      display: 'block',
      whiteSpace: 'nowrap',
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      position: 'absolute',
      left: 0,
      top: 0,
      zIndex: 1,
      userSelect: 'none',
      maxWidth: 'calc(133% - 32px)',
      transformOrigin: 'top left',
      transform: 'translate(14px, -9px) scale(0.75)',
    },
    '& select': { appearance: 'none', userSelect: 'none', cursor: 'pointer', borderRadius: vars?.shape.borderRadius, paddingRight: 32 },
    '& option': { backgroundColor: vars?.palette.background.paper },
    '& svg': {
      width: '1em',
      height: '1em',
      fill: 'currentColor',
      fontSize: '1.5rem',
      position: 'absolute',
      right: 7,
      top: 'calc(50% - .5em)',
      pointerEvents: 'none',
      color: vars?.palette.action.active,
    },
  };
});

/** `ListFilter` (the toolbar's select) as it is at rest, its value chosen. */
export function FirstRenderFilter({
  label,
  name,
  value,
  options,
}: {
  label: string;
  name: string;
  value: string;
  options: readonly ListFilterOption[];
}) {
  const id = useId();
  return (
    <FieldRoot>
      <label htmlFor={id}>{label}</label>
      <div>
        <select id={id} name={name} defaultValue={value}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <svg aria-hidden="true" viewBox="0 0 24 24">
          <path d="M7 10l5 5 5-5z" />
        </svg>
        <fieldset aria-hidden="true">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
    </FieldRoot>
  );
}

/** A text filter (a small OutlinedInput, 180 px wide from `sm`) as it is at rest. */
export function FirstRenderText({ label, name, value }: { label: string; name: string; value: string }) {
  return (
    <FieldRoot data-text="">
      <div>
        <input type="text" name={name} aria-label={label} placeholder={label} defaultValue={value} />
        <fieldset aria-hidden="true">
          <legend />
        </fieldset>
      </div>
    </FieldRoot>
  );
}
