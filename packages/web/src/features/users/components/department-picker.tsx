import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Department } from '@performa/contracts/api/organisation';
import { useMemo } from 'react';
import { recordAutocompleteProps } from '../../../components/ui/autocomplete-input.tsx';

/** A department with the names from the top of the tree down to it. */
export interface DepartmentPath {
  id: number;
  parent_id: number | null;
  name: string;
  /** "Engineering / Backend / Platform". */
  path: string;
  depth: number;
}

/** The flat department tree as paths, sorted by path (a parent cycle, which the server never sends, stops the walk). */
export function departmentPaths(rows: readonly Pick<Department, 'id' | 'name' | 'parent_id'>[]): DepartmentPath[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return rows
    .map((row) => {
      const names: string[] = [];
      const seen = new Set<number>();
      for (let at: typeof row | undefined = row; at && !seen.has(at.id); at = at.parent_id === null ? undefined : byId.get(at.parent_id)) {
        seen.add(at.id);
        names.unshift(at.name);
      }
      return { id: row.id, parent_id: row.parent_id, name: row.name, path: names.join(' / '), depth: names.length - 1 };
    })
    .sort((a, b) => a.path.localeCompare(b.path));
}

export interface DepartmentPickerProps {
  label: string;
  value: number | null;
  onChange: (value: number | null) => void;
  departments: readonly DepartmentPath[];
  testId: string;
  /** Shown while the tree loads, or when the value is not in it. */
  current?: { id: number; name: string } | null;
  placeholder?: string;
  loading?: boolean;
  error?: boolean;
  helperText?: string;
  onBlur?: () => void;
  size?: 'small' | 'medium';
}

/**
 * Picks one department anywhere in the tree (docs/product.md §2.5, §2.7): the options show each
 * department indented under its parent, with its path; typing filters by any part of the path.
 * An Autocomplete, so it is keyboard- and screen-reader-friendly and fits a phone's width.
 */
export function DepartmentPicker({
  label,
  value,
  onChange,
  departments,
  testId,
  current,
  placeholder,
  loading,
  error,
  helperText,
  onBlur,
  size,
}: DepartmentPickerProps) {
  const selected = useMemo(() => {
    if (value === null) return null;
    const found = departments.find((d) => d.id === value);
    if (found) return found;
    return current && current.id === value ? { id: current.id, parent_id: null, name: current.name, path: current.name, depth: 0 } : null;
  }, [departments, value, current]);
  return (
    <Autocomplete
      options={departments as DepartmentPath[]}
      value={selected}
      {...recordAutocompleteProps<DepartmentPath>({ onChange, onBlur, loading, size, label, placeholder, error, helperText, testId })}
      getOptionLabel={(o) => o.path}
      renderOption={(props, o) => (
        <Box component="li" {...props} key={o.id} data-testid={`${testId}-option-${o.id}`} sx={{ pl: `${1.5 + o.depth * 1.5}rem !important` }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: o.depth === 0 ? 600 : 400 }}>
              {o.name}
            </Typography>
            {o.depth > 0 && (
              <Typography variant="caption" color="text.secondary" sx={{ display: 'block', overflowWrap: 'anywhere' }}>
                {o.path}
              </Typography>
            )}
          </Box>
        </Box>
      )}
    />
  );
}
