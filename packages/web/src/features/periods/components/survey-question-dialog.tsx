import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MAX_SURVEY_OPTIONS, type SurveyQuestion, type surveyQuestionBodySchema } from '@performa/contracts/api/evaluations';
import { useWatch, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { useFieldErrorText } from '../../../lib/forms.ts';
import { surveyQuestionResolver } from '../api/evaluation-resolvers.ts';
import { useSaveSurveyQuestion } from '../api/survey-questions.ts';

type Values = z.input<typeof surveyQuestionBodySchema>;
type Body = z.output<typeof surveyQuestionBodySchema>;

/** Adds a survey question or changes one: the question and its options (2–10, each once). */
export function SurveyQuestionDialog({ question, position, onClose }: { question: SurveyQuestion | null; position: number; onClose: () => void }) {
  const { t } = useTranslation();
  const errorText = useFieldErrorText();
  const save = useSaveSurveyQuestion();
  // The fields of the options there are when the form is sent (options are added and removed).
  const fields = (): Path<Values>[] => ['question', 'options', 'position', ...options.map((_, index) => `options.${index}` as Path<Values>)];
  const { form, register, control, errors, dialog } = useFormDialog<Values, Body>(
    {
      resolver: surveyQuestionResolver,
      defaultValues: question
        ? { question: question.question, options: question.options, position: question.position }
        : { question: '', options: ['', ''], position },
    },
    fields,
    async (body) => {
      await save.mutateAsync({ id: question?.id, body });
      return t(question ? 'common.saved' : 'periods.survey.created');
    },
    { onClose },
  );
  const options = useWatch({ control, name: 'options' });
  const setOptions = (next: string[]) => form.setValue('options', next, { shouldDirty: true });
  const optionErrors = errors.options;
  // An error of the whole list (too few options, a repeated one), as opposed to one option's.
  const listError = optionErrors?.message ? optionErrors : optionErrors?.root;
  const listMessage = errorText(listError?.message ? { type: listError.type ?? 'validate', message: listError.message } : undefined);

  return (
    <FormDialog {...dialog} title={question ? t('periods.survey.editTitle') : t('periods.survey.newTitle')} creates={!question} testId="survey-dialog">
      <TextField
        label={t('periods.survey.question')}
        {...register('question')}
        multiline
        fullWidth
        error={Boolean(errors.question)}
        helperText={errorText(errors.question)}
        slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'survey-question' } }}
      />
      <Box role="group" aria-labelledby="survey-options-label">
        <Typography id="survey-options-label" sx={{ fontWeight: 600, mb: 1 }}>
          {t('periods.survey.options', { max: MAX_SURVEY_OPTIONS })}
        </Typography>
        {options.map((option, index) => {
          const error = Array.isArray(optionErrors) ? optionErrors[index] : undefined;
          return (
            <Box key={index} sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, mb: 1 }}>
              <TextField
                size="small"
                fullWidth
                label={t('periods.survey.option', { number: index + 1 })}
                value={option}
                onChange={(event) => form.setValue(`options.${index}`, event.target.value, { shouldDirty: true })}
                error={Boolean(error)}
                helperText={errorText(error)}
                slotProps={{ htmlInput: { maxLength: 200, 'data-testid': `survey-option-${index}` } }}
              />
              <IconButton
                aria-label={t('periods.survey.removeOption', { number: index + 1 })}
                onClick={() => setOptions(options.filter((_, i) => i !== index))}
                disabled={options.length <= 2}
                data-testid={`survey-option-remove-${index}`}
              >
                <DeleteOutlined />
              </IconButton>
            </Box>
          );
        })}
        {listMessage && (
          <FormHelperText error data-testid="survey-options-error">
            {listMessage}
          </FormHelperText>
        )}
        <Button
          startIcon={<Add />}
          onClick={() => setOptions([...options, ''])}
          disabled={options.length >= MAX_SURVEY_OPTIONS}
          data-testid="survey-option-add"
        >
          {t('periods.survey.addOption')}
        </Button>
      </Box>
    </FormDialog>
  );
}
