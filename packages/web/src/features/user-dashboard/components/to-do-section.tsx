import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { MyDashboard } from '@performa/contracts/api/dashboards';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { SectionPanel } from '../../../components/ui/section-panel.tsx';
import { initials } from '../../../lib/initials.ts';
import { daysLeftColour, useDaysLeftText } from './days-left.ts';

type ToDo = MyDashboard['to_do'][number];

/** One evaluation to fill: who, which kind and party, the round, the days left and whether it is started; opens its form. */
function ToDoLine({ evaluation }: { evaluation: ToDo }) {
  const { t } = useTranslation();
  const daysLeft = useDaysLeftText();
  const { evaluatee, round } = evaluation;
  const what = [t(`userDashboard.toDo.kind.${evaluation.kind}`), t(`userDashboard.toDo.party.${evaluation.party}`), `${round.period.name} · ${round.name}`];
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={Link}
        to={`/evaluate/${evaluation.kind}/${evaluation.id}`}
        data-testid={`dashboard-to-do-${evaluation.id}`}
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5, px: 1 }}
      >
        <Avatar src={evaluatee.image ?? undefined} alt="" sx={{ width: 36, height: 36, fontSize: 14, bgcolor: 'secondary.main' }}>
          {initials(evaluatee.full_name)}
        </Avatar>
        <ListItemText
          primary={evaluatee.full_name}
          secondary={what.join(' · ')}
          sx={{ m: 0, flex: '1 1 12rem', minWidth: 0 }}
          slotProps={{ primary: { sx: { fontWeight: 600 } } }}
        />
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          <Chip
            size="small"
            variant="outlined"
            color={daysLeftColour(evaluation.days_left)}
            label={daysLeft(evaluation.days_left)}
            data-testid={`dashboard-to-do-${evaluation.id}-days`}
          />
          <Chip
            size="small"
            color={evaluation.started ? 'primary' : 'default'}
            label={evaluation.started ? t('userDashboard.toDo.started') : t('userDashboard.toDo.notStarted')}
            data-testid={`dashboard-to-do-${evaluation.id}-state`}
          />
        </Box>
      </ListItemButton>
    </ListItem>
  );
}

/** The evaluations the person still has to fill, soonest end first (docs/product.md §7.9), each opening its form. */
export function ToDoSection({ evaluations }: { evaluations: MyDashboard['to_do'] }) {
  const { t } = useTranslation();
  return (
    <SectionPanel
      title={t('userDashboard.toDo.title')}
      level="h2"
      testId="dashboard-to-do"
      actions={
        <Button component={Link} to="/evaluate" size="small">
          {t('userDashboard.toDo.all')}
        </Button>
      }
    >
      {evaluations.length === 0 ? (
        <Box data-testid="dashboard-to-do-empty">
          <Typography sx={{ fontWeight: 600 }}>{t('userDashboard.toDo.empty')}</Typography>
          <Typography variant="body2" color="text.secondary">
            {t('userDashboard.toDo.emptyHint')}
          </Typography>
        </Box>
      ) : (
        <List disablePadding aria-label={t('userDashboard.toDo.title')}>
          {evaluations.map((evaluation) => (
            <ToDoLine key={evaluation.id} evaluation={evaluation} />
          ))}
        </List>
      )}
    </SectionPanel>
  );
}
