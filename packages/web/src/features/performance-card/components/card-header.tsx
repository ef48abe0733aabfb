import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PerformanceCard } from '@performa/contracts/api/results';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/dates.ts';
import { initials } from '../../../lib/initials.ts';

/** Who the card is about (photo, number, position, department, manager), the company and the period. */
export function CardHeader({ card }: { card: PerformanceCard }) {
  const { t, i18n } = useTranslation();
  const { employee, company, period } = card;
  const facts: Array<[string, string, string]> = [
    [t('performanceCard.person.employeeNumber'), employee.employee_number || '—', 'number'],
    [t('performanceCard.person.position'), employee.position?.name ?? '—', 'position'],
    [t('performanceCard.person.department'), employee.department?.name ?? '—', 'department'],
    [t('performanceCard.person.manager'), employee.manager?.full_name ?? '—', 'manager'],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }} data-testid="card-header">
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }} data-testid="card-company">
          {company.logo && (
            <Box
              component="img"
              src={company.logo}
              alt={t('performanceCard.person.logo', { name: company.name })}
              sx={{ height: 40, maxWidth: 160, objectFit: 'contain' }}
            />
          )}
          <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{company.name}</Typography>
        </Box>
        <Typography color="text.secondary" data-testid="card-period">
          {`${period.name} · ${formatDay(period.start_date, i18n.language)} – ${formatDay(period.end_date, i18n.language)}`}
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: { xs: 1.5, sm: 2.5 } }}>
        <Avatar
          src={employee.image ?? undefined}
          alt={t('performanceCard.person.photo', { name: employee.full_name })}
          sx={{ width: { xs: 56, sm: 72 }, height: { xs: 56, sm: 72 }, bgcolor: 'secondary.main', fontSize: 26 }}
        >
          {initials(employee.full_name)}
        </Avatar>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700, overflowWrap: 'anywhere', minWidth: 0 }} data-testid="card-name">
          {employee.full_name}
        </Typography>
      </Box>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, max-content minmax(0, 1fr))' },
          columnGap: 2,
          rowGap: { xs: 0.25, sm: 1 },
          m: 0,
        }}
      >
        {facts.map(([label, value, key]) => (
          <Box key={key} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary" sx={{ mt: { xs: 0.75, sm: 0 } }}>
              {label}
            </Typography>
            <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }} data-testid={`card-${key}`}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Paper>
  );
}
