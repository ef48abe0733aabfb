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
  return <ServerPager count={count} page={page} size={size} sizes={[10, 25, 50]} onPage={onPage} testId={testId} />;
}
