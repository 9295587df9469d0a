import OutlinedInput from '@mui/material/OutlinedInput';
import { useState } from 'react';

// Constant styles: one class for every row (client/README "Styles and page weight").
const NUMBER_SX = { width: 84, '& input': { py: 0.5, px: 1 } } as const;

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
    <OutlinedInput
      size="small"
      type="number"
      value={text}
      sx={NUMBER_SX}
      inputProps={{ 'aria-label': label, min, step: 1 }}
      onChange={(event) => setText(event.target.value)}
      onBlur={commit}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit();
      }}
    />
  );
}
