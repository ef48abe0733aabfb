import { zodResolver } from '@hookform/resolvers/zod';
import { evaluationSettingsBodySchema, surveyQuestionBodySchema } from '@performa/contracts/api/evaluations';

/** The evaluation settings and survey question forms' resolvers, from the shared schemas (messages are i18n keys). */
export const evaluationSettingsResolver = zodResolver(evaluationSettingsBodySchema);
export const surveyQuestionResolver = zodResolver(surveyQuestionBodySchema);
