/** Every feature's texts in English (see ../feature-locales.ts): the list of features, once. */
import { en as adminDashboard } from '../../features/admin-dashboard/locales/en.ts';
import { en as adminSettings } from '../../features/admin-settings/locales/en.ts';
import { en as calibration } from '../../features/calibration/locales/en.ts';
import { en as categories } from '../../features/categories/locales/en.ts';
import { en as companySettings } from '../../features/company-settings/locales/en.ts';
import { en as competencies } from '../../features/competencies/locales/en.ts';
import { en as departments } from '../../features/departments/locales/en.ts';
import { en as evaluate } from '../../features/evaluate/locales/en.ts';
import { en as evaluations } from '../../features/evaluations/locales/en.ts';
import { en as goalData } from '../../features/goal-data/locales/en.ts';
import { en as goals } from '../../features/goals/locales/en.ts';
import { en as notifications } from '../../features/notifications/locales/en.ts';
import { en as operator } from '../../features/operator/locales/en.ts';
import { en as payment } from '../../features/payment/locales/en.ts';
import { en as performance } from '../../features/performance/locales/en.ts';
import { en as performanceCard } from '../../features/performance-card/locales/en.ts';
import { en as periods } from '../../features/periods/locales/en.ts';
import { en as positionalChart } from '../../features/positional-chart/locales/en.ts';
import { en as projects } from '../../features/projects/locales/en.ts';
import { en as reporting } from '../../features/reporting/locales/en.ts';
import { en as responseScales } from '../../features/response-scales/locales/en.ts';
import { en as userDashboard } from '../../features/user-dashboard/locales/en.ts';
import { en as userPanel } from '../../features/user-panel/locales/en.ts';
import { en as users } from '../../features/users/locales/en.ts';
import { en as weights } from '../../features/weights/locales/en.ts';
import { en as wizard } from '../../features/wizard/locales/en.ts';

/** The merged English texts: their type is the texts' type (types/i18next.d.ts); each feature's az.ts and ru.ts are typed against its en.ts. */
export const featureTexts = {
  ...users,
  ...departments,
  ...positionalChart,
  ...companySettings,
  ...projects,
  ...adminSettings,
  ...userPanel,
  ...wizard,
  ...periods,
  ...responseScales,
  ...categories,
  ...competencies,
  ...goals,
  ...weights,
  ...goalData,
  ...evaluations,
  ...evaluate,
  ...notifications,
  ...performanceCard,
  ...calibration,
  ...performance,
  ...userDashboard,
  ...adminDashboard,
  ...reporting,
  // Typed here with the others; the operator's page, outside the shell, registers them itself.
  ...operator,
  ...payment,
};
