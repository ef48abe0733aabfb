import { useTranslation } from 'react-i18next';
import { ChartFigure, type ChartFigureProps } from '../../../components/ui/chart-figure.tsx';

/** A chart of the dashboard with its table (components/ui/chart-figure.tsx), its switch in the reader's language. */
export function DashboardFigure(props: Omit<ChartFigureProps, 'labels'>) {
  const { t } = useTranslation();
  return <ChartFigure {...props} labels={{ chart: t('adminDashboard.view.chart'), table: t('adminDashboard.view.table') }} />;
}
