import Add from '@mui/icons-material/Add';
import Clear from '@mui/icons-material/Clear';
import Search from '@mui/icons-material/Search';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { departmentsQuery, useDepartments } from '../../../api/organisation.ts';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useTopLevelAllowed } from '../hooks/use-top-level-allowed.ts';
import { buildDepartmentTree, parentIds, type DepartmentNode } from '../utils/department-tree.ts';
import { DeleteDepartmentDialog } from './delete-department-dialog.tsx';
import { DepartmentNameDialog, type DepartmentNameDialogMode } from './department-name-dialog.tsx';
import { DepartmentTree, type DepartmentAction } from './department-tree.tsx';
import { MoveDepartmentDialog } from './move-department-dialog.tsx';

type DialogState = { kind: 'name'; mode: DepartmentNameDialogMode } | { kind: 'move'; node: DepartmentNode } | { kind: 'delete'; node: DepartmentNode } | null;

/**
 * /departments: the selected project's department tree with its employee and position counts.
 * Create (top level or under any node), rename, move, delete; a server-side search shows the
 * matches with their ancestors, everything expanded.
 */
export function DepartmentsScreen() {
  const { t } = useTranslation();
  const title = t('pages.departments');
  const topLevelAllowed = useTopLevelAllowed();
  const [input, setInput] = useState('');
  const search = useDebouncedValue(input.trim(), 300);
  const searching = search !== '';
  const list = useQuery({ ...departmentsQuery(search), placeholderData: keepPreviousData });
  // The move dialog offers every department, not only a search's matches.
  const all = useDepartments('');
  const roots = useMemo(() => buildDepartmentTree(list.data ?? []), [list.data]);
  // null: nothing toggled yet, the top-level departments are open.
  const [expanded, setExpanded] = useState<Set<number> | null>(null);
  const openIds = useMemo(() => expanded ?? new Set(roots.map((r) => r.id)), [expanded, roots]);
  const [dialog, setDialog] = useState<DialogState>(null);
  const close = useCallback(() => setDialog(null), []);

  const toggle = useCallback(
    (id: number) =>
      setExpanded((previous) => {
        const next = new Set(previous ?? roots.map((r) => r.id));
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    [roots],
  );

  const onAction = useCallback(
    (action: DepartmentAction, node: DepartmentNode) => {
      if (action === 'add-sub') {
        setDialog({ kind: 'name', mode: { kind: 'create', parent: node } });
        // Show the new sub-department once it is there.
        setExpanded((previous) => new Set(previous ?? roots.map((r) => r.id)).add(node.id));
      } else if (action === 'rename') setDialog({ kind: 'name', mode: { kind: 'rename', department: node } });
      else setDialog({ kind: action, node });
    },
    [roots],
  );

  const count = list.data?.length ?? 0;

  return (
    <Box data-testid="departments-screen">
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box>
          <ScreenTitle title={title} />
          {list.data && !searching && (
            <Typography variant="body2" color="text.secondary" data-testid="departments-summary">
              {t('departments.summary', { count })}
            </Typography>
          )}
        </Box>
        {topLevelAllowed && (
          <Button
            variant="contained"
            startIcon={<Add />}
            onClick={() => setDialog({ kind: 'name', mode: { kind: 'create', parent: null } })}
            data-testid="departments-add"
          >
            {t('departments.addDepartment')}
          </Button>
        )}
      </Box>

      <Paper variant="outlined">
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, p: { xs: 1.5, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
          <TextField
            size="small"
            value={input}
            onChange={(event) => setInput(event.target.value)}
            label={t('departments.searchLabel')}
            sx={{ flex: '1 1 240px', maxWidth: { sm: 420 } }}
            slotProps={{
              htmlInput: { 'data-testid': 'departments-search', maxLength: 200 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    {list.isFetching && searching ? <CircularProgress size={18} /> : <Search fontSize="small" />}
                  </InputAdornment>
                ),
                endAdornment: input ? (
                  <InputAdornment position="end">
                    <IconButton size="small" edge="end" aria-label={t('common.close')} onClick={() => setInput('')} data-testid="departments-search-clear">
                      <Clear fontSize="small" />
                    </IconButton>
                  </InputAdornment>
                ) : undefined,
              },
            }}
          />
          <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
            <Button
              size="small"
              startIcon={<UnfoldMore />}
              disabled={searching}
              onClick={() => setExpanded(new Set(parentIds(roots)))}
              data-testid="departments-expand-all"
            >
              {t('departments.expandAll')}
            </Button>
            <Button size="small" startIcon={<UnfoldLess />} disabled={searching} onClick={() => setExpanded(new Set())} data-testid="departments-collapse-all">
              {t('departments.collapseAll')}
            </Button>
          </Box>
        </Box>

        {list.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress />
          </Box>
        ) : list.isError && !list.data ? (
          <LoadFailed inset onRetry={() => void list.refetch()}>
            {t('departments.loadFailed')}
          </LoadFailed>
        ) : roots.length === 0 ? (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }} data-testid="departments-empty">
            {searching ? t('departments.noMatches', { search }) : t('departments.empty')}
          </Typography>
        ) : (
          <Box sx={{ opacity: list.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
            <DepartmentTree roots={roots} expanded={openIds} expandAll={searching} onToggle={toggle} search={search} onAction={onAction} />
          </Box>
        )}
      </Paper>

      {dialog?.kind === 'name' && <DepartmentNameDialog mode={dialog.mode} onClose={close} />}
      {dialog?.kind === 'move' && (
        <MoveDepartmentDialog department={dialog.node} all={all.data ?? list.data ?? []} topLevelAllowed={topLevelAllowed} onClose={close} />
      )}
      {dialog?.kind === 'delete' && <DeleteDepartmentDialog department={dialog.node} onClose={close} />}
    </Box>
  );
}
