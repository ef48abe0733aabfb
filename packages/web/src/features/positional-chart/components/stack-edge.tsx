import { BaseEdge, Position as Side, type EdgeProps } from '@xyflow/react';
import { memo } from 'react';
import { stackEdgePath, type ChartEdge } from '../utils/build-chart.ts';

/** The line into a report stacked in two columns (see stackEdgePath). */
export const StackEdge = memo(function StackEdge({ id, sourceX, sourceY, targetX, targetY, targetPosition, style }: EdgeProps<ChartEdge>) {
  return <BaseEdge id={id} path={stackEdgePath(sourceX, sourceY, targetX, targetY, targetPosition === Side.Left ? 'left' : 'right')} style={style} />;
});
