import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import type { PanelRow } from '@performa/contracts/api/results';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDebouncedValue } from '../../../hooks/use-debounced-value.ts';
import { useCalibrationPeople } from '../api/get-calibration-people.ts';
import { AdjustDialog } from './adjust-dialog.tsx';
import { scoreText } from '../../../lib/numbers.ts';
import { NameCell, PagedTable } from './paged-table.tsx';
import { Section } from './section.tsx';
import { selectionQuery, type Selection } from './selection.ts';

/**
 * The round's people with a result, searchable and paged: final and after-calibration score, grade, and Adjust
 * (docs/product.md §5.7), up to `maxScore` (the calibration view's max_calibrated_score).
 */
export function PeopleList({ round, selection, released, maxScore }: { round: number; selection: Selection; released: boolean; maxScore: number }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [paging, setPaging] = useState({ page: 1, size: 10 });
  const debounced = useDebouncedValue(search.trim());
  const query = useCalibrationPeople({
    frequency_id: round,
    ...selectionQuery(selection),
    search: debounced,
    evaluated: 'with_results',
    ordering: 'full_name',
    page: paging.page,
    page_size: paging.size,
  });
  const [adjusting, setAdjusting] = useState<PanelRow | null>(null);
  return (
    <Section title={t('calibration.people.title')} testId="calibration-people">
      <TextField
        size="small"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPaging((current) => ({ ...current, page: 1 }));
        }}
        placeholder={t('calibration.people.search')}
        slotProps={{
          htmlInput: { 'aria-label': t('calibration.people.search'), 'data-testid': 'calibration-people-search' },
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ maxWidth: 360 }}
      />
      <PagedTable
        label={t('calibration.people.title')}
        query={query}
        none={t('calibration.people.none')}
        minWidth={520}
        head={
          <>
            <TableCell>{t('calibration.people.name')}</TableCell>
            <TableCell align="right">{t('calibration.people.final')}</TableCell>
            <TableCell align="right">{t('calibration.people.calibrated')}</TableCell>
            <TableCell>{t('calibration.people.grade')}</TableCell>
            <TableCell align="right" />
          </>
        }
        onPage={(page, size) => setPaging({ page, size })}
        testId="calibration-people-pagination"
      >
        {(results) =>
          results.map((row) => (
            <TableRow key={row.employee.id} data-testid={`calibration-person-${row.employee.id}`}>
              <NameCell name={row.employee.full_name} details={[row.employee.employee_number, row.employee.position?.name]} />
              <TableCell align="right">{scoreText(row.final_score)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: row.after_calibration_score === null ? undefined : 700 }}>
                {scoreText(row.after_calibration_score)}
              </TableCell>
              <TableCell>{row.grade ?? '—'}</TableCell>
              <TableCell align="right">
                <Button
                  size="small"
                  disabled={released || row.final_score === null}
                  onClick={() => setAdjusting(row)}
                  data-testid={`calibration-person-${row.employee.id}-adjust`}
                >
                  {t('calibration.people.adjust')}
                </Button>
              </TableCell>
            </TableRow>
          ))
        }
      </PagedTable>
      {adjusting && (
        <AdjustDialog
          round={round}
          person={{
            id: adjusting.employee.id,
            full_name: adjusting.employee.full_name,
            score: adjusting.score,
            final_score: adjusting.final_score,
            after_calibration_score: adjusting.after_calibration_score,
          }}
          maxScore={maxScore}
          onClose={() => setAdjusting(null)}
        />
      )}
    </Section>
  );
}
