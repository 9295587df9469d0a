import { useState } from 'react';
import { themeStyled } from '#client/theme/theme-styled.ts';

/**
 * MUI's small OutlinedInput (84 px wide, 4 px by 8 px of padding) drawn by one `<input>` of one
 * class for every row: OutlinedInput is a div, the input, a fieldset and its legend, eight class
 * names, about 560 bytes a cell and two cells a channel row. The frame is the input's own border
 * in the outline colour the theme gives OutlinedInput; focused, two pixels of the primary colour
 * inside and the keyboard's ring of one outside, as `.MuiInputBase-root.Mui-focused` draws it.
 */
const NumberInput = themeStyled('input', (theme) => {
  const palette = (theme.vars ?? theme).palette;
  return {
    ...theme.typography.body1,
    lineHeight: '1.4375em',
    boxSizing: 'border-box',
    width: 84,
    height: 'calc(1.4375em + 8px)',
    margin: 0,
    padding: '3px 7px',
    color: palette.text.primary,
    background: 'none',
    border: `1px solid ${palette.text.secondary}`,
    borderRadius: theme.shape.borderRadius,
    WebkitTapHighlightColor: 'transparent',
    '&:hover': { borderColor: palette.text.primary },
    '@media (hover: none)': { '&:hover': { borderColor: palette.text.secondary } },
    '&:focus': {
      outline: 0,
      borderColor: palette.primary.main,
      boxShadow: `inset 0 0 0 1px ${palette.primary.main}, 0 0 0 1px ${palette.primary.main}`,
    },
  };
});

/** A whole number edited in place (priority, weight), saved on Enter or when the field is left. */
export function NumberCell({
  value,
  label,
  min,
  onSave,
}: {
  value: number;
  label: string;
  min: number;
  onSave(value: number): Promise<void>;
}) {
  const [text, setText] = useState(String(value));
  const [shown, setShown] = useState(value);
  // A fresh list (after a save elsewhere) replaces what was typed.
  if (shown !== value) {
    setShown(value);
    setText(String(value));
  }
  const commit = () => {
    const next = Number(text.trim());
    if (text.trim() === '' || !Number.isInteger(next) || next < min || next > 1_000_000) {
      setText(String(value));
      return;
    }
    if (next !== value) void onSave(next);
  };
  return (
    <NumberInput
      type="number"
      value={text}
      aria-label={label}
      min={min}
      step={1}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
