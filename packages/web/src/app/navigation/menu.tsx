import { allows, type AccessRule, type Principal } from '@performa/contracts/access';
import AccountBox from '@mui/icons-material/AccountBox';
import AccountTree from '@mui/icons-material/AccountTree';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Apartment from '@mui/icons-material/Apartment';
import Assessment from '@mui/icons-material/Assessment';
import AssignmentInd from '@mui/icons-material/AssignmentInd';
import AutoFixHigh from '@mui/icons-material/AutoFixHigh';
import Business from '@mui/icons-material/Business';
import Dashboard from '@mui/icons-material/Dashboard';
import DateRange from '@mui/icons-material/DateRange';
import Domain from '@mui/icons-material/Domain';
import FactCheck from '@mui/icons-material/FactCheck';
import Flag from '@mui/icons-material/Flag';
import FolderSpecial from '@mui/icons-material/FolderSpecial';
import Groups from '@mui/icons-material/Groups';
import Insights from '@mui/icons-material/Insights';
import Leaderboard from '@mui/icons-material/Leaderboard';
import Payment from '@mui/icons-material/Payment';
import People from '@mui/icons-material/People';
import Psychology from '@mui/icons-material/Psychology';
import RateReview from '@mui/icons-material/RateReview';
import Schema from '@mui/icons-material/Schema';
import Settings from '@mui/icons-material/Settings';
import type { MenuNode } from '../../components/layout/menu-node.ts';
import { routeFor } from '../route-table.ts';

/** A sidebar entry before filtering: `when` is an extra condition on top of the route's own rule. */
interface MenuSpec extends Omit<MenuNode, 'children'> {
  when?: (p: Principal) => boolean;
  children?: MenuSpec[];
}

const rule = (name: AccessRule) => (p: Principal) => allows(name, p);
/** Users see Goals and Competencies at the top level, management inside Corporate Board. */
const asUser = (p: Principal) => p.role === 'user';

function specFor(userId: number): MenuSpec[] {
  return [
    { key: 'dashboard', labelKey: 'nav.dashboard', icon: <Dashboard />, path: '/' },
    { key: 'wizard', labelKey: 'nav.wizard', icon: <AutoFixHigh />, path: '/wizard' },
    { key: 'projects', labelKey: 'nav.projects', icon: <FolderSpecial />, path: '/projects' },
    {
      key: 'corporate-board',
      labelKey: 'nav.corporateBoard',
      icon: <Apartment />,
      when: rule('management'),
      children: [
        {
          key: 'organizational-chart',
          labelKey: 'nav.organizationalChart',
          icon: <AccountTree />,
          children: [
            { key: 'departments', labelKey: 'nav.departments', icon: <Business />, path: '/departments' },
            { key: 'positions-chart', labelKey: 'nav.positionsChart', icon: <Schema />, path: '/positional-chart' },
          ],
        },
        {
          key: 'users-group',
          labelKey: 'nav.users',
          icon: <Groups />,
          children: [
            { key: 'performance-panel', labelKey: 'nav.performancePanel', icon: <Insights />, path: '/performance-panel' },
            { key: 'users', labelKey: 'nav.usersList', icon: <People />, path: '/users' },
            { key: 'evaluations', labelKey: 'nav.evaluations', icon: <FactCheck />, path: '/evaluations' },
          ],
        },
        { key: 'goals', labelKey: 'nav.goals', icon: <Flag />, path: '/goals' },
        { key: 'competencies', labelKey: 'nav.competencies', icon: <Psychology />, path: '/competencies' },
      ],
    },
    { key: 'goals', labelKey: 'nav.goals', icon: <Flag />, path: '/goals', when: asUser },
    { key: 'competencies', labelKey: 'nav.competencies', icon: <Psychology />, path: '/competencies', when: asUser },
    {
      key: 'user-board',
      labelKey: 'nav.userBoard',
      icon: <AccountBox />,
      children: [
        { key: 'user-panel', labelKey: 'nav.userPanel', icon: <AssignmentInd />, path: `/user-panel/${userId}?tab=edit-user` },
        // Everyone's way to their own performance cards, and a manager's to their reports' (docs/product.md §7.3).
        {
          key: 'my-results',
          labelKey: 'nav.myResults',
          icon: <Leaderboard />,
          path: `/user-panel/${userId}?tab=results`,
          tab: 'results',
          when: rule('activePackage'),
        },
        { key: 'evaluate', labelKey: 'nav.evaluate', icon: <RateReview />, path: '/evaluate' },
      ],
    },
    { key: 'reporting', labelKey: 'nav.reporting', icon: <Assessment />, path: '/reporting' },
    { key: 'periods', labelKey: 'nav.periods', icon: <DateRange />, path: '/periods' },
    {
      key: 'settings',
      labelKey: 'nav.settings',
      icon: <Settings />,
      children: [
        { key: 'company-settings', labelKey: 'nav.companySettings', icon: <Domain />, path: '/company-settings' },
        { key: 'admin-settings', labelKey: 'nav.adminSettings', icon: <AdminPanelSettings />, path: '/admin-settings' },
        { key: 'payment', labelKey: 'nav.paymentAndBilling', icon: <Payment />, path: '/payment' },
      ],
    },
  ];
}

/** A link shows when its route's guard lets the user in; a submenu when any of its entries shows. */
function visible(specs: readonly MenuSpec[], principal: Principal): MenuNode[] {
  const nodes: MenuNode[] = [];
  for (const { when, children, ...node } of specs) {
    if (when && !when(principal)) continue;
    if (children) {
      const shown = visible(children, principal);
      if (shown.length > 0) nodes.push({ ...node, children: shown });
    } else if (node.path) {
      const target = routeFor(node.path);
      if (target && allows(target.rule, principal)) nodes.push(node);
    }
  }
  return nodes;
}

/** The sidebar of docs/product.md §7.3 for this principal; every link's visibility comes from its route's rule. */
export function buildMenu(principal: Principal, userId: number): MenuNode[] {
  return visible(specFor(userId), principal);
}
