import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import type { OperatorPlan, planBodySchema } from '@performa/contracts/api/payment';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { FormDialog } from '../../../components/ui/form-dialog.tsx';
import { FormTextField } from '../../../components/ui/form-text-field.tsx';
import { useFormDialog } from '../../../components/ui/use-form-dialog.ts';
import { useSavePlan } from '../api/plans.ts';
import { planResolver } from '../api/resolvers.ts';

/** The form holds the body as typed (z.input); its resolver gives the checked body (z.output). */
type Values = z.input<typeof planBodySchema>;
type Body = z.output<typeof planBodySchema>;
const FIELDS: readonly Path<Values>[] = ['code', 'names.en', 'names.az', 'names.ru', 'months', 'price', 'currency', 'is_offered', 'sort_order'];
const NAME_FIELDS = [
  { name: 'names.en', label: 'nameEn', lang: 'en' },
  { name: 'names.az', label: 'nameAz', lang: 'az' },
  { name: 'names.ru', label: 'nameRu', lang: 'ru' },
] as const;
/** A number field's value: an empty one is NaN, which the schema refuses as invalid. */
const AS_NUMBER = { valueAsNumber: true } as const;

const valuesOf = (plan: OperatorPlan | null): Values =>
  plan
    ? {
        code: plan.code,
        names: plan.names,
        months: plan.months,
        price: plan.price,
        currency: plan.currency,
        is_offered: plan.is_offered,
        sort_order: plan.sort_order,
      }
    : { code: '', names: { en: '', az: '', ru: '' }, months: 12, price: 0, currency: 'AZN', is_offered: true, sort_order: 0 };

/**
 * Adds a plan (null) or changes one: its code, its name in each language, months, price and currency,
 * whether it is offered, its place in the list. The server's field errors (a code already used) land at
 * their fields. Payments already made keep the price and months they were made with.
 */
export function PlanDialog({ plan, onClose }: { plan: OperatorPlan | null; onClose: () => void }) {
  const { t } = useTranslation();
  const save = useSavePlan();
  const { form, control, dialog } = useFormDialog<Values, Body>(
    { resolver: planResolver, defaultValues: valuesOf(plan) },
    FIELDS,
    async (body) => {
      const saved = await save.mutateAsync({ id: plan?.id ?? null, body });
      return t(plan ? 'operator.plans.saved' : 'operator.plans.created', { code: saved.code });
    },
    { onClose, otherErrors: 'toast' },
  );
  return (
    <FormDialog
      {...dialog}
      title={plan ? t('operator.plans.editTitle', { code: plan.code }) : t('operator.plans.addTitle')}
      creates={!plan}
      testId="operator-plan-dialog"
    >
      <FormTextField
        form={form}
        name="code"
        label={t('operator.plans.fields.code')}
        helperText={t('operator.plans.fields.codeHint')}
        required
        fullWidth
        autoFocus
        maxLength={40}
        testId="operator-plan-code"
      />
      {NAME_FIELDS.map((field) => (
        <FormTextField
          key={field.name}
          form={form}
          name={field.name}
          label={t(`operator.plans.fields.${field.label}`)}
          lang={field.lang}
          required
          fullWidth
          maxLength={100}
          testId={`operator-plan-name-${field.lang}`}
        />
      ))}
      <FormTextField
        form={form}
        name="months"
        rules={AS_NUMBER}
        type="number"
        label={t('operator.plans.fields.months')}
        helperText={t('operator.plans.fields.monthsHint')}
        required
        fullWidth
        testId="operator-plan-months"
      />
      <FormTextField
        form={form}
        name="price"
        rules={AS_NUMBER}
        type="number"
        label={t('operator.plans.fields.price')}
        required
        fullWidth
        testId="operator-plan-price"
      />
      <FormTextField
        form={form}
        name="currency"
        label={t('operator.plans.fields.currency')}
        helperText={t('operator.plans.fields.currencyHint')}
        required
        fullWidth
        maxLength={3}
        testId="operator-plan-currency"
      />
      <FormTextField
        form={form}
        name="sort_order"
        rules={AS_NUMBER}
        type="number"
        label={t('operator.plans.fields.order')}
        helperText={t('operator.plans.fields.orderHint')}
        fullWidth
        testId="operator-plan-order"
      />
      <Controller
        control={control}
        name="is_offered"
        render={({ field }) => (
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(field.value)}
                onChange={(event) => field.onChange(event.target.checked)}
                slotProps={{ input: { 'data-testid': 'operator-plan-offered' } as object }}
              />
            }
            label={t('operator.plans.fields.offered')}
          />
        )}
      />
    </FormDialog>
  );
}
