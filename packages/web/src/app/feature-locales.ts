/**
 * The texts of each feature, merged into the app's one `translation` namespace by lib/i18n.ts.
 * Each feature keeps its texts in features/<name>/locales.ts under its own top-level key, so that
 * features never edit each other's texts. The registry lives in the application layer, which may
 * import features. Importing this module registers them (app/app-shell.tsx does, after sign-in; the
 * login page never loads them).
 */
import type { Language } from '@performa/contracts/i18n/languages';
import { adminDashboardLocales } from '../features/admin-dashboard/locales.ts';
import { adminSettingsLocales } from '../features/admin-settings/locales.ts';
import { calibrationLocales } from '../features/calibration/locales.ts';
import { categoriesLocales } from '../features/categories/locales.ts';
import { companySettingsLocales } from '../features/company-settings/locales.ts';
import { competenciesLocales } from '../features/competencies/locales.ts';
import { departmentsLocales } from '../features/departments/locales.ts';
import { evaluateLocales } from '../features/evaluate/locales.ts';
import { evaluationsLocales } from '../features/evaluations/locales.ts';
import { goalDataLocales } from '../features/goal-data/locales.ts';
import { goalsLocales } from '../features/goals/locales.ts';
import { notificationsLocales } from '../features/notifications/locales.ts';
import { operatorLocales } from '../features/operator/locales.ts';
import { paymentLocales } from '../features/payment/locales.ts';
import { performanceCardLocales } from '../features/performance-card/locales.ts';
import { performanceLocales } from '../features/performance/locales.ts';
import { periodsLocales } from '../features/periods/locales.ts';
import { positionalChartLocales } from '../features/positional-chart/locales.ts';
import { projectsLocales } from '../features/projects/locales.ts';
import { reportingLocales } from '../features/reporting/locales.ts';
import { responseScalesLocales } from '../features/response-scales/locales.ts';
import { userDashboardLocales } from '../features/user-dashboard/locales.ts';
import { userPanelLocales } from '../features/user-panel/locales.ts';
import { usersLocales } from '../features/users/locales.ts';
import { weightsLocales } from '../features/weights/locales.ts';
import { wizardLocales } from '../features/wizard/locales.ts';
import { registerTexts } from '../lib/i18n.ts';

/**
 * Every feature's texts in one language: the list of features, once. Spreading the texts of a language
 * given as a type parameter types the result as the intersection of the features' texts, so the type
 * follows the list (a new feature's texts are typed as soon as they are listed here).
 */
const textsIn = <L extends Language>(lang: L) => ({
  ...usersLocales[lang],
  ...departmentsLocales[lang],
  ...positionalChartLocales[lang],
  ...companySettingsLocales[lang],
  ...projectsLocales[lang],
  ...adminSettingsLocales[lang],
  ...userPanelLocales[lang],
  ...wizardLocales[lang],
  ...periodsLocales[lang],
  ...responseScalesLocales[lang],
  ...categoriesLocales[lang],
  ...competenciesLocales[lang],
  ...goalsLocales[lang],
  ...weightsLocales[lang],
  ...goalDataLocales[lang],
  ...evaluationsLocales[lang],
  ...evaluateLocales[lang],
  ...notificationsLocales[lang],
  ...performanceCardLocales[lang],
  ...calibrationLocales[lang],
  ...performanceLocales[lang],
  ...userDashboardLocales[lang],
  ...adminDashboardLocales[lang],
  ...reportingLocales[lang],
  // Typed here with the others; the operator's page, outside the shell, registers them itself.
  ...operatorLocales[lang],
  ...paymentLocales[lang],
});

export const featureLocales = {
  en: textsIn('en'),
  az: textsIn('az'),
  ru: textsIn('ru'),
};

registerTexts(featureLocales);
