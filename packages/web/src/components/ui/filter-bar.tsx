import FilterAltOffIcon from '@mui/icons-material/FilterAltOff';
import FilterListIcon from '@mui/icons-material/FilterList';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRecordPickers, type RecordPickers } from '../record-pickers.tsx';
import { IdSelect } from './id-select.tsx';

/**
 * The filter bar above a server-paged list (the users, the evaluations, the performance panel): a
 * search box, the list's filters, and "Clear filters" while any is set. On a phone they fold away behind
 * one button that says how many are set, so that the list is not a screen below ten controls. The list's
 * state lives in the URL (lib/list-params.ts); each control calls back with the change.
 */

/** How long typed text waits after the last keystroke before it reaches the URL (and the server). */
const SETTLE_MS = 300;

/** The width of one control of the bar: a row of its own on a phone. */
export const filterControlSx = { flex: { xs: '1 1 100%', sm: '1 1 200px' }, minWidth: { sm: 180 }, maxWidth: { md: 280 } };

/**
 * Text typed into a filter that settles SETTLE_MS after the last keystroke. The value changing
 * elsewhere (clear filters, back, another box) resets the text and drops a change still waiting, so
 * that it does not undo the other change.
 */
export function useSettledText(value: string, onSettled: (text: string) => void): [string, (text: string) => void] {
  const [text, setText] = useState(value);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The timer calls the latest callback: the URL may have changed meanwhile (another filter).
  const latest = useRef(onSettled);
  useEffect(() => {
    latest.current = onSettled;
  }, [onSettled]);
  useEffect(() => () => clearTimeout(timer.current), []);
  useEffect(() => clearTimeout(timer.current), [value]);

  const change = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => latest.current(next), SETTLE_MS);
  };
  return [text, change];
}

export interface SearchFilterProps {
  value: string;
  /** `replace`: refining a search replaces its history entry (back leaves the search); starting one adds an entry. */
  onSearch: (text: string, options: { replace: boolean }) => void;
  label: string;
  placeholder: string;
  testId: string;
}

function SearchFilter({ value, onSearch, label, placeholder, testId }: SearchFilterProps) {
  const [text, setText] = useSettledText(value, (settled) => onSearch(settled, { replace: value !== '' && settled !== '' }));
  return (
    <TextField
      size="small"
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      onChange={(event) => setText(event.target.value)}
      sx={{ flex: { xs: '1 1 100%', md: '1 1 300px' }, minWidth: { md: 260 } }}
      slotProps={{
        htmlInput: { maxLength: 200, 'data-testid': testId },
        inputLabel: { shrink: true },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

export interface FilterBarProps {
  /** Test ids: `<testId>-filters` on the bar, `<testId>-search` on the search box, `<testId>-clear-filters`. */
  testId: string;
  /** The search box, first in the bar (typed text settles after SETTLE_MS). */
  search?: Omit<SearchFilterProps, 'testId'>;
  /** How many filters are set (lib/list-params.ts: `active`): "Clear filters" while any is, the count on a phone's button. */
  active: number;
  onClear: () => void;
  clearLabel: string;
  /** The filters (FilterControl, ChoiceFilter, IdFilter, RecordFilter…). */
  children: ReactNode;
}

export function FilterBar({ testId, search, active, onClear, clearLabel, children }: FilterBarProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const id = useId();
  const bar = (
    <Box id={id} data-testid={`${testId}-filters`} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start', pt: phone ? 1.5 : 0 }}>
      {search && <SearchFilter {...search} testId={`${testId}-search`} />}
      {children}
      {active > 0 && (
        <Button size="small" onClick={onClear} startIcon={<FilterAltOffIcon />} data-testid={`${testId}-clear-filters`} sx={{ height: 40 }}>
          {clearLabel}
        </Button>
      )}
    </Box>
  );
  if (!phone) return bar;
  return (
    <Box>
      <Button
        variant={active > 0 ? 'contained' : 'outlined'}
        size="small"
        startIcon={<FilterListIcon />}
        onClick={() => setOpen((shown) => !shown)}
        aria-expanded={open}
        aria-controls={id}
        data-testid={`${testId}-filters-toggle`}
        sx={{ height: 40 }}
      >
        {active > 0 ? t('common.filtersActive', { count: active }) : t('common.filters')}
      </Button>
      <Collapse in={open} unmountOnExit>
        {bar}
      </Collapse>
    </Box>
  );
}

/** A control of the bar that takes no sx of its own (a picker), at the bar's width. */
export function FilterControl({ children }: { children: ReactNode }) {
  return <Box sx={filterControlSx}>{children}</Box>;
}

/**
 * A select of fixed choices, each named by `labelOf`. With `all`, an "All" choice comes first: its
 * `value` is the choice that means no filter, or null when none does.
 */
export function ChoiceFilter<T extends string>({
  label,
  value,
  choices,
  labelOf,
  all,
  onChange,
  testId,
  sx = filterControlSx,
}: {
  label: string;
  value: T | null;
  choices: readonly T[];
  labelOf: (choice: T) => string;
  all?: { label: string; value: T | null };
  onChange: (value: T | null) => void;
  /** On the select; `<testId>-option-<choice>` on each choice but "All". */
  testId: string;
  /** The width of a filter outside a FilterBar; by default the bar's. */
  sx?: TextFieldProps['sx'];
}) {
  const shown = all ? choices.filter((choice) => choice !== all.value) : choices;
  return (
    <TextField
      select
      size="small"
      label={label}
      value={value ?? ''}
      onChange={(event) => onChange(choices.find((choice) => choice === event.target.value) ?? null)}
      sx={sx}
      slotProps={{ select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': testId } as object }, inputLabel: { shrink: true } }}
    >
      {all && <MenuItem value={all.value ?? ''}>{all.label}</MenuItem>}
      {shown.map((choice) => (
        <MenuItem key={choice} value={choice} data-testid={`${testId}-option-${choice}`}>
          {labelOf(choice)}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** A select of named records by id (a position, a grade), "All" first; a value from the URL shows once its options are loaded. */
export function IdFilter({
  label,
  allLabel,
  value,
  onChange,
  options,
  testId,
}: {
  label: string;
  allLabel: string;
  value: number | null;
  onChange: (id: number | null) => void;
  options: ReadonlyArray<{ id: number; name: string }>;
  testId: string;
}) {
  return (
    <IdSelect
      size="small"
      label={label}
      value={options.some((option) => option.id === value) ? value : null}
      onChange={onChange}
      options={options}
      emptyLabel={allLabel}
      showEmpty
      testId={testId}
      sx={filterControlSx}
    />
  );
}

/**
 * A department (the list shows everything below it too) or an employee, with the page's pickers
 * (components/record-pickers.tsx); "All" while none is chosen.
 */
export function RecordFilter({
  record,
  label,
  allLabel,
  value,
  onChange,
  testId,
}: {
  record: keyof RecordPickers;
  label: string;
  allLabel: string;
  value: number | null;
  onChange: (id: number | null) => void;
  testId: string;
}) {
  const Picker = useRecordPickers()[record];
  return (
    <FilterControl>
      <Picker size="small" label={label} placeholder={allLabel} value={value} onChange={onChange} testId={testId} />
    </FilterControl>
  );
}
