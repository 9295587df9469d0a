import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';

interface ChoiceToggleProps<Value extends string> {
  /** The choice shown as pressed. */
  value: Value;
  choices: readonly Value[];
  /** The group's accessible name. */
  label: string;
  choiceLabel(value: Value): string;
  /** `data-testid` of each button is this prefix and the value (`group-filter-enabled`); none without. */
  testIdPrefix?: string;
  onChoose(value: Value): void;
}

/**
 * One of a few choices as pressed buttons (a list's filter or view, a report's range). Pressing the pressed one
 * again keeps it: MUI would report null there, and a list always shows one of its choices.
 */
export function ChoiceToggle<Value extends string>({
  value,
  choices,
  label,
  choiceLabel,
  testIdPrefix,
  onChoose,
}: ChoiceToggleProps<Value>) {
  return (
    <ToggleButtonGroup
      size="small"
      exclusive
      value={value}
      onChange={(_event, next: Value | null) => {
        if (next) onChoose(next);
      }}
      aria-label={label}
    >
      {choices.map((choice) => (
        <ToggleButton key={choice} value={choice} data-testid={testIdPrefix === undefined ? undefined : `${testIdPrefix}${choice}`}>
          {choiceLabel(choice)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
