import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import type { CalibrationEntry, NineBoxCell } from '@performa/contracts/api/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { formatMoment } from '../../../lib/dates.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { useCalibrationHistory } from '../api/get-calibration-history.ts';
import { scoreText } from '../../../lib/numbers.ts';
import { useCellText } from './move-dialog.tsx';
import { Pager } from './pager.tsx';
import { Section } from './section.tsx';

/** What a change did: score or box before → after ("computed" for none), or a release or reopening. */
function useChangeText() {
  const { t } = useTranslation();
  const cellText = useCellText();
  const computed = t('calibration.history.computed');
  return (entry: CalibrationEntry) => {
    if (entry.action === 'score')
      return `${entry.before_score === null ? computed : scoreText(entry.before_score)} → ${entry.after_score === null ? computed : scoreText(entry.after_score)}`;
    if (entry.action === 'box') {
      const box = (cell: NineBoxCell | null) => (cell === null ? computed : cellText(cell));
      return `${box(entry.before_box)} → ${box(entry.after_box)}`;
    }
    return '';
  };
}

/** The round's audit trail, newest first, paged (docs/product.md §5.7): who, when, whom, before → after, the original, the reason. */
export function History({ round }: { round: number }) {
  const { t, i18n } = useTranslation();
  const change = useChangeText();
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const query = useCalibrationHistory({ frequency_id: round, page: paging.page, page_size: paging.size });
  const data = query.data;
  return (
    <Section title={t('calibration.history.title')} testId="calibration-history">
      {query.isError && !data && <LoadFailed onRetry={() => void query.refetch()}>{errorMessage(query.error, 'errors.fetchFailed')}</LoadFailed>}
      {data && data.results.length === 0 && <Typography color="text.secondary">{t('calibration.history.none')}</Typography>}
      {data?.results.map((entry) => (
        <Box
          key={entry.id}
          sx={{ display: 'flex', flexDirection: 'column', gap: 0.25, pb: 1, borderBottom: 1, borderColor: 'divider' }}
          data-testid={`calibration-entry-${entry.id}`}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
            <Chip size="small" variant="outlined" label={t(`calibration.history.actions.${entry.action}`)} />
            {entry.employee && (
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {entry.employee.full_name}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {`${formatMoment(entry.created_at, i18n.language)} · ${entry.actor}`}
            </Typography>
          </Box>
          {change(entry) && (
            <Typography variant="body2" data-testid={`calibration-entry-${entry.id}-change`}>
              {change(entry)}
              {entry.final_score !== null && (
                <Box component="span" sx={{ color: 'text.secondary' }}>{` · ${t('calibration.history.original')}: ${scoreText(entry.final_score)}`}</Box>
              )}
            </Typography>
          )}
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {`${t('calibration.history.reason')}: ${entry.reason}`}
          </Typography>
        </Box>
      ))}
      {data && data.count > 0 && (
        <Pager
          count={data.count}
          page={data.page}
          size={data.page_size}
          onPage={(page, size) => setPaging({ page, size })}
          testId="calibration-history-pagination"
        />
      )}
    </Section>
  );
}
