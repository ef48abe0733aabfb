import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { billingRoutes } from '@performa/contracts/routes/billing';
import { useEffect, useState } from 'react';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { api } from '../lib/api-client.ts';
import { useFieldError, type FieldForm } from '../lib/forms.ts';

/**
 * The industries of `wizard/industries/` in the UI language (the api client sends it as Accept-Language),
 * read again when the language changes. A failed read leaves the list empty: the field still takes any text.
 */
function useIndustryNames(): { names: string[]; loading: boolean } {
  const { i18n } = useTranslation();
  const [loaded, setLoaded] = useState<{ language: string; names: string[] } | null>(null);
  const language = i18n.language;
  useEffect(() => {
    let live = true;
    api.call(billingRoutes.industries, {}).then(
      (answer) => live && setLoaded({ language, names: answer.industries.map((industry) => industry.name) }),
      (error: unknown) => {
        if (live) setLoaded({ language, names: [] });
        console.warn('The industries could not be loaded', error);
      },
    );
    return () => {
      live = false;
    };
  }, [language]);
  return { names: loaded?.names ?? [], loading: loaded?.language !== language };
}

export interface IndustryFieldProps<T extends FieldValues, B = T> {
  /** The form (useSchemaForm's): the field is controlled there and shows its error (its text replaces the hint). */
  form: FieldForm<T> & { control: Control<T, unknown, B> };
  name: Path<T>;
  label: string;
  testId: string;
  maxLength: number;
  required?: boolean;
}

/**
 * The industry of a company (registration, company settings; docs/product.md §7.11): one of the translated
 * industries to choose, or the company's own text. Either way the form holds the text, as the API takes it.
 * Loaded lazily by the registration form, so that the sign-in pages do without MUI's Autocomplete (ADR 7).
 */
export function IndustryField<T extends FieldValues, B = T>({ form, name, label, testId, maxLength, required }: IndustryFieldProps<T, B>) {
  const { t } = useTranslation();
  const { field } = useController({ control: form.control, name });
  const { names, loading } = useIndustryNames();
  const fieldError = useFieldError(form, name, t('common.industryHint'));
  const text = typeof field.value === 'string' ? field.value : '';
  return (
    <Autocomplete
      freeSolo
      fullWidth
      options={names}
      loading={loading}
      // The text is both the value and the input: opened on the stored text, the whole list shows.
      value={text || null}
      onChange={(_event, value) => field.onChange(value ?? '')}
      inputValue={text}
      onInputChange={(_event, value) => field.onChange(value)}
      onBlur={field.onBlur}
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          label={label}
          required={required}
          {...fieldError}
          slotProps={{
            ...params.slotProps,
            htmlInput: { ...params.slotProps.htmlInput, maxLength, 'data-testid': testId },
          }}
        />
      )}
    />
  );
}
