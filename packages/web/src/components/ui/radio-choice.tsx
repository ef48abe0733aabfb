import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useId, type ReactNode } from 'react';

export interface RadioChoiceProps<K extends string> {
  label: string;
  value: K;
  onChange: (value: K) => void;
  /** The choices, in order: [value, text]. */
  options: ReadonlyArray<readonly [K, ReactNode]>;
  /** Test id of the group; each radio gets `optionTestId(value)`, by default `<testId>-<value>`. */
  testId?: string;
  optionTestId?: (value: K) => string;
  /** Lays the choices out in a row (the default) or one under another. */
  row?: boolean;
}

/** A labelled group of radio buttons choosing one of a few values. */
export function RadioChoice<K extends string>({ label, value, onChange, options, testId, optionTestId, row = true }: RadioChoiceProps<K>) {
  const labelId = useId();
  const radioTestId = optionTestId ?? ((key: K) => `${testId}-${key}`);
  return (
    <FormControl>
      <FormLabel id={labelId}>{label}</FormLabel>
      <RadioGroup row={row} aria-labelledby={labelId} value={value} onChange={(event) => onChange(event.target.value as K)} data-testid={testId}>
        {options.map(([key, text]) => (
          <FormControlLabel key={key} value={key} control={<Radio slotProps={{ input: { 'data-testid': radioTestId(key) } as object }} />} label={text} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
