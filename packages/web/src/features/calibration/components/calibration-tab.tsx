import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCalibration } from '../api/get-calibration.ts';
import { Breakdown, Distribution } from './distribution.tsx';
import { History } from './history.tsx';
import { NineBox } from './nine-box.tsx';
import { PeopleList } from './people-list.tsx';
import { RaterPatterns } from './rater-patterns.tsx';
import { selectionQuery, type Selection } from './selection.ts';
import { ReleaseBar } from './release-bar.tsx';

/**
 * The Calibration tab of /performance-panel for one round (docs/product.md §5.7): where calibration stands
 * (release or reopen), the distribution over the grades against the targets, by department and by manager,
 * the 9-box, the people to adjust, the audit trail and the rater patterns. The distribution, the 9-box and
 * the people show the selection (a department, a manager's direct reports); release, the trail and the
 * rater patterns are the whole round's. While the round is released, adjusting is closed until it is reopened.
 */
export function CalibrationTab({ frequencyId, selection }: { frequencyId: number; selection: Selection }) {
  const { t } = useTranslation();
  const query = useCalibration({ frequency_id: frequencyId, ...selectionQuery(selection) });
  const calibration = query.data;
  if (query.isError && !calibration)
    return (
      <LoadFailed onRetry={() => void query.refetch()}>
        {t('calibration.loadFailed')} {errorMessage(query.error, 'errors.fetchFailed')}
      </LoadFailed>
    );
  if (!calibration)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('common.loading')} />
      </Box>
    );
  const released = calibration.round.released_at !== null;
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }} data-testid="calibration-tab">
      <ReleaseBar calibration={calibration} />
      <Distribution calibration={calibration} />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' }, gap: 2 }}>
        <Breakdown calibration={calibration} by="department" />
        <Breakdown calibration={calibration} by="manager" />
      </Box>
      <NineBox calibration={calibration} />
      <PeopleList
        key={`${selection.department}-${selection.manager}`}
        round={frequencyId}
        selection={selection}
        released={released}
        maxScore={calibration.max_calibrated_score}
      />
      <History round={frequencyId} />
      <RaterPatterns round={frequencyId} />
    </Box>
  );
}
