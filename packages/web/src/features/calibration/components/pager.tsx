import { useTranslation } from 'react-i18next';
import { ServerPager } from '../../../components/ui/server-grid.tsx';

/** The pager of the tab's paged lists (people, audit trail, rater patterns). */
export function Pager({
  count,
  page,
  size,
  onPage,
  testId,
}: {
  count: number;
  page: number;
  size: number;
  onPage: (page: number, size: number) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <ServerPager
      count={count}
      page={page}
      size={size}
      sizes={[10, 25, 50]}
      onPage={onPage}
      displayedRows={({ from, to, count: total }) => t('calibration.displayedRows', { from, to, count: total })}
      buttonLabel={(button) => t(`calibration.pager.${button}`)}
      testId={testId}
    />
  );
}
