import { alpha } from '@mui/material/styles';
import type { Theme } from '@mui/material/styles';
import type { HTMLAttributes } from 'react';
import { themeStyled } from '#client/theme/theme-styled.ts';

export type TagColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';
const COLORS = ['primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;

function colorRules(theme: Theme) {
  const vars = theme.vars?.palette;
  const rules: Record<string, Record<string, string>> = {};
  for (const color of COLORS) {
    const { main, contrastText } = (vars ?? theme.palette)[color];
    const border = vars ? `rgba(${vars[color].mainChannel} / 0.7)` : alpha(theme.palette[color].main, 0.7);
    rules[`&[data-color="${color}"]`] = { color: contrastText, backgroundColor: main };
    rules[`&[data-color="${color}"][data-variant="outlined"]`] = { color: main, backgroundColor: 'transparent', borderColor: border };
  }
  return rules;
}

/**
 * One class for every colour and variant: the choice travels in data attributes, so a table
 * with tags in every row adds one rule set to the page. MUI's Chip writes its whole style
 * (about 3 KB) once per distinct colour, variant and size, which made the logs page carry
 * ten copies of it.
 */
const TagRoot = themeStyled('span', (theme) => {
  const palette = theme.vars?.palette ?? theme.palette;
  const outlineBorder = theme.vars ? theme.vars.palette.Chip.defaultBorder : theme.palette.divider;
  return {
    display: 'inline-block',
    maxWidth: '100%',
    boxSizing: 'border-box',
    height: 24,
    padding: '0 7px',
    border: '1px solid transparent',
    borderRadius: 12,
    fontFamily: theme.typography.fontFamily,
    fontSize: theme.typography.pxToRem(13),
    lineHeight: '22px',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'middle',
    color: palette.text.primary,
    backgroundColor: palette.action.selected,
    '&[data-variant="outlined"]': { backgroundColor: 'transparent', borderColor: outlineBorder },
    ...colorRules(theme),
  };
});

interface StatusTagProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'color'> {
  label: string;
  color?: TagColor;
  variant?: 'filled' | 'outlined';
}

/**
 * A small read-only label (state, type, group), drawn like MUI's small Chip. Use MUI's Chip
 * only where the chip does something (clickable, deletable, inside an Autocomplete).
 */
export function StatusTag({ label, color = 'default', variant = 'filled', ...rest }: StatusTagProps) {
  return (
    <TagRoot data-color={color === 'default' ? undefined : color} data-variant={variant === 'outlined' ? 'outlined' : undefined} {...rest}>
      {label}
    </TagRoot>
  );
}
