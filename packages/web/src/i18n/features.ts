/**
 * The texts of each feature, merged into the app's one `translation` namespace by lib/i18n.ts.
 * Each feature keeps its texts in features/<name>/locales.ts under its own top-level key, so that
 * features never edit each other's texts. Importing this module registers them (app/app-shell.tsx
 * does, after sign-in; the login page never loads them).
 */
import { registerTexts } from '../lib/i18n.ts';
import { usersLocales } from '../features/users/locales.ts';
import { departmentsLocales } from '../features/departments/locales.ts';
import { positionalChartLocales } from '../features/positional-chart/locales.ts';
import { companySettingsLocales } from '../features/company-settings/locales.ts';
import { projectsLocales } from '../features/projects/locales.ts';
import { adminSettingsLocales } from '../features/admin-settings/locales.ts';
import { userPanelLocales } from '../features/user-panel/locales.ts';
import { wizardLocales } from '../features/wizard/locales.ts';
import { periodsLocales } from '../features/periods/locales.ts';
import { responseScalesLocales } from '../features/response-scales/locales.ts';
import { categoriesLocales } from '../features/categories/locales.ts';
import { competenciesLocales } from '../features/competencies/locales.ts';
import { goalsLocales } from '../features/goals/locales.ts';
import { weightsLocales } from '../features/weights/locales.ts';
import { goalDataLocales } from '../features/goal-data/locales.ts';
import { evaluationsLocales } from '../features/evaluations/locales.ts';
import { evaluateLocales } from '../features/evaluate/locales.ts';
import { notificationsLocales } from '../features/notifications/locales.ts';
import { performanceCardLocales } from '../features/performance-card/locales.ts';
import { calibrationLocales } from '../features/calibration/locales.ts';
import { performanceLocales } from '../features/performance/locales.ts';

const all = [
  usersLocales,
  departmentsLocales,
  positionalChartLocales,
  companySettingsLocales,
  projectsLocales,
  adminSettingsLocales,
  userPanelLocales,
  wizardLocales,
  periodsLocales,
  responseScalesLocales,
  categoriesLocales,
  competenciesLocales,
  goalsLocales,
  weightsLocales,
  goalDataLocales,
  evaluationsLocales,
  evaluateLocales,
  notificationsLocales,
  performanceCardLocales,
  calibrationLocales,
  performanceLocales,
] as const;

type English = (typeof usersLocales)['en'] &
  (typeof departmentsLocales)['en'] &
  (typeof positionalChartLocales)['en'] &
  (typeof companySettingsLocales)['en'] &
  (typeof projectsLocales)['en'] &
  (typeof adminSettingsLocales)['en'] &
  (typeof userPanelLocales)['en'] &
  (typeof wizardLocales)['en'] &
  (typeof periodsLocales)['en'] &
  (typeof responseScalesLocales)['en'] &
  (typeof categoriesLocales)['en'] &
  (typeof competenciesLocales)['en'] &
  (typeof goalsLocales)['en'] &
  (typeof weightsLocales)['en'] &
  (typeof goalDataLocales)['en'] &
  (typeof evaluationsLocales)['en'] &
  (typeof evaluateLocales)['en'] &
  (typeof notificationsLocales)['en'] &
  (typeof performanceCardLocales)['en'] &
  (typeof calibrationLocales)['en'] &
  (typeof performanceLocales)['en'];

const merge = (lang: 'en' | 'az' | 'ru') => Object.assign({}, ...all.map((locales) => locales[lang])) as English;

export const featureLocales = {
  en: merge('en'),
  az: merge('az'),
  ru: merge('ru'),
};

registerTexts(featureLocales);
