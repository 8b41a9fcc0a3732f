import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, Typography } from '@mui/material';
import {
  demoSaleDiscountPercent,
  demoSaleRuleSchema,
  type DemoSaleRule,
} from '@windfamily/contract/rentals';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import toast from 'react-hot-toast';
import { applyServerErrors, fieldMapper } from '../../../components/backoffice/form-errors';
import { FieldGrid, FormSection } from '../../../components/backoffice/form-section';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { FormNumberField } from '../../../components/backoffice/number-field';
import { FormRootError } from '../../accounts';
import { useMaySell, useSaleRule, useSetSaleRule } from './api';

/** The hours the card's example counts. */
const EXAMPLE_HOURS = 25;

function SaleRuleForm({ rule }: { rule: DemoSaleRule }) {
  const maySell = useMaySell();
  const save = useSetSaleRule();
  const form = useForm<DemoSaleRule>({
    resolver: zodResolver(demoSaleRuleSchema),
    mode: 'onTouched',
    defaultValues: rule,
  });
  const [perTen, max] = useWatch({
    control: form.control,
    name: ['percent_per_10_hours', 'max_percent'],
  });
  const example =
    typeof perTen === 'number' && typeof max === 'number'
      ? demoSaleDiscountPercent({ percent_per_10_hours: perTen, max_percent: max }, EXAMPLE_HOURS)
      : null;
  const submit = form.handleSubmit(async (values) => {
    try {
      const saved = await save.mutateAsync(values);
      form.reset(saved);
      toast.success('The sale rule is saved.');
    } catch (error) {
      applyServerErrors(
        error,
        form.setError,
        fieldMapper<DemoSaleRule>({ fields: ['percent_per_10_hours', 'max_percent'] }),
      );
    }
  });
  return (
    <FormProvider {...form}>
      <Stack
        component="form"
        noValidate
        aria-label="Sale rule"
        spacing={2}
        onSubmit={(event) => void submit(event)}
      >
        <FormRootError />
        <FieldGrid>
          <FormNumberField
            name="percent_per_10_hours"
            label="Off per 10 hours flown"
            unit="%"
            decimal
            required
            disabled={!maySell}
          />
          <FormNumberField
            name="max_percent"
            label="At most"
            unit="%"
            decimal
            required
            disabled={!maySell}
          />
        </FieldGrid>
        <Typography variant="body2" color="text.secondary" aria-live="polite">
          {example === null
            ? 'Fill in both percentages.'
            : `A wing flown ${EXAMPLE_HOURS} hours is sold ${example} % below the pilot's price.`}
        </Typography>
        {maySell ? (
          <Stack direction="row">
            <Button
              type="submit"
              variant="contained"
              loading={form.formState.isSubmitting}
              disabled={!form.formState.isDirty}
            >
              Save the rule
            </Button>
          </Stack>
        ) : (
          <Typography variant="body2">Sales set the rule.</Typography>
        )}
      </Stack>
    </FormProvider>
  );
}

/** The Demo fleet's settings: how the hours flown lower the price of a demo wing sold. */
export function SaleRuleCard() {
  const rule = useSaleRule();
  return (
    <FormSection
      title="Selling a demo wing"
      description="A pilot may keep the demo wing they fly: its price is theirs in the shop, less a percentage for each whole 10 hours it has flown, up to a maximum."
    >
      {rule.isPending ? (
        <FormSkeleton cards={1} />
      ) : rule.isError ? (
        <AdminLoadError
          what="The sale rule"
          error={rule.error}
          onRetry={() => void rule.refetch()}
        />
      ) : (
        <SaleRuleForm rule={rule.data} />
      )}
    </FormSection>
  );
}
