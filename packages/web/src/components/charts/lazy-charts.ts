import { lazy } from 'react';

/** The charts module, loaded on the first chart shown (it carries the charts library). */
const charts = () => import('./charts.tsx');

export const ProgressChart = lazy(() => charts().then((m) => ({ default: m.ProgressChart })));
export const GradeChart = lazy(() => charts().then((m) => ({ default: m.GradeChart })));
export const MeanChart = lazy(() => charts().then((m) => ({ default: m.MeanChart })));
export const TrendChart = lazy(() => charts().then((m) => ({ default: m.TrendChart })));
export const StackedShareChart = lazy(() => charts().then((m) => ({ default: m.StackedShareChart })));
export const CountChart = lazy(() => charts().then((m) => ({ default: m.CountChart })));
