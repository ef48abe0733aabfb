import '@xyflow/react/dist/style.css';
import Add from '@mui/icons-material/Add';
import Clear from '@mui/icons-material/Clear';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PlaylistAdd from '@mui/icons-material/PlaylistAdd';
import Search from '@mui/icons-material/Search';
import UnfoldLess from '@mui/icons-material/UnfoldLess';
import UnfoldMore from '@mui/icons-material/UnfoldMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Position } from '@performa/contracts/api/organisation';
import {
  Background,
  Controls,
  MiniMap,
  Panel,
  ReactFlow,
  ReactFlowProvider,
  useNodesInitialized,
  useReactFlow,
  type EdgeTypes,
  type FitViewOptions,
  type NodeChange,
  type NodeTypes,
  type OnNodeDrag,
  type XYPosition,
} from '@xyflow/react';
import { useCallback, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDepartments, usePositions } from '../../../api/organisation.ts';
import { ScreenTitle } from '../../../components/screen-title.tsx';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { notify } from '../../../lib/toast.ts';
import { useFillHeight } from '../hooks/use-fill-height.ts';
import {
  ancestorIds,
  buildChart,
  departmentOptions,
  departmentSubtree,
  dropOutcome,
  highlightChart,
  searchPositions,
  type ChartEdge,
  type PositionFlowNode,
} from '../utils/build-chart.ts';
import { departmentColor } from '../utils/department-color.ts';
import { ChartActionsContext, type ChartActions } from './chart-actions.ts';
import { chartStyles } from './chart-styles.ts';
import { DeletePositionDialog } from './delete-position-dialog.tsx';
import { MovePositionDialog } from './move-position-dialog.tsx';
import { PositionFormDialog, type PositionFormMode } from './position-form-dialog.tsx';
import { PositionNode } from './position-node.tsx';
import { StackEdge } from './stack-edge.tsx';

const nodeTypes: NodeTypes = { position: PositionNode };
const edgeTypes: EdgeTypes = { stack: StackEdge };
/** The minimap's size (wide screens): the fitted chart leaves room for it, and for the zoom buttons beside it. */
const MINIMAP = { width: 160, height: 100 } as const;

/**
 * How the chart is fitted to the canvas: whole cards, clear of what is drawn over the canvas (the drag hint
 * at the top, the zoom buttons and the minimap at the bottom), never enlarged past their size.
 */
const fitOptions = (overlays: boolean): FitViewOptions<PositionFlowNode> => ({
  // 124px: the minimap's height and its margin.
  padding: overlays ? { top: '48px', right: '24px', bottom: '124px', left: '24px' } : { x: '16px', y: '16px' },
  maxZoom: 1,
});

type FilterMode = 'highlight' | 'only';
type DialogState =
  { kind: 'form'; mode: PositionFormMode } | { kind: 'move'; position: Position; parent: Position } | { kind: 'delete'; position: Position } | null;

/** /positional-chart: the positions as an org chart (React Flow, laid out top-down with dagre). */
export function PositionalChartScreen() {
  return (
    <ReactFlowProvider>
      <ChartScreen />
    </ReactFlowProvider>
  );
}

function ChartScreen() {
  const { t } = useTranslation();
  const title = t('pages.positionalChart');
  const flow = useReactFlow<PositionFlowNode, ChartEdge>();
  const narrow = useMediaQuery('(max-width: 600px)', { noSsr: true });
  // Dragging boxes needs a mouse: on touch screens a drag pans the chart.
  const canDrag = useMediaQuery('(pointer: fine)', { noSsr: true });
  const { ref: canvasRef, height } = useFillHeight<HTMLDivElement>(narrow ? 360 : 480);
  const fit = useMemo(() => fitOptions(!narrow), [narrow]);
  const measured = useNodesInitialized();

  const positionsQuery = usePositions();
  const departmentsQuery = useDepartments('');
  const positions = useMemo(() => positionsQuery.data ?? [], [positionsQuery.data]);
  const departments = useMemo(() => departmentsQuery.data ?? [], [departmentsQuery.data]);
  const byId = useMemo(() => new Map(positions.map((p) => [p.id, p])), [positions]);

  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(() => new Set());
  const [department, setDepartment] = useState<number | null>(null);
  const [mode, setMode] = useState<FilterMode>('highlight');
  const [searchInput, setSearchInput] = useState('');
  const search = useDeferredValue(searchInput);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [menu, setMenu] = useState<{ anchor: HTMLElement; position: Position } | null>(null);
  const [drag, setDrag] = useState<{ id: string; position: XYPosition } | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  // A position just saved: brought into view once the new chart shows it.
  const [focus, setFocus] = useState<{ id: number; parent: number | null; after: number } | null>(null);

  const filterSet = useMemo(() => (department === null ? null : departmentSubtree(departments, department)), [department, departments]);
  const only = mode === 'only' ? filterSet : null;

  const chart = useMemo(() => {
    const started = performance.now();
    const built = buildChart(positions, { collapsed, onlyDepartments: only });
    return { ...built, layoutMs: Math.round(performance.now() - started) };
  }, [positions, collapsed, only]);

  const matches = useMemo(() => searchPositions(positions, search), [positions, search]);
  const nodes = useMemo(() => {
    const lit = highlightChart(chart.nodes, { departments: mode === 'highlight' ? filterSet : null, matches, dropTarget });
    return drag ? lit.map((n) => (n.id === drag.id ? { ...n, position: drag.position } : n)) : lit;
  }, [chart.nodes, mode, filterSet, matches, dropTarget, drag]);

  // A new search opens the branches that hide its results, then brings them into view
  // (once per search term: not again when the chart is read again after a change).
  const searched = useRef('');
  useEffect(() => {
    if (search === searched.current || !matches || matches.size === 0) return;
    searched.current = search;
    setCollapsed((previous) => {
      if (previous.size === 0) return previous;
      const next = new Set(previous);
      for (const id of matches) for (const up of ancestorIds(positions, id)) next.delete(up);
      return next.size === previous.size ? previous : next;
    });
    const timer = setTimeout(() => void flow.fitView({ ...fit, nodes: [...matches].slice(0, 200).map((id) => ({ id: String(id) })), duration: 400 }), 80);
    return () => clearTimeout(timer);
  }, [search, matches, positions, flow, fit]);

  // The chart opens fitted once its cards are measured and the canvas has its height (it grows to fill the
  // screen after the first paint); showing only one department changes the whole picture: fit it again.
  useEffect(() => {
    if (!measured) return;
    const timer = setTimeout(() => void flow.fitView({ ...fit, duration: 300 }), 80);
    return () => clearTimeout(timer);
  }, [only, flow, fit, measured, height]);

  const dataUpdatedAt = positionsQuery.dataUpdatedAt;
  useEffect(() => {
    // Wait for the chart read after the change.
    if (focus === null || dataUpdatedAt <= focus.after) return;
    setFocus(null);
    // The department filter may hide it: then there is nothing to show. (React Flow applies a
    // fit view with the nodes it has just been given.)
    if (!chart.nodes.some((n) => n.id === String(focus.id))) return;
    // With its superior, when that is shown.
    const around = [focus.id, focus.parent].filter((id) => id !== null && chart.nodes.some((n) => n.id === String(id)));
    void flow.fitView({ nodes: around.map((id) => ({ id: String(id) })), padding: 0.3, maxZoom: 1, duration: 400 });
  }, [focus, dataUpdatedAt, chart.nodes, flow]);

  const onSaved = useCallback(
    (saved: Position) => {
      // Unfold the branches above it, so that it can be shown.
      setCollapsed((previous) => {
        const above = new Set(ancestorIds(positions, saved.parent_id ?? 0).concat(saved.parent_id ?? []));
        return [...previous].some((id) => above.has(id)) ? new Set([...previous].filter((id) => !above.has(id))) : previous;
      });
      setFocus({ id: saved.id, parent: saved.parent_id, after: dataUpdatedAt });
    },
    [positions, dataUpdatedAt],
  );

  const actions = useMemo<ChartActions>(
    () => ({
      toggle: (id) =>
        setCollapsed((previous) => {
          const next = new Set(previous);
          if (next.has(id)) next.delete(id);
          else next.add(id);
          return next;
        }),
      openMenu: (anchor, position) => setMenu({ anchor, position }),
    }),
    [],
  );

  const onNodesChange = useCallback((changes: NodeChange<PositionFlowNode>[]) => {
    for (const change of changes) if (change.type === 'position' && change.position && change.dragging) setDrag({ id: change.id, position: change.position });
  }, []);

  const targetUnder = useCallback(
    (node: PositionFlowNode): number | null => {
      const hits = flow.getIntersectingNodes(node).filter((n) => n.id !== node.id);
      if (hits.length === 0) return null;
      // The box whose centre is nearest to the dragged box's centre.
      const cx = node.position.x;
      const cy = node.position.y;
      hits.sort((a, b) => Math.hypot(a.position.x - cx, a.position.y - cy) - Math.hypot(b.position.x - cx, b.position.y - cy));
      return Number(hits[0]!.id);
    },
    [flow],
  );

  const onNodeDrag = useCallback<OnNodeDrag<PositionFlowNode>>((_event, node) => setDropTarget(targetUnder(node)), [targetUnder]);

  const onNodeDragStop = useCallback<OnNodeDrag<PositionFlowNode>>(
    (_event, node) => {
      const target = targetUnder(node);
      setDrag(null);
      setDropTarget(null);
      const outcome = dropOutcome(positions, Number(node.id), target);
      if (outcome === 'cycle') notify.error(t('positionalChart.cannotReportBelow'));
      else if (outcome === 'move') setDialog({ kind: 'move', position: byId.get(Number(node.id))!, parent: byId.get(target!)! });
    },
    [targetUnder, byId, positions, t],
  );

  // Fold every branch: only the top of the chart stays.
  const collapseAll = () => setCollapsed(new Set(positions.flatMap((p) => (p.parent_id === null ? [] : [p.parent_id]))));
  const ariaLabels = useMemo(
    () => ({
      'controls.ariaLabel': t('positionalChart.controls'),
      'controls.zoomIn.ariaLabel': t('positionalChart.zoomIn'),
      'controls.zoomOut.ariaLabel': t('positionalChart.zoomOut'),
      'controls.fitView.ariaLabel': t('positionalChart.fitView'),
      'minimap.ariaLabel': t('positionalChart.minimap'),
    }),
    [t],
  );
  const departmentChoices = useMemo(() => departmentOptions(departments), [departments]);
  const closeDialog = useCallback(() => setDialog(null), []);
  const menuAction = (kind: 'add' | 'edit' | 'delete') => {
    const position = menu!.position;
    setMenu(null);
    if (kind === 'add') setDialog({ kind: 'form', mode: { kind: 'create', parent: position } });
    else if (kind === 'edit') setDialog({ kind: 'form', mode: { kind: 'edit', position } });
    else setDialog({ kind: 'delete', position });
  };

  return (
    <Box data-testid="positional-chart-screen">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}>
        <Box sx={{ minWidth: 0 }}>
          <ScreenTitle title={title} />
          {positionsQuery.data && (
            <Typography variant="body2" color="text.secondary" data-testid="chart-summary">
              {t('positionalChart.summary', { count: positions.length })}
            </Typography>
          )}
        </Box>
        <Button
          variant="contained"
          startIcon={narrow ? undefined : <Add />}
          aria-label={narrow ? t('positionalChart.addPosition') : undefined}
          title={narrow ? t('positionalChart.addPosition') : undefined}
          onClick={() => setDialog({ kind: 'form', mode: { kind: 'create', parent: null, departmentId: department } })}
          sx={narrow ? { minWidth: 45, px: 1.5 } : undefined}
          data-testid="chart-add-position"
        >
          {narrow ? <Add /> : t('positionalChart.addPosition')}
        </Button>
      </Box>

      <Paper variant="outlined" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, p: { xs: 1.5, sm: 2 }, mb: 2 }}>
        <TextField
          size="small"
          value={searchInput}
          onChange={(event) => setSearchInput(event.target.value)}
          label={t('positionalChart.searchLabel')}
          sx={{ flex: '1 1 220px', maxWidth: { md: 320 } }}
          slotProps={{
            htmlInput: { 'data-testid': 'chart-search', maxLength: 200 },
            input: {
              startAdornment: (
                <InputAdornment position="start">
                  <Search fontSize="small" />
                </InputAdornment>
              ),
              endAdornment: searchInput ? (
                <InputAdornment position="end">
                  <Typography variant="caption" color="text.secondary" sx={{ mr: 0.5, whiteSpace: 'nowrap' }} data-testid="chart-search-count">
                    {t('positionalChart.found', { count: matches?.size ?? 0 })}
                  </Typography>
                  <IconButton size="small" edge="end" aria-label={t('common.close')} onClick={() => setSearchInput('')}>
                    <Clear fontSize="small" />
                  </IconButton>
                </InputAdornment>
              ) : undefined,
            },
          }}
        />
        <TextField
          select
          size="small"
          label={t('positionalChart.filterDepartment')}
          value={department === null ? '' : String(department)}
          onChange={(event) => setDepartment(event.target.value === '' ? null : Number(event.target.value))}
          sx={{ flex: '1 1 200px', maxWidth: { md: 280 } }}
          slotProps={{
            select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': 'chart-department-filter' } as object },
            inputLabel: { shrink: true },
          }}
        >
          <MenuItem value="">
            <em>{t('positionalChart.allDepartments')}</em>
          </MenuItem>
          {departmentChoices.map((option) => (
            <MenuItem key={option.id} value={String(option.id)} sx={{ pl: 2 + option.depth * 2.5 }} data-testid={`chart-department-option-${option.id}`}>
              <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: departmentColor(option.id), mr: 1, flexShrink: 0 }} />
              {option.name}
            </MenuItem>
          ))}
        </TextField>
        <ToggleButtonGroup
          size="small"
          exclusive
          value={mode}
          disabled={department === null}
          onChange={(_event, value: FilterMode | null) => value && setMode(value)}
          aria-label={t('positionalChart.filterMode')}
        >
          <ToggleButton value="highlight" data-testid="chart-filter-highlight">
            {t('positionalChart.highlight')}
          </ToggleButton>
          <ToggleButton value="only" data-testid="chart-filter-only">
            {t('positionalChart.showOnly')}
          </ToggleButton>
        </ToggleButtonGroup>
        <Box sx={{ display: 'flex', gap: 1, ml: 'auto' }}>
          {narrow ? (
            <>
              <IconButton
                aria-label={t('positionalChart.expandAll')}
                title={t('positionalChart.expandAll')}
                onClick={() => setCollapsed(new Set())}
                data-testid="chart-expand-all"
              >
                <UnfoldMore />
              </IconButton>
              <IconButton
                aria-label={t('positionalChart.collapseAll')}
                title={t('positionalChart.collapseAll')}
                onClick={collapseAll}
                data-testid="chart-collapse-all"
              >
                <UnfoldLess />
              </IconButton>
            </>
          ) : (
            <>
              <Button size="small" startIcon={<UnfoldMore />} onClick={() => setCollapsed(new Set())} data-testid="chart-expand-all">
                {t('positionalChart.expandAll')}
              </Button>
              <Button size="small" startIcon={<UnfoldLess />} onClick={collapseAll} data-testid="chart-collapse-all">
                {t('positionalChart.collapseAll')}
              </Button>
            </>
          )}
        </Box>
      </Paper>

      <Paper
        ref={canvasRef}
        variant="outlined"
        data-testid="chart-canvas"
        data-layout-ms={chart.layoutMs}
        data-node-count={chart.nodes.length}
        sx={(theme) => ({ height, position: 'relative', overflow: 'hidden', bgcolor: '#fbfcfe', ...chartStyles(theme) })}
      >
        {positionsQuery.isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', height: '100%' }}>
            <CircularProgress />
          </Box>
        ) : positionsQuery.isError && !positionsQuery.data ? (
          <LoadFailed inset onRetry={() => void positionsQuery.refetch()}>
            {t('positionalChart.loadFailed')}
          </LoadFailed>
        ) : chart.total === 0 ? (
          <Box
            sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', justifyContent: 'center', gap: 2, height: '100%', p: 3, textAlign: 'center' }}
          >
            <Typography color="text.secondary" data-testid="chart-empty">
              {positions.length === 0 ? t('positionalChart.empty') : t('positionalChart.emptyFilter')}
            </Typography>
          </Box>
        ) : (
          <ChartActionsContext.Provider value={actions}>
            <ReactFlow<PositionFlowNode, ChartEdge>
              nodes={nodes}
              edges={chart.edges}
              nodeTypes={nodeTypes}
              edgeTypes={edgeTypes}
              onNodesChange={onNodesChange}
              onNodeDrag={onNodeDrag}
              onNodeDragStop={onNodeDragStop}
              nodesDraggable={canDrag}
              nodesConnectable={false}
              elementsSelectable={false}
              edgesFocusable={false}
              onlyRenderVisibleElements
              fitView
              fitViewOptions={fit}
              minZoom={0.02}
              maxZoom={1.75}
              aria-label={t('positionalChart.chartLabel')}
              ariaLabelConfig={ariaLabels}
            >
              <Background gap={24} color="#dde3ea" />
              <Controls showInteractive={false} position="bottom-left" />
              {!narrow && (
                <MiniMap<PositionFlowNode>
                  style={MINIMAP}
                  pannable
                  zoomable
                  position="bottom-right"
                  nodeColor={(node) => departmentColor(node.data.position.department_id)}
                  nodeStrokeWidth={0}
                  maskColor="rgba(240, 244, 248, 0.7)"
                />
              )}
              {canDrag && !narrow && (
                <Panel position="top-left">
                  <Typography variant="caption" color="text.secondary" sx={{ bgcolor: 'rgba(255,255,255,0.85)', px: 1, py: 0.5, borderRadius: 1 }}>
                    {t('positionalChart.dragHint')}
                  </Typography>
                </Panel>
              )}
            </ReactFlow>
          </ChartActionsContext.Provider>
        )}
      </Paper>

      <Menu anchorEl={menu?.anchor} open={menu !== null} onClose={() => setMenu(null)} data-testid="position-actions-menu">
        <MenuItem onClick={() => menuAction('add')} data-testid="position-action-add-below">
          <ListItemIcon>
            <PlaylistAdd fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('positionalChart.addBelow')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => menuAction('edit')} data-testid="position-action-edit">
          <ListItemIcon>
            <EditOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('positionalChart.editPosition')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => menuAction('delete')} data-testid="position-action-delete" sx={{ color: 'error.main' }}>
          <ListItemIcon sx={{ color: 'error.main' }}>
            <DeleteOutlined fontSize="small" />
          </ListItemIcon>
          <ListItemText>{t('positionalChart.deletePosition')}</ListItemText>
        </MenuItem>
      </Menu>

      {dialog?.kind === 'form' && (
        <PositionFormDialog mode={dialog.mode} positions={positions} departments={departments} onClose={closeDialog} onSaved={onSaved} />
      )}
      {dialog?.kind === 'move' && <MovePositionDialog position={dialog.position} parent={dialog.parent} onClose={closeDialog} onSaved={onSaved} />}
      {dialog?.kind === 'delete' && <DeletePositionDialog position={dialog.position} onClose={closeDialog} />}
    </Box>
  );
}
