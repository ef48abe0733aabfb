import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PermissionAccount } from '@performa/contracts/api/employees';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermissionAccounts } from '../api/get-permission-accounts.ts';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { RoleChip } from './role-chip.tsx';

interface AccountPickerProps {
  value: PermissionAccount | null;
  onChange: (account: PermissionAccount | null) => void;
  /** Accounts that cannot be picked (already super admins). */
  exclude?: (account: PermissionAccount) => boolean;
  label: string;
  helperText?: string;
  testId: string;
}

/** Picks one of the company's accounts, searching /account/permissions/ as the user types. */
export function AccountPicker({ value, onChange, exclude, label, helperText, testId }: AccountPickerProps) {
  const { t } = useTranslation();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input);
  const [open, setOpen] = useState(false);
  const { data, isFetching } = usePermissionAccounts({ search: value ? '' : search, page: 1, pageSize: 20 }, open);
  const options = (data?.results ?? []).filter((account) => !exclude?.(account));

  return (
    <Autocomplete
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      value={value}
      onChange={(_event, next) => onChange(next)}
      inputValue={input}
      onInputChange={(_event, next) => setInput(next)}
      options={options}
      // The server searches: every option it answers is shown.
      filterOptions={(all) => all}
      loading={isFetching}
      getOptionLabel={(account) => `${account.full_name} (${account.username})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      noOptionsText={t('adminSettings.admins.noOptions')}
      loadingText={t('common.loading')}
      sx={{ width: { xs: '100%', sm: 380 } }}
      renderOption={({ key, ...props }, account) => (
        <Box component="li" key={key} {...props} data-testid={`account-option-${account.id}`}>
          <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, width: '100%' }}>
            <Box sx={{ minWidth: 0 }}>
              <Typography noWrap>{account.full_name}</Typography>
              <Typography variant="body2" color="text.secondary" noWrap>
                {account.username}
              </Typography>
            </Box>
            <RoleChip role={account.role} />
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label={label}
          helperText={helperText}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, 'data-testid': testId } }}
        />
      )}
    />
  );
}
