import DeleteForeverOutlinedIcon from '@mui/icons-material/DeleteForeverOutlined';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HandshakeOutlinedIcon from '@mui/icons-material/HandshakeOutlined';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
} from '@mui/material';
import type { Customer } from '@windfamily/contract/customers';
import { PERMISSIONS, type Permission } from '@windfamily/contract/permissions';
import { useId, useState } from 'react';
import { FormProvider } from 'react-hook-form';
import toast from 'react-hot-toast';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { FormSection } from '../../../components/backoffice/form-section';
import { AdminLoadError, FormSkeleton } from '../../../components/backoffice/load-states';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { listUrl } from '../../../components/backoffice/use-list-params';
import { formatDateTime, formatDay } from '../../../lib/dates';
import { isHttpError } from '../../../lib/http';
import { errorMessage } from '../../accounts';
import { useCustomer, useExportCustomer, useGranted } from '../api';
import { AccountChips } from '../components/account-chips';
import { AccountFacts } from '../components/account-facts';
import { ColorCombos } from '../components/color-combos';
import { ContactSummary } from '../components/contact-summary';
import { CustomerOrders } from '../components/customer-orders';
import { saveJsonFile } from '../../../lib/save-file';
import { CUSTOMER_PATHS } from '../paths';
import { TermsFields, useTermsForm } from '../resellers/terms-form';
import { ContactDetailsForm } from './contact-details-form';
import { EraseDialog } from './erase-dialog';

/** Makes a customer a reseller: its company, VAT id and price list. */
function MakeResellerDialog({ customer, onClose }: { customer: Customer; onClose: () => void }) {
  const isMobile = useIsMobile();
  const titleId = useId();
  const navigate = useNavigate();
  const { form, submit } = useTermsForm(customer, {
    makeReseller: true,
    onSaved: (saved) => void navigate(CUSTOMER_PATHS.reseller(saved.id)),
  });
  const { isSubmitting } = form.formState;
  return (
    <Dialog
      open
      onClose={isSubmitting ? undefined : onClose}
      fullScreen={isMobile}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={submit} sx={{ display: 'contents' }}>
          <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
            {`Make ${customer.email} a reseller`}
          </DialogTitle>
          <DialogContent dividers>
            <TermsFields account={customer} showSwitch={false} />
          </DialogContent>
          <DialogActions sx={{ px: 3, py: 1.5 }}>
            <Button onClick={onClose} disabled={isSubmitting}>
              Cancel
            </Button>
            <Button type="submit" variant="contained" loading={isSubmitting}>
              Make a reseller
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
    </Dialog>
  );
}

type OpenDialog = 'erase' | 'reseller' | null;

/** What the signed-in member of staff holds. */
type Granted = (permission: Permission) => boolean;

function CustomerActions({
  customer,
  granted,
  onOpen,
}: {
  customer: Customer;
  granted: Granted;
  onOpen: (dialog: OpenDialog) => void;
}) {
  const exporter = useExportCustomer(customer.id);
  const mayChange = granted(PERMISSIONS.sales);
  const erased = Boolean(customer.erased_at);

  const exportData = () =>
    exporter.mutate(undefined, {
      onSuccess: (data) => {
        const fileName = `customer-${customer.id}-${data.exported_at.slice(0, 10)}.json`;
        saveJsonFile(data, fileName);
        toast.success(`The data of ${customer.email} was saved as ${fileName}.`);
      },
      onError: (error) => toast.error(errorMessage(error)),
    });

  return (
    <>
      {customer.groups.is_reseller ? (
        <Button
          component={RouterLink}
          to={CUSTOMER_PATHS.reseller(customer.id)}
          variant="outlined"
          startIcon={<HandshakeOutlinedIcon />}
        >
          Reseller terms
        </Button>
      ) : (
        mayChange &&
        !erased && (
          <Button
            variant="outlined"
            startIcon={<HandshakeOutlinedIcon />}
            onClick={() => onOpen('reseller')}
          >
            Make a reseller
          </Button>
        )
      )}
      {mayChange && (
        <Button
          variant="outlined"
          startIcon={<FileDownloadOutlinedIcon />}
          onClick={exportData}
          loading={exporter.isPending}
          loadingPosition="start"
        >
          Export data
        </Button>
      )}
      {mayChange && !erased && (
        <Button
          variant="outlined"
          color="error"
          startIcon={<DeleteForeverOutlinedIcon />}
          onClick={() => onOpen('erase')}
        >
          Erase personal data
        </Button>
      )}
    </>
  );
}

function CustomerDetail({
  customer,
  granted,
  back,
}: {
  customer: Customer;
  granted: Granted;
  back: { to: string; label: string };
}) {
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const erased = customer.erased_at;
  const name = customer.address?.name;

  return (
    <>
      <AdminPageHeader
        title={erased ? `Account ${customer.id}` : name || customer.email}
        back={back}
        subtitle={
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}
          >
            <span>
              {erased
                ? `Registered ${formatDay(customer.registration_date)}`
                : `${customer.email} · registered ${formatDay(customer.registration_date)}`}
            </span>
            <AccountChips
              reseller={customer.groups.is_reseller}
              staff={customer.groups.is_staff}
              superuser={customer.groups.is_superuser}
              erased={Boolean(erased)}
            />
          </Box>
        }
        actions={<CustomerActions customer={customer} granted={granted} onOpen={setDialog} />}
      />
      {erased && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {`The personal data of this account was erased on ${formatDateTime(erased)}. Its orders are kept for the books without it.`}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          alignItems: 'start',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 360px' },
          // On phones the money comes right after the contact details; beside them on wide screens.
          gridTemplateAreas: erased
            ? { xs: '"account" "orders" "combos"', lg: '"orders account" "combos account"' }
            : {
                xs: '"contact" "account" "orders" "combos"',
                lg: '"contact account" "orders account" "combos account"',
              },
          '& > *': { minWidth: 0 },
        }}
      >
        {!erased && (
          <Box sx={{ gridArea: 'contact' }}>
            <FormSection
              title="Contact details"
              description={
                granted(PERMISSIONS.sales)
                  ? 'Used for the orders, their mails and deliveries.'
                  : undefined
              }
            >
              {granted(PERMISSIONS.sales) ? (
                <ContactDetailsForm customer={customer} />
              ) : (
                <ContactSummary contact={customer} />
              )}
            </FormSection>
          </Box>
        )}
        <Box sx={{ gridArea: 'account' }}>
          <AccountFacts account={customer} />
        </Box>
        <Box sx={{ gridArea: 'orders' }}>
          <CustomerOrders
            orders={customer.orders}
            email={customer.email}
            canOpenOrders={granted(PERMISSIONS.ordersView)}
          />
        </Box>
        <Box sx={{ gridArea: 'combos' }}>
          <ColorCombos combos={customer.combos} />
        </Box>
      </Box>
      {dialog === 'erase' && <EraseDialog customer={customer} onClose={() => setDialog(null)} />}
      {dialog === 'reseller' && (
        <MakeResellerDialog customer={customer} onClose={() => setDialog(null)} />
      )}
    </>
  );
}

/** /backoffice/customers/:id: an account, its orders and combos, and its data. */
export default function CustomerPage() {
  const { id = '' } = useParams();
  const customer = useCustomer(Number(id));
  const granted = useGranted();
  const back = { to: listUrl(CUSTOMER_PATHS.customers), label: 'All customers' };

  if (isHttpError(customer.error, 404) || isHttpError(customer.error, 400))
    return (
      <>
        <AdminPageHeader title="Customer not found" back={back} />
        <Alert severity="warning">{errorMessage(customer.error)}</Alert>
      </>
    );
  if (customer.isPending || !granted)
    return (
      <>
        <AdminPageHeader title="Customer" back={back} />
        <FormSkeleton cards={2} />
      </>
    );
  if (customer.isError)
    return (
      <>
        <AdminPageHeader title="Customer" back={back} />
        <AdminLoadError
          what="The customer"
          error={customer.error}
          onRetry={() => void customer.refetch()}
        />
      </>
    );
  return <CustomerDetail customer={customer.data} granted={granted} back={back} />;
}
