import MoreVert from '@mui/icons-material/MoreVert';
import Remove from '@mui/icons-material/Remove';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import { Handle, Position as Side, useStore, type NodeProps, type ReactFlowState } from '@xyflow/react';
import { memo, useContext, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { initials } from '../../../lib/initials.ts';
import type { PositionFlowNode } from '../utils/build-chart.ts';
import { departmentColor } from '../utils/department-color.ts';
import { ChartActionsContext } from './chart-actions.ts';

/** Below this zoom the boxes show only the position's name (smaller texts would be unreadable anyway). */
export const DETAIL_ZOOM = 0.45;
/** Below this zoom even the name is unreadable: the boxes are plain blocks in their department's colour. */
export const BLOCK_ZOOM = 0.16;
/** 0: full box, 1: name only, 2: a coloured block. A number, so that boxes re-render only when the level changes. */
const detailLevel = (state: ReactFlowState) => (state.transform[2] < BLOCK_ZOOM ? 2 : state.transform[2] < DETAIL_ZOOM ? 1 : 0);

const MAX_AVATARS = 4;

/**
 * One box of the chart: department, position name, the holders' avatars and their count, an
 * actions menu, and a toggle that folds the branch below (saying how many positions it hides).
 * Plain elements styled by the chart's stylesheet (chart-styles.ts): 500 of them must render fast.
 */
export const PositionNode = memo(function PositionNode({ data }: NodeProps<PositionFlowNode>) {
  const { t } = useTranslation();
  const actions = useContext(ChartActionsContext);
  const level = useStore(detailLevel);
  const { position, childCount, collapsed, hiddenCount, dimmed, matched, dropTarget } = data;
  const holders = position.holders;
  const className = ['pc-node', dimmed && 'pc-dimmed', matched && 'pc-matched', dropTarget && 'pc-drop', level === 1 && 'pc-simple', level === 2 && 'pc-block']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={className} data-testid={`position-node-${position.id}`} style={{ '--dept': departmentColor(position.department_id) } as CSSProperties}>
      <Handle id="top" type="target" position={Side.Top} isConnectable={false} className="pc-handle" />
      <Handle id="left" type="target" position={Side.Left} isConnectable={false} className="pc-handle" />
      <Handle id="right" type="target" position={Side.Right} isConnectable={false} className="pc-handle" />
      {level === 2 ? null : level === 1 ? (
        <div className="pc-name pc-name-large">{position.name}</div>
      ) : (
        <>
          <div className="pc-head">
            <span className="pc-dept" title={position.department_name}>
              {position.department_name}
            </span>
            <button
              type="button"
              className="pc-menu nodrag"
              aria-label={t('positionalChart.actionsFor', { name: position.name })}
              aria-haspopup="menu"
              onClick={(event) => actions.openMenu(event.currentTarget, position)}
              data-testid={`position-actions-${position.id}`}
            >
              <MoreVert fontSize="small" />
            </button>
          </div>
          <div className="pc-name" title={position.name} data-testid={`position-name-${position.id}`}>
            {position.name}
          </div>
          <div className="pc-foot">
            {holders.length > 0 && (
              <AvatarGroup max={MAX_AVATARS} total={holders.length} className="pc-avatars">
                {holders.slice(0, MAX_AVATARS).map((holder) => (
                  <Avatar key={holder.id} src={holder.image ?? undefined} alt={holder.full_name} title={holder.full_name}>
                    {initials(holder.full_name)}
                  </Avatar>
                ))}
              </AvatarGroup>
            )}
            <span className={holders.length ? 'pc-count' : 'pc-count pc-vacant'} data-testid={`position-holders-${position.id}`}>
              {holders.length ? t('positionalChart.holders', { count: holders.length }) : t('positionalChart.vacant')}
            </span>
          </div>
        </>
      )}
      {childCount > 0 && level < 2 && (
        <button
          type="button"
          className="pc-toggle nodrag"
          aria-expanded={!collapsed}
          aria-label={collapsed ? t('positionalChart.showBelow', { count: hiddenCount }) : t('positionalChart.hideBelow')}
          title={collapsed ? t('positionalChart.showBelow', { count: hiddenCount }) : t('positionalChart.hideBelow')}
          onClick={() => actions.toggle(position.id)}
          data-testid={`position-toggle-${position.id}`}
        >
          {collapsed ? `+${hiddenCount}` : <Remove fontSize="inherit" />}
        </button>
      )}
      <Handle id="bottom" type="source" position={Side.Bottom} isConnectable={false} className="pc-handle" />
    </div>
  );
});
