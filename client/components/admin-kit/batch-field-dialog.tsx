import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { useId, useState } from 'react';
import { ListFilter } from '#client/components/list-toolbar/list-filter.tsx';
import { TextInput } from '#client/components/text-input/text-input.tsx';
import { readBatchValue } from './batch-field.ts';
import type { BatchFieldSpec, BatchValueProblem } from './batch-field.ts';

/** A field a batch can set, with its translated label and hint. */
export interface BatchFieldChoice<F extends string> {
  name: F;
  label: string;
  spec: BatchFieldSpec;
  hint?: string;
}

interface BatchFieldDialogProps<F extends string> {
  /** Names the count ("Edit a field of 3 channels"), already translated. */
  title: string;
  fields: readonly BatchFieldChoice<F>[];
  /** Every text, translated by the caller (the lists have their own namespaces). */
  labels: { field: string; value: string; next: string; cancel: string; problem(problem: BatchValueProblem, spec: BatchFieldSpec): string };
  /** The checked value; the caller asks for confirmation and runs the batch. */
  onNext(field: F, value: string | number): void;
  onClose(): void;
}

/**
 * Step one of "edit a field" over the selected rows: pick the field (when there is a choice)
 * and its new value, checked before the list's confirmation names the count and runs it.
 */
export function BatchFieldDialog<F extends string>({ title, fields, labels, onNext, onClose }: BatchFieldDialogProps<F>) {
  const titleId = useId();
  const [first] = fields;
  const [name, setName] = useState<F | undefined>(first?.name);
  const [raw, setRaw] = useState('');
  const [problem, setProblem] = useState<BatchValueProblem | null>(null);
  const field = fields.find((candidate) => candidate.name === name) ?? first;
  if (!field) return null;
  const { spec } = field;
  const picked = raw.split(',').filter((item) => item !== '');

  return (
    <Dialog open onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <form
        noValidate
        data-testid="batch-field-form"
        onSubmit={(event) => {
          event.preventDefault();
          const read = readBatchValue(spec, raw);
          if (read.ok) onNext(field.name, read.value);
          else setProblem(read.problem);
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {fields.length > 1 ? (
              <ListFilter
                label={labels.field}
                name="batch-field"
                fullWidth
                value={field.name}
                options={fields.map((choice) => ({ value: choice.name, label: choice.label }))}
                onChange={(value) => {
                  setName(fields.find((choice) => choice.name === value)?.name);
                  setRaw('');
                  setProblem(null);
                }}
              />
            ) : null}
            {spec.kind === 'choice' ? (
              <ListFilter
                label={field.label}
                name="batch-value"
                fullWidth
                value={raw}
                options={[{ value: '', label: '—' }, ...spec.options.map((option) => ({ value: option, label: option }))]}
                onChange={(value) => {
                  setRaw(value);
                  setProblem(null);
                }}
              />
            ) : spec.kind === 'choices' ? (
              <Box role="group" aria-label={field.label}>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {spec.options.map((option) => {
                    const on = picked.includes(option);
                    return (
                      <Chip
                        key={option}
                        label={option}
                        size="small"
                        color={on ? 'primary' : 'default'}
                        variant={on ? 'filled' : 'outlined'}
                        aria-pressed={on}
                        onClick={() => {
                          setRaw((on ? picked.filter((item) => item !== option) : [...picked, option]).join(','));
                          setProblem(null);
                        }}
                      />
                    );
                  })}
                </Stack>
              </Box>
            ) : (
              <TextInput
                name="batch-value"
                label={labels.value}
                value={raw}
                autoFocus
                {...(spec.kind === 'int' ? { inputMode: 'numeric' as const } : {})}
                onChange={(event) => {
                  setRaw(event.target.value);
                  setProblem(null);
                }}
              />
            )}
            <FormHelperText error={problem !== null} role={problem ? 'alert' : undefined}>
              {problem ? labels.problem(problem, spec) : (field.hint ?? '')}
            </FormHelperText>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{labels.cancel}</Button>
          <Button type="submit" variant="contained" data-testid="batch-field-next">
            {labels.next}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
