import Edit from '@mui/icons-material/Edit';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PanelSkills } from '@performa/contracts/api/user-panel';
import { toPercent } from '@performa/contracts/weight-sums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePanelSkills } from '../api/get-panel-skills.ts';
import { numberText } from '../../../lib/numbers.ts';
import { Loaded } from './panel-data.tsx';

function SourceNote({ data }: { data: PanelSkills }) {
  const { t } = useTranslation();
  const text =
    data.source === 'employee'
      ? t('userPanel.skills.sourceEmployee')
      : data.employee.position
        ? t('userPanel.skills.sourcePosition', { position: data.employee.position.name })
        : t('userPanel.skills.sourceNoPosition');
  return (
    <Typography variant="body2" color="text.secondary" data-testid="panel-skills-source">
      {text}
    </Typography>
  );
}

function SkillTable({ data }: { data: PanelSkills }) {
  const { t } = useTranslation();
  if (data.skills.length === 0)
    return (
      <Alert severity="info" data-testid="panel-skills-empty">
        {t('userPanel.skills.none')}
      </Alert>
    );
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Table size="small" aria-label={t('userPanel.skills.title')} data-testid="panel-skills-table">
        <TableHead>
          <TableRow>
            <TableCell>{t('userPanel.skills.name')}</TableCell>
            <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{t('userPanel.skills.category')}</TableCell>
            <TableCell>{t('userPanel.skills.type')}</TableCell>
            <TableCell align="right">{t('userPanel.skills.weight')}</TableCell>
            <TableCell align="right">{t('userPanel.skills.norm')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.skills.map((skill) => (
            <TableRow key={skill.skill_id} data-testid="panel-skill">
              <TableCell sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                {skill.name}
                <Typography variant="caption" component="span" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
                  {skill.category?.name ?? ''}
                </Typography>
              </TableCell>
              <TableCell sx={{ display: { xs: 'none', sm: 'table-cell' } }}>{skill.category?.name ?? '—'}</TableCell>
              <TableCell>{t(`userPanel.skills.types.${skill.skill_type}`)}</TableCell>
              <TableCell align="right" data-testid="panel-skill-weight">
                {numberText(toPercent(skill.weight))}
              </TableCell>
              <TableCell align="right" data-testid="panel-skill-norm">
                {numberText(skill.norm)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter sx={{ '& .MuiTableCell-root': { color: 'text.primary', fontSize: '0.875rem' } }}>
          <TableRow>
            <TableCell colSpan={3} sx={{ fontWeight: 700, display: { xs: 'none', sm: 'table-cell' } }}>
              {t('userPanel.skills.total')}
            </TableCell>
            <TableCell colSpan={2} sx={{ fontWeight: 700, display: { xs: 'table-cell', sm: 'none' } }}>
              {t('userPanel.skills.total')}
            </TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }} data-testid="panel-skills-total">
              {numberText(toPercent(data.weight_total))}
            </TableCell>
            <TableCell />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

/** A person's competencies (their own list, else their position's) with weight and norm, read-only; editors go to the Competencies screen. */
export function SkillsTab({ accountId, canEdit }: { accountId: number; canEdit: boolean }) {
  const { t } = useTranslation();
  const skills = usePanelSkills(accountId);
  return (
    <Loaded data={skills.data} error={skills.error} isFetching={skills.isFetching} refetch={skills.refetch} testId="panel-skills-error">
      {(data) => (
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 1.5 }}>
            <Typography variant="h6" component="h2">
              {t('userPanel.skills.title')}
            </Typography>
            {canEdit && (
              <Button component={Link} to="/competencies?tab=employees" variant="outlined" startIcon={<Edit />} data-testid="panel-skills-edit">
                {t('userPanel.skills.edit')}
              </Button>
            )}
          </Box>
          <SourceNote data={data} />
          <SkillTable data={data} />
        </Box>
      )}
    </Loaded>
  );
}
