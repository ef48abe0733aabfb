import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { MasterDetail } from '../../../components/ui/master-detail.tsx';
import { useUnsavedChangesGuard } from '../../../components/unsaved-changes.ts';

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

/**
 * The position or employee chosen in a tab whose list editor may hold unsaved changes: choosing another
 * one drops the unsaved list only after the user agrees (docs/product.md §9.2). The editor reports its
 * state through `setDirty`.
 */
export function useGuardedChoice() {
  const [selected, setSelected] = useState<number | null>(null);
  const [dirty, setDirty] = useState(false);
  const { confirmDiscard } = useUnsavedChangesGuard(dirty);
  const select = async (id: number) => {
    if (id !== selected && (await confirmDiscard())) setSelected(id);
  };
  return { selected, select, setDirty };
}

export interface PickerTabProps extends Omit<PickerListProps, 'selected' | 'onSelect'> {
  choice: ReturnType<typeof useGuardedChoice>;
  /** Shown until one is chosen. */
  hint: string;
  /** The chosen one's list editor; null while none is chosen or it loads. */
  detail: ReactNode | null;
}

/** A tab of positions or employees: the searchable list beside (on phones: above) the chosen one's competency list. */
export function PickerTab({ choice, hint, detail, ...list }: PickerTabProps) {
  return (
    <MasterDetail
      selectedKey={choice.selected}
      hint={hint}
      detail={detail}
      master={<PickerList {...list} selected={choice.selected} onSelect={(id) => void choice.select(id)} />}
    />
  );
}
