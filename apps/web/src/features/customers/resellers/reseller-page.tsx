import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import { Alert, Box, Button, Stack } from '@mui/material';
import type { Reseller } from '@windfamily/contract/customers';
import { TAX_TREATMENT_LABELS } from '@windfamily/contract/order-basics';
import { PERMISSIONS, type Permission } from '@windfamily/contract/permissions';
import { FormProvider } from 'react-hook-form';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { Fact, Facts } from '../../../components/backoffice/facts';
import { FormSection } from '../../../components/backoffice/form-section';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { listUrl } from '../../../components/backoffice/use-list-params';
import { isHttpError } from '../../../lib/http';
import { errorMessage } from '../../accounts';
import { useGranted, useReseller } from '../api';
import { AccountFacts } from '../components/account-facts';
import { ContactSummary } from '../components/contact-summary';
import { CustomerOrders } from '../components/customer-orders';
import { CUSTOMER_PATHS } from '../paths';
import { TermsFields, useTermsForm } from './terms-form';

/** The reseller's terms, for those who may change them. */
function TermsForm({ reseller }: { reseller: Reseller }) {
  const navigate = useNavigate();
  const { form, submit } = useTermsForm(reseller, {
    // No longer a reseller: its page is the customer's now.
    onSaved: (saved) => {
      if (!saved.groups.is_reseller) void navigate(CUSTOMER_PATHS.customer(saved.id));
    },
  });
  const { isDirty, isSubmitting } = form.formState;
  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label="Terms">
        <TermsFields account={reseller} showSwitch />
        <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
          <Button disabled={!isDirty || isSubmitting} onClick={() => form.reset()}>
            Discard changes
          </Button>
          <Button type="submit" variant="contained" disabled={!isDirty} loading={isSubmitting}>
            Save terms
          </Button>
        </Stack>
      </Stack>
    </FormProvider>
  );
}

/**
 * What the reseller buys on: company, VAT id and price list (for those who only read them),
 * and how its orders are taxed.
 */
function TermsFacts({ reseller, taxOnly = false }: { reseller: Reseller; taxOnly?: boolean }) {
  const { price_list: list, vat_id, tax_treatment } = reseller.terms;
  return (
    <Facts>
      {!taxOnly && (
        <>
          <Fact label="Company">{reseller.company || '–'}</Fact>
          <Fact label="VAT id">{vat_id || 'None'}</Fact>
          <Fact label="Price list">
            {list
              ? `${list.name}: ${list.percent_off} % off${list.active ? '' : " (inactive: the shop's prices)"}`
              : "None: the shop's prices"}
          </Fact>
        </>
      )}
      <Fact label="Taxed as">
        {tax_treatment ? TAX_TREATMENT_LABELS[tax_treatment] : 'Not known without an address'}
      </Fact>
    </Facts>
  );
}

function ResellerDetail({
  reseller,
  granted,
  back,
}: {
  reseller: Reseller;
  granted: (permission: Permission) => boolean;
  back: { to: string; label: string };
}) {
  const mayChange = granted(PERMISSIONS.sales) && !reseller.erased_at;
  const country = reseller.address?.country;
  return (
    <>
      <AdminPageHeader
        title={reseller.company || reseller.address?.name || reseller.email}
        back={back}
        subtitle={`${reseller.email}${country ? ` · ${country.toUpperCase()}` : ''}`}
        actions={
          <Button
            component={RouterLink}
            to={CUSTOMER_PATHS.customer(reseller.id)}
            variant="outlined"
            startIcon={<PersonOutlineIcon />}
          >
            Customer page
          </Button>
        }
      />
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <FormSection
            title="Terms"
            description="How its orders are priced and taxed. A change applies from the next page the reseller opens."
          >
            {mayChange ? (
              <Stack spacing={3}>
                <TermsFacts reseller={reseller} taxOnly />
                <TermsForm reseller={reseller} />
              </Stack>
            ) : (
              <TermsFacts reseller={reseller} />
            )}
          </FormSection>
          <CustomerOrders
            orders={reseller.orders}
            email={reseller.email}
            canOpenOrders={granted(PERMISSIONS.ordersView)}
          />
        </Stack>
        <Stack spacing={3} sx={{ minWidth: 0 }}>
          <FormSection title="Contact">
            <ContactSummary contact={reseller} />
          </FormSection>
          <AccountFacts account={reseller} />
        </Stack>
      </Box>
    </>
  );
}

/** /backoffice/resellers/:id: a reseller's terms, orders and open balance. */
export default function ResellerPage() {
  const { id = '' } = useParams();
  const reseller = useReseller(Number(id));
  const granted = useGranted();
  const back = { to: listUrl(CUSTOMER_PATHS.resellers), label: 'All resellers' };

  if (isHttpError(reseller.error, 404) || isHttpError(reseller.error, 400))
    return (
      <>
        <AdminPageHeader title="Reseller not found" back={back} />
        <Alert severity="warning">{errorMessage(reseller.error)}</Alert>
      </>
    );
  if (reseller.isPending || !granted)
    return (
      <>
        <AdminPageHeader title="Reseller" back={back} />
        <FormSkeleton cards={2} />
      </>
    );
  if (reseller.isError)
    return (
      <>
        <AdminPageHeader title="Reseller" back={back} />
        <AdminLoadError
          what="The reseller"
          error={reseller.error}
          onRetry={() => void reseller.refetch()}
        />
      </>
    );
  return <ResellerDetail reseller={reseller.data} granted={granted} back={back} />;
}
