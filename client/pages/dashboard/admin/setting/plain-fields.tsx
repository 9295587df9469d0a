import type { Theme } from '@mui/material/styles';
import type { ChangeEvent, HTMLInputTypeAttribute, Ref } from 'react';

/**
 * The settings page's text fields and switches as plain elements styled once by the page
 * (`PLAIN_FIELDS_SX`), drawn as MUI's outlined TextField and Switch draw them. Issue 37: a
 * TextField was about 1.2 KB of markup (sixteen class names on its label alone, five elements
 * around the input) and a Switch with its label and hint 1.5 KB; the operation tab holds
 * thirty of them, the chat-link grid three fields and a switch a row. Here a field is its
 * label, the input in a frame and the hint, with no class but the wrapper's, the states as data
 * attributes and `:focus-within`: the frame is a pseudo-element (MUI's is a fieldset whose
 * legend repeats the label) and the floated label's background makes the gap in it. A switch is
 * a checkbox whose `:checked` moves the thumb, so it also works before (or without) JavaScript.
 */
const FIELD = 'setting-field';
const SWITCH = 'setting-switch';
const EASE_OUT = 'cubic-bezier(0.0, 0, 0.2, 1)';
const STANDARD = 'cubic-bezier(0.4, 0, 0.2, 1)';

interface PlainTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>): void;
  onBlur?: () => void;
  /** Lets the form focus the field (the first invalid one on submit). */
  inputRef?: Ref<HTMLInputElement & HTMLTextAreaElement>;
  error?: boolean;
  /** The hint, or the error in its place; blank keeps the line (the fields stay aligned), none has none. */
  helperText?: string;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  /** A `<textarea>` at least `minRows` high, growing with its text as MUI's does. */
  multiline?: boolean;
  minRows?: number;
  inputMode?: 'numeric' | 'decimal';
}

/** An outlined text field: the label floats above the frame when the field is focused or filled. */
export function PlainTextField({
  name,
  label,
  value,
  onChange,
  onBlur,
  inputRef,
  error = false,
  helperText,
  type = 'text',
  autoComplete,
  multiline = false,
  minRows = 3,
  inputMode,
}: PlainTextFieldProps) {
  // The field's name is unique on the page (each option is in one section): a shorter id than useId's.
  const id = `field-${name}`;
  const helperId = `${id}-helper`;
  const described = helperText !== undefined && helperText.trim() !== '';
  const common = {
    id,
    name,
    value,
    onChange,
    ...(onBlur ? { onBlur } : {}),
    ...(inputRef ? { ref: inputRef } : {}),
    ...(autoComplete ? { autoComplete } : {}),
    ...(error ? { 'aria-invalid': true } : {}),
    ...(described ? { 'aria-describedby': helperId } : {}),
  };
  return (
    <div className={FIELD} {...(value !== '' ? { 'data-filled': '' } : {})} {...(error ? { 'data-error': '' } : {})}>
      <label htmlFor={id}>{label}</label>
      <div>
        {multiline ? <textarea {...common} rows={minRows} /> : <input {...common} type={type} {...(inputMode ? { inputMode } : {})} />}
      </div>
      {helperText === undefined ? null : <p {...(described ? { id: helperId } : {})}>{described ? helperText : null}</p>}
    </div>
  );
}

interface PlainSwitchProps {
  name?: string;
  checked: boolean;
  onChange(checked: boolean): void;
  /** The visible label beside the switch; without one, `ariaLabel` names it. */
  label?: string;
  ariaLabel?: string;
  describedBy?: string;
}

/** A switch (a checkbox with the switch role) and its label, drawn as MUI's medium Switch. */
export function PlainSwitch({ name, checked, onChange, label, ariaLabel, describedBy }: PlainSwitchProps) {
  const input = (
    <input
      type="checkbox"
      role="switch"
      {...(name ? { name } : {})}
      checked={checked}
      onChange={(event) => onChange(event.target.checked)}
      {...(ariaLabel ? { 'aria-label': ariaLabel } : {})}
      {...(describedBy ? { 'aria-describedby': describedBy } : {})}
    />
  );
  const control = (
    <span className={SWITCH}>
      {input}
      <span />
      <span />
    </span>
  );
  if (label === undefined) return control;
  return (
    <label className={`${SWITCH}-label`}>
      {control}
      <span>{label}</span>
    </label>
  );
}

/**
 * The styles of every plain field and switch under the element that carries them (the settings
 * page): MUI's outlined input, label, helper text and Switch, with the theme's outline colour
 * (`create-theme.ts`) and focus rings.
 */
export function plainFieldsStyles(theme: Theme) {
  const palette = (theme.vars ?? theme).palette;
  const opacity = theme.vars?.opacity;
  const font = { fontFamily: theme.typography.fontFamily, fontWeight: 400 };
  // The label keeps MUI's place: its padding (6 px and 7.5 px once scaled, where MUI's legend leaves
  // the outline's gap) is taken back from its offset.
  const shrunk = {
    transform: 'translate(8px, -9px) scale(0.75)',
    maxWidth: 'calc(133% - 32px)',
    userSelect: 'none',
    backgroundColor: palette.background.paper,
  } as const;
  return {
    [`& .${FIELD}`]: {
      display: 'inline-flex',
      flexDirection: 'column',
      position: 'relative',
      minWidth: 0,
      width: '100%',
      verticalAlign: 'top',
      '& > label': {
        ...font,
        color: palette.text.secondary,
        fontSize: '1rem',
        lineHeight: '1.4375em',
        position: 'absolute',
        left: 0,
        top: 0,
        zIndex: 1,
        pointerEvents: 'none',
        transformOrigin: 'top left',
        whiteSpace: 'nowrap',
        overflow: 'hidden',
        textOverflow: 'ellipsis',
        padding: '0 10px 0 8px',
        transform: 'translate(6px, 16px) scale(1)',
        maxWidth: 'calc(100% - 24px)',
        transition: ['color', 'transform', 'max-width'].map((property) => `${property} 200ms ${EASE_OUT} 0ms`).join(','),
      },
      '& > div': {
        ...font,
        fontSize: '1rem',
        lineHeight: '1.4375em',
        color: palette.text.primary,
        boxSizing: 'border-box',
        position: 'relative',
        cursor: 'text',
        display: 'flex',
        alignItems: 'center',
        // As a length: sx multiplies a number by the shape's radius.
        borderRadius: typeof theme.shape.borderRadius === 'number' ? `${theme.shape.borderRadius}px` : theme.shape.borderRadius,
        // The frame (MUI's notched outline).
        '&::before': {
          content: '""',
          position: 'absolute',
          inset: 0,
          pointerEvents: 'none',
          borderRadius: 'inherit',
          border: `1px solid ${palette.text.secondary}`,
        },
        '&:hover::before': { borderColor: palette.text.primary },
        '@media (hover: none)': { '&:hover::before': { borderColor: palette.text.secondary } },
      },
      '& input, & textarea': {
        font: 'inherit',
        letterSpacing: 'inherit',
        color: 'currentColor',
        border: 0,
        boxSizing: 'content-box',
        background: 'none',
        margin: 0,
        display: 'block',
        minWidth: 0,
        width: '100%',
        padding: '16.5px 14px',
        WebkitTapHighlightColor: 'transparent',
        '&:focus': { outline: 0 },
      },
      '& input': { height: '1.4375em' },
      // MUI's autosize, in CSS: as high as the text, `rows` lines at least.
      '& textarea': { resize: 'none', fieldSizing: 'content', minHeight: 'calc(var(--rows, 3) * 1.4375em)' },
      '& textarea[rows="4"]': { '--rows': 4 },
      '& textarea[rows="8"]': { '--rows': 8 },
      // Where the browser cannot size a field to its text (Firefox, 2026), the reader can.
      '@supports not (field-sizing: content)': { '& textarea': { resize: 'vertical' } },
      '& > p': {
        ...font,
        color: palette.text.secondary,
        fontSize: '0.75rem',
        lineHeight: 1.66,
        textAlign: 'left',
        margin: '3px 14px 0',
        // A blank hint keeps its line, as MUI's zero-width space does.
        '&:empty::before': { content: '"\\200b"' },
      },
      '&[data-filled] > label, &:focus-within > label': shrunk,
      '&:focus-within > label': { color: palette.primary.main },
      '&:focus-within > div': { boxShadow: `0 0 0 1px ${palette.primary.main}` },
      '&:focus-within > div::before': { borderWidth: 2, borderColor: palette.primary.main },
      '&[data-error] > label, &[data-error] > p': { color: palette.error.main },
      '&[data-error] > div::before': { borderColor: palette.error.main },
    },
    // An option's switch with its hint under the label (`setting-field.tsx` OptionSwitch).
    '& .setting-option-switch': {
      paddingBottom: theme.spacing(1),
      '& > p': { ...theme.typography.body2, margin: 0, color: palette.text.secondary, marginLeft: theme.spacing(6.5) },
      '&[data-error] > p': { color: palette.error.main },
    },
    [`& .${SWITCH}-label`]: {
      display: 'inline-flex',
      alignItems: 'center',
      cursor: 'pointer',
      verticalAlign: 'middle',
      WebkitTapHighlightColor: 'transparent',
      marginLeft: '-11px',
      marginRight: '16px',
      '& > span:last-child': { ...font, margin: 0, fontSize: '1rem', lineHeight: 1.5 },
    },
    [`& .${SWITCH}`]: {
      display: 'inline-flex',
      width: 58,
      height: 38,
      overflow: 'hidden',
      padding: '12px',
      boxSizing: 'border-box',
      position: 'relative',
      flexShrink: 0,
      zIndex: 0,
      verticalAlign: 'middle',
      // The checkbox, invisible, takes the clicks and the focus over the whole switch.
      '& > input': { cursor: 'pointer', position: 'absolute', opacity: 0, inset: 0, width: '100%', height: '100%', margin: 0, zIndex: 2 },
      // The thumb's round hover area (MUI's switch base) and the thumb.
      '& > span:nth-of-type(1)': {
        position: 'absolute',
        top: 0,
        left: 0,
        zIndex: 1,
        padding: '9px',
        borderRadius: '50%',
        color: palette.Switch.defaultColor,
        transition: `left 150ms ${STANDARD} 0ms,transform 150ms ${STANDARD} 0ms`,
        '&::after': {
          content: '""',
          display: 'block',
          boxShadow: theme.vars ? theme.vars.shadows[1] : theme.shadows[1],
          backgroundColor: 'currentColor',
          boxSizing: 'border-box',
          border: '1px solid transparent',
          width: 20,
          height: 20,
          borderRadius: '50%',
        },
      },
      '& > span:nth-of-type(2)': {
        height: '100%',
        width: '100%',
        borderRadius: '7px',
        zIndex: -1,
        transition: `opacity 150ms ${STANDARD} 0ms,background-color 150ms ${STANDARD} 0ms`,
        backgroundColor: palette.common.onBackground,
        opacity: opacity ? opacity.switchTrack : 0.38,
        '@media (forced-colors: active)': { boxSizing: 'border-box', border: '1px solid ButtonBorder' },
      },
      '& > input:hover + span': { backgroundColor: `rgba(${palette.action.activeChannel} / ${palette.action.hoverOpacity})` },
      '& > input:checked + span': { transform: 'translateX(20px)', color: palette.primary.main },
      '& > input:checked:hover + span': { backgroundColor: `rgba(${palette.primary.mainChannel} / ${palette.action.hoverOpacity})` },
      '@media (hover: none)': { '& > input:hover + span, & > input:checked:hover + span': { backgroundColor: 'transparent' } },
      '& > input:checked ~ span:nth-of-type(2)': { backgroundColor: palette.primary.main, opacity: 0.5 },
      // The console's focus ring on a button base (`create-theme.ts` focusRings), and the halo
      // MUI's focus ripple leaves: the thumb's colour at 30 %.
      '& > input:focus-visible + span': {
        outline: `2px solid ${palette.primary.main}`,
        outlineOffset: 2,
        backgroundColor: 'color-mix(in srgb, currentColor 30%, transparent)',
      },
    },
  } as const;
}
