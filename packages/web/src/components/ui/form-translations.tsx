import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowRight from '@mui/icons-material/KeyboardArrowRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Typography from '@mui/material/Typography';
import { LANGUAGES, type Language } from '@performa/contracts/i18n/languages';
import { useId, useState } from 'react';
import { get, type FieldValues, type Path } from 'react-hook-form';
import { fieldError, type FieldForm } from '../../lib/forms.ts';
import { FormTextField } from './form-text-field.tsx';

/** The texts of a FormTranslations, from the feature's locales. */
export interface TranslationTexts {
  /** The toggle: "Translations". */
  toggle: string;
  /** Under the fields: what a reader of a language left empty sees. */
  hint: string;
  /** Each language's name: the label of its field. */
  languages: Record<Language, string>;
}

export interface FormTranslationsProps<T extends FieldValues> {
  /** The form (useSchemaForm's) the fields register in. */
  form: FieldForm<T>;
  /** The translations' field: a text per language (`labelTranslations` of the contracts, e.g. `name_translations`). */
  name: Path<T>;
  /** What is translated (the label of the field above it): the fields' group is named after it. */
  of: string;
  texts: TranslationTexts;
  /** Test ids: `<testId>-toggle` and `<testId>-<language>` (en, az, ru). */
  testId: string;
  /** The label's own limit, which each translation shares. */
  maxLength?: number;
}

/**
 * The translations of a label an admin types (ADR 29, docs/product.md §9.1), under its field: a compact
 * "Translations" toggle that opens a field per language. Readers of a language left empty see the label
 * as typed. Open from the start when the label has any (their languages are named beside the closed
 * toggle), and whenever one of them has an error.
 */
export function FormTranslations<T extends FieldValues>({ form, name, of, texts, testId, maxLength = 200 }: FormTranslationsProps<T>) {
  const given = get(form.formState.defaultValues, name) as Partial<Record<Language, string | null>> | null | undefined;
  const languagesGiven = LANGUAGES.filter((lang) => given?.[lang]);
  const [open, setOpen] = useState(languagesGiven.length > 0);
  const shown = open || Boolean(fieldError(form, name));
  const region = useId();
  return (
    <Box>
      <Button
        size="small"
        onClick={() => setOpen(!shown)}
        startIcon={shown ? <KeyboardArrowDown /> : <KeyboardArrowRight />}
        aria-label={`${texts.toggle}: ${of}`}
        aria-expanded={shown}
        aria-controls={shown ? region : undefined}
        sx={{ textTransform: 'none', px: 0.5, minWidth: 0 }}
        data-testid={`${testId}-toggle`}
      >
        {texts.toggle}
        {!shown && languagesGiven.length > 0 && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 0.75 }}>
            {languagesGiven.join(' · ')}
          </Typography>
        )}
      </Button>
      <Collapse in={shown} unmountOnExit>
        <Box id={region} role="group" aria-label={`${texts.toggle}: ${of}`} sx={{ pt: 1 }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {LANGUAGES.map((lang) => (
              <FormTextField
                key={lang}
                form={form}
                name={`${name}.${lang}` as Path<T>}
                size="small"
                label={texts.languages[lang]}
                lang={lang}
                maxLength={maxLength}
                sx={{ flex: '1 1 160px' }}
                testId={`${testId}-${lang}`}
              />
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {texts.hint}
          </Typography>
        </Box>
      </Collapse>
    </Box>
  );
}
