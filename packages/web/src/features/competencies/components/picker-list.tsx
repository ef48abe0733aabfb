import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface PickerItem {
  id: number;
  primary: string;
  secondary: ReactNode;
}

export interface PickerListProps {
  items: PickerItem[];
  selected: number | null;
  onSelect: (id: number) => void;
  search: string;
  onSearch: (text: string) => void;
  searchLabel: string;
  emptyText: string;
  testId: string;
  /** Below the list (paging). */
  footer?: ReactNode;
}

/** A searchable list of positions or employees; the chosen one is highlighted. */
export function PickerList({ items, selected, onSelect, search, onSearch, searchLabel, emptyText, testId, footer }: PickerListProps) {
  return (
    <>
      <TextField
        size="small"
        type="search"
        label={searchLabel}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
        slotProps={{ htmlInput: { 'data-testid': `${testId}-search` } }}
      />
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ p: 1 }} data-testid={`${testId}-empty`}>
          {emptyText}
        </Typography>
      ) : (
        <List dense disablePadding sx={{ maxHeight: { xs: 280, md: 560 }, overflowY: 'auto' }} data-testid={testId}>
          {items.map((item) => (
            <ListItemButton key={item.id} selected={item.id === selected} onClick={() => onSelect(item.id)} data-testid={`${testId}-item-${item.id}`}>
              <ListItemText primary={item.primary} secondary={item.secondary} slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }} />
            </ListItemButton>
          ))}
        </List>
      )}
      {footer}
    </>
  );
}
