import PersonSearch from '@mui/icons-material/PersonSearch';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { UserPanel } from '@performa/contracts/api/employees';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { LoadFailed } from '../../../components/ui/load-failed.tsx';
import { useDocumentTitle } from '../../../hooks/use-document-title.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { initials } from '../../../lib/initials.ts';
import { useSession } from '../../../lib/session.ts';
import { useUserPanel } from '../api/get-user-panel.ts';
import { usePanelRights, type PanelRights } from '../hooks/use-panel-rights.ts';
import { ChangePasswordTab } from './change-password-tab.tsx';
import { EditUserTab } from './edit-user-tab.tsx';
import { GoalsTab, type GoalsEditorProps } from './goals-tab.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { ResultsTab } from './results-tab.tsx';
import { SkillsTab } from './skills-tab.tsx';

const TABS = ['profile', 'results', 'edit-user', 'goals', 'competencies', 'change-password'] as const;
type TabKey = (typeof TABS)[number];
const LABELS = {
  profile: 'profile',
  results: 'results',
  'edit-user': 'editUser',
  goals: 'goals',
  competencies: 'competencies',
  'change-password': 'changePassword',
} as const;

function PageTitle() {
  const { t } = useTranslation();
  const title = t('userPanel.title');
  useDocumentTitle(title);
  return (
    <Typography variant="h4" component="h1" data-testid="page-title">
      {title}
    </Typography>
  );
}

/** Someone else's panel out of reach, or no such account (the server answers 404 for both). */
function NotFound() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <PageTitle />
      <Box
        data-testid="user-panel-not-found"
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 2, py: 6, px: 2 }}
      >
        <PersonSearch color="action" sx={{ fontSize: 64 }} />
        <Typography variant="h5" component="h2">
          {t('errors.profileNotFound')}
        </Typography>
        <Typography color="text.secondary">{t('userPanel.notFoundMessage')}</Typography>
        <Button component={Link} to="/" variant="contained">
          {t('common.goToDashboard')}
        </Button>
      </Box>
    </Box>
  );
}

export interface UserPanelScreenProps {
  /** The goal editor the page composes for callers who may change this person's goals (features do not import each other). */
  goalsEditor?: (props: GoalsEditorProps) => ReactNode;
}

/** The tabs the caller may open on a loaded panel (the row rules of contracts/access.ts, docs/product.md §1.6). */
function tabsOf(rights: PanelRights): TabKey[] {
  const shown: Record<TabKey, boolean> = {
    profile: true,
    results: rights.viewResults,
    'edit-user': rights.editProfile,
    goals: rights.viewGoals,
    competencies: rights.viewSkills,
    'change-password': rights.own,
  };
  return TABS.filter((key) => shown[key]);
}

/** Stands in while the panel loads (hooks run before the answer is there). */
const NO_PANEL: UserPanel = {
  account: { id: 0, first_name: '', last_name: '', full_name: '', email: '', username: '', role: 'user', image: null },
  employee: null,
  relation: null,
  results: false,
  team: [],
};

function Panel({ id, goalsEditor }: UserPanelScreenProps & { id: number }) {
  const { t } = useTranslation();
  const meId = useSession((s) => s.user.id);
  const [params, setParams] = useSearchParams();
  const { data: panel, error, refetch, isFetching } = useUserPanel(id);
  const rights = usePanelRights(panel ?? NO_PANEL);
  const own = id === meId;
  const tabs = panel ? tabsOf(rights) : TABS.filter((key) => key !== 'change-password' || own);
  const requested = params.get('tab') as TabKey | null;
  const tab: TabKey = requested && tabs.includes(requested) ? requested : 'profile';

  if (isApiError(error) && error.status === 404) return <NotFound />;

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, maxWidth: 960 }}>
      <PageTitle />
      {error && !panel && (
        <LoadFailed testId="user-panel-error" retrying={isFetching} onRetry={() => void refetch()}>
          {t('userPanel.loadFailed')} {errorMessage(error, 'errors.fetchFailed')}
        </LoadFailed>
      )}
      {!panel && !error && (
        <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
          <CircularProgress />
        </Box>
      )}
      {panel && (
        <>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'flex', alignItems: 'center', gap: 2.5 }} data-testid="user-panel-header">
            <Avatar
              src={panel.account.image ?? undefined}
              alt={panel.account.full_name}
              sx={{ width: 72, height: 72, bgcolor: 'secondary.main', fontSize: 28 }}
              data-testid="panel-avatar"
            >
              {initials(panel.account.full_name)}
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700, wordBreak: 'break-word' }} data-testid="panel-header-name">
                {panel.account.full_name}
              </Typography>
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 0.5 }}>
                <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
                  {panel.account.username}
                </Typography>
                <Chip size="small" color={panel.account.role === 'user' ? 'default' : 'primary'} label={t(`userPanel.roles.${panel.account.role}`)} />
              </Box>
            </Box>
          </Paper>
          <Tabs
            value={tab}
            onChange={(_event, next: TabKey) =>
              setParams(
                (current) => {
                  const nextParams = new URLSearchParams(current);
                  nextParams.set('tab', next);
                  return nextParams;
                },
                { replace: true },
              )
            }
            variant="scrollable"
            sx={{ borderBottom: 1, borderColor: 'divider', '& .MuiTab-root': { px: { xs: 1.5, sm: 2 }, minWidth: { xs: 0, sm: 90 } } }}
          >
            {tabs.map((key) => (
              <Tab key={key} value={key} label={t(`userPanel.tabs.${LABELS[key]}`)} data-testid={`panel-tab-${key}`} />
            ))}
          </Tabs>
          <Box role="tabpanel" data-testid={`panel-${tab}`}>
            {tab === 'profile' && <ProfileTab panel={panel} />}
            {tab === 'results' && panel.employee && <ResultsTab employeeId={panel.employee.id} team={panel.team} />}
            {tab === 'edit-user' && <EditUserTab key={`${panel.account.id}`} panel={panel} own={own} />}
            {tab === 'goals' && <GoalsTab accountId={panel.account.id} canEdit={rights.editGoals} editor={goalsEditor} />}
            {tab === 'competencies' && <SkillsTab accountId={panel.account.id} canEdit={rights.editSkills} />}
            {tab === 'change-password' && own && <ChangePasswordTab />}
          </Box>
        </>
      )}
    </Box>
  );
}

/**
 * /user-panel/:id (?tab=profile|results|edit-user|goals|competencies|change-password): one's own panel, a
 * report's (a manager's whole line), or one in the reach of an admin or a holder of a goal or skill code
 * (docs/product.md §7.4).
 */
export function UserPanelScreen({ goalsEditor }: UserPanelScreenProps) {
  const { id } = useParams();
  const accountId = Number(id);
  if (!Number.isSafeInteger(accountId) || accountId <= 0) return <NotFound />;
  return <Panel key={accountId} id={accountId} goalsEditor={goalsEditor} />;
}
