import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRaterPatterns } from '../api/get-rater-patterns.ts';
import { scoreText, signedText } from '../../../lib/numbers.ts';
import { NameCell, PagedTable } from './paged-table.tsx';
import { Section } from './section.tsx';

type PartyFilter = 'all' | 'manager';

/**
 * Rater patterns (docs/product.md §5.7): each evaluator's (or each manager's, as a manager) ratings in the
 * round against the company's, largest difference first, with lenient and harsh raters flagged.
 */
export function RaterPatterns({ round }: { round: number }) {
  const { t } = useTranslation();
  const [party, setParty] = useState<PartyFilter>('all');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const query = useRaterPatterns({
    frequency_id: round,
    ...(party === 'manager' ? { party: 'manager' as const } : {}),
    page: paging.page,
    page_size: paging.size,
  });
  const data = query.data;
  return (
    <Section
      title={t('calibration.raters.title')}
      testId="calibration-raters"
      actions={
        <TextField
          select
          size="small"
          label={t('calibration.raters.party')}
          value={party}
          onChange={(event) => {
            setParty(event.target.value as PartyFilter);
            setPaging((current) => ({ ...current, page: 1 }));
          }}
          sx={{ minWidth: 180 }}
          slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'calibration-raters-party' } as object } }}
        >
          {(['all', 'manager'] as const).map((value) => (
            <MenuItem key={value} value={value} data-testid={`calibration-raters-party-${value}`}>
              {t(`calibration.raters.parties.${value}`)}
            </MenuItem>
          ))}
        </TextField>
      }
    >
      <Typography variant="body2" color="text.secondary">
        {t('calibration.raters.hint')}
      </Typography>
      {data && (
        <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="calibration-raters-company">
          {t('calibration.raters.company', { mean: scoreText(data.company.mean), spread: scoreText(data.company.spread), ratings: data.company.ratings })}
        </Typography>
      )}
      <PagedTable
        label={t('calibration.raters.title')}
        query={query}
        none={t('calibration.raters.none')}
        minWidth={640}
        head={
          <>
            <TableCell>{t('calibration.raters.evaluator')}</TableCell>
            <TableCell align="right">{t('calibration.raters.ratings')}</TableCell>
            <TableCell align="right">{t('calibration.raters.evaluatees')}</TableCell>
            <TableCell align="right">{t('calibration.raters.mean')}</TableCell>
            <TableCell align="right">{t('calibration.raters.spread')}</TableCell>
            <TableCell align="right">{t('calibration.raters.difference')}</TableCell>
            <TableCell>{t('calibration.raters.flag')}</TableCell>
          </>
        }
        onPage={(page, size) => setPaging({ page, size })}
        testId="calibration-raters-pagination"
      >
        {(results) =>
          results.map((row) => (
            <TableRow key={row.evaluator.id} data-testid={`calibration-rater-${row.evaluator.id}`}>
              <NameCell name={row.evaluator.full_name} details={[row.evaluator.position?.name, row.evaluator.department?.name]} />
              <TableCell align="right">{row.ratings}</TableCell>
              <TableCell align="right">{row.evaluatees}</TableCell>
              <TableCell align="right">{scoreText(row.mean)}</TableCell>
              <TableCell align="right">{scoreText(row.spread)}</TableCell>
              <TableCell align="right">{signedText(row.difference)}</TableCell>
              <TableCell>
                {row.flag && (
                  <Chip
                    size="small"
                    color={row.flag === 'lenient' ? 'info' : 'warning'}
                    label={t(`calibration.raters.flags.${row.flag}`)}
                    data-testid={`calibration-rater-${row.evaluator.id}-flag`}
                  />
                )}
              </TableCell>
            </TableRow>
          ))
        }
      </PagedTable>
    </Section>
  );
}
