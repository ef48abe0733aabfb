import AccountTreeOutlined from '@mui/icons-material/AccountTreeOutlined';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import DriveFileMoveOutlined from '@mui/icons-material/DriveFileMoveOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import ExpandMore from '@mui/icons-material/ExpandMore';
import MoreVert from '@mui/icons-material/MoreVert';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import WorkOutlined from '@mui/icons-material/WorkOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { memo, useState, type ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { splitMatch, type DepartmentNode } from '../utils/department-tree.ts';

export type DepartmentAction = 'add-sub' | 'rename' | 'move' | 'delete';

interface DepartmentTreeProps {
  roots: readonly DepartmentNode[];
  /** Ids of the open nodes; ignored (everything open) when `expandAll` is set. */
  expanded: ReadonlySet<number>;
  expandAll: boolean;
  onToggle: (id: number) => void;
  /** The search term: matching parts of names are highlighted. */
  search: string;
  onAction: (action: DepartmentAction, node: DepartmentNode) => void;
}

const ACTIONS: ReadonlyArray<{
  action: DepartmentAction;
  icon: ReactElement;
  label: 'departments.addSubDepartment' | 'departments.rename' | 'departments.move' | 'common.delete';
}> = [
  { action: 'add-sub', icon: <PlaylistAdd fontSize="small" />, label: 'departments.addSubDepartment' },
  { action: 'rename', icon: <EditOutlined fontSize="small" />, label: 'departments.rename' },
  { action: 'move', icon: <DriveFileMoveOutlined fontSize="small" />, label: 'departments.move' },
  { action: 'delete', icon: <DeleteOutlined fontSize="small" />, label: 'common.delete' },
];

/**
 * The department tree as nested lists: each node with a disclosure button (aria-expanded,
 * aria-controls) for its sub-departments, its employee and position counts, and an actions menu.
 */
export function DepartmentTree({ roots, expanded, expandAll, onToggle, search, onAction }: DepartmentTreeProps) {
  const { t } = useTranslation();
  const [menu, setMenu] = useState<{ anchor: HTMLElement; node: DepartmentNode } | null>(null);
  const openMenu = (anchor: HTMLElement, node: DepartmentNode) => setMenu({ anchor, node });

  return (
    <>
      <Box component="ul" data-testid="departments-tree" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {roots.map((node) => (
          <TreeItem key={node.id} node={node} expanded={expanded} expandAll={expandAll} onToggle={onToggle} search={search} onMenu={openMenu} />
        ))}
      </Box>
      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)} data-testid="department-actions-menu">
        {ACTIONS.map(({ action, icon, label }) => (
          <MenuItem
            key={action}
            data-testid={`department-action-${action}`}
            onClick={() => {
              const node = menu!.node;
              setMenu(null);
              onAction(action, node);
            }}
            sx={action === 'delete' ? { color: 'error.dark' } : undefined}
          >
            <ListItemIcon sx={action === 'delete' ? { color: 'error.main' } : undefined}>{icon}</ListItemIcon>
            <ListItemText>{t(label)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

interface TreeItemProps {
  node: DepartmentNode;
  expanded: ReadonlySet<number>;
  expandAll: boolean;
  onToggle: (id: number) => void;
  search: string;
  onMenu: (anchor: HTMLElement, node: DepartmentNode) => void;
}

const TreeItem = memo(function TreeItem({ node, expanded, expandAll, onToggle, search, onMenu }: TreeItemProps) {
  const { t } = useTranslation();
  const hasChildren = node.children.length > 0;
  const open = hasChildren && (expandAll || expanded.has(node.id));
  const groupId = `department-group-${node.id}`;
  const parts = splitMatch(node.name, search);

  return (
    <Box component="li" data-testid={`department-item-${node.id}`} sx={{ m: 0, p: 0 }}>
      <Box
        data-testid={`department-row-${node.id}`}
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: { xs: 0.5, sm: 1 },
          pl: { xs: node.depth * 2, sm: node.depth * 3.5 },
          pr: 0.5,
          py: 0.5,
          minHeight: 48,
          borderBottom: 1,
          borderColor: 'divider',
          '&:hover': { bgcolor: 'action.hover' },
        }}
      >
        {hasChildren ? (
          <IconButton
            size="small"
            onClick={() => onToggle(node.id)}
            aria-expanded={open}
            aria-controls={open ? groupId : undefined}
            aria-label={t(open ? 'departments.collapse' : 'departments.expand', { name: node.name })}
            data-testid={`department-toggle-${node.id}`}
          >
            {open ? <ExpandMore /> : <ChevronRight />}
          </IconButton>
        ) : (
          <Box sx={{ width: 34, flexShrink: 0 }} />
        )}
        <AccountTreeOutlined fontSize="small" sx={{ color: node.depth === 0 ? 'primary.main' : 'secondary.main', flexShrink: 0 }} />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, flex: 1, minWidth: 0 }}>
          <Typography data-testid={`department-name-${node.id}`} sx={{ fontWeight: node.depth === 0 ? 700 : 600, overflowWrap: 'anywhere', minWidth: 0 }}>
            {parts ? (
              <>
                {parts[0]}
                <Box component="mark" sx={{ bgcolor: 'warning.light', color: 'inherit', borderRadius: 0.5, px: 0.25 }}>
                  {parts[1]}
                </Box>
                {parts[2]}
              </>
            ) : (
              node.name
            )}
          </Typography>
          <Box sx={{ display: 'flex', gap: 0.75, flexWrap: 'wrap' }}>
            <CountChip
              testId={`department-employees-${node.id}`}
              icon={<PeopleOutlined />}
              count={node.employee_count}
              label={t('departments.employees', { count: node.employee_count })}
            />
            <CountChip
              testId={`department-positions-${node.id}`}
              icon={<WorkOutlined />}
              count={node.position_count}
              label={t('departments.positions', { count: node.position_count })}
            />
          </Box>
        </Box>
        <IconButton
          size="small"
          aria-label={t('departments.actionsFor', { name: node.name })}
          aria-haspopup="menu"
          onClick={(event) => onMenu(event.currentTarget, node)}
          data-testid={`department-actions-${node.id}`}
        >
          <MoreVert />
        </IconButton>
      </Box>
      {hasChildren && (
        <Collapse in={open} timeout="auto" unmountOnExit>
          <Box component="ul" id={groupId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {node.children.map((child) => (
              <TreeItem key={child.id} node={child} expanded={expanded} expandAll={expandAll} onToggle={onToggle} search={search} onMenu={onMenu} />
            ))}
          </Box>
        </Collapse>
      )}
    </Box>
  );
});

function CountChip({ testId, icon, count, label }: { testId: string; icon: ReactElement; count: number; label: string }) {
  return (
    <Tooltip title={label}>
      <Chip
        data-testid={testId}
        size="small"
        variant="outlined"
        icon={icon}
        label={count}
        aria-label={label}
        sx={{ color: count === 0 ? 'text.disabled' : 'text.primary', '& .MuiChip-icon': { fontSize: 16 } }}
      />
    </Tooltip>
  );
}
