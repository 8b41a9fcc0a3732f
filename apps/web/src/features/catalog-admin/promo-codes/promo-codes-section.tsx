import AddIcon from '@mui/icons-material/Add';
import { Button, Chip, Stack, Typography } from '@mui/material';
import { formatEuro } from '@windfamily/contract/money';
import type { PromoCodeAdmin } from '@windfamily/contract/pricing';
import toast from 'react-hot-toast';
import { Link as RouterLink, Route, Routes } from 'react-router';
import { errorMessage } from '../../accounts';
import { useCategories } from '../../catalog';
import { usePromoCodes, useSavePromoCode } from '../api';
import { AdminPageHeader } from '../../../components/backoffice/admin-page-header';
import { DataList, type DataColumn } from '../../../components/backoffice/data-list';
import {
  AdminEmptyState,
  AdminLoadError,
  ListSkeleton,
} from '../../../components/backoffice/load-states';
import { ActiveChip } from '../components/status-chip';
import { ADMIN_PATHS } from '../paths';
import PromoCodeEditorPage from './promo-code-editor-page';
import { promoCodePayload } from './promo-code-schema';

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "15 % off", "50 € off from 300 €". */
function promoBenefit(code: PromoCodeAdmin): string {
  const off =
    code.kind === 'percent'
      ? `${code.percent_off} % off`
      : `${formatEuro(code.amount_off ?? '0.00')} off`;
  return code.min_order_value ? `${off} from ${formatEuro(code.min_order_value)}` : off;
}

/** ["from 1 Jan 2026, 00:00", "until 31 Mar 2027, 23:59"], or ["Always"]. */
function promoValidity(code: PromoCodeAdmin): string[] {
  const parts = [
    code.valid_from && `from ${dateTime.format(new Date(code.valid_from))}`,
    code.valid_until && `until ${dateTime.format(new Date(code.valid_until))}`,
  ].filter((part): part is string => Boolean(part));
  return parts.length ? parts : ['Always'];
}

const isExpired = (code: PromoCodeAdmin, now: number) =>
  code.valid_until !== null && new Date(code.valid_until).getTime() < now;

function ToggleActiveButton({ code }: { code: PromoCodeAdmin }) {
  const save = useSavePromoCode(code.id);
  const toggle = async () => {
    try {
      await save.mutateAsync({ ...promoCodePayload(code), active: !code.active });
      toast.success(`${code.code} ${code.active ? 'deactivated' : 'activated'}.`);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  };
  return (
    <Button
      size="small"
      color={code.active ? 'inherit' : 'primary'}
      onClick={toggle}
      loading={save.isPending}
      aria-label={`${code.active ? 'Deactivate' : 'Activate'} ${code.code}`}
    >
      {code.active ? 'Deactivate' : 'Activate'}
    </Button>
  );
}

function PromoCodeListPage() {
  const codes = usePromoCodes();
  const categories = useCategories();
  const now = codes.dataUpdatedAt;
  const categoryName = (slug: string) =>
    categories.data?.categories.find((category) => category.slug === slug)?.name ?? slug;

  const scope = (code: PromoCodeAdmin) =>
    code.categories.length === 0 && code.products.length === 0
      ? 'on the whole cart'
      : `on ${[...code.categories.map(categoryName), ...code.products.map((product) => product.name)].join(', ')}`;

  const columns: DataColumn<PromoCodeAdmin>[] = [
    {
      key: 'state',
      label: 'Active',
      card: 'inline',
      render: (code) => <ActiveChip active={code.active} />,
    },
    {
      key: 'benefit',
      label: 'Gives',
      render: (code) => (
        <Stack component="span">
          <span>{promoBenefit(code)}</span>
          <Typography
            component="span"
            variant="caption"
            color="text.secondary"
            sx={{ whiteSpace: 'normal', maxWidth: 220 }}
          >
            {scope(code)}
          </Typography>
        </Stack>
      ),
    },
    {
      key: 'validity',
      label: 'Valid',
      render: (code) => (
        <Stack component="span" sx={{ alignItems: 'flex-start' }}>
          {promoValidity(code).map((line) => (
            <span key={line}>{line}</span>
          ))}
          {isExpired(code, now) && (
            <Chip label="Expired" size="small" color="warning" variant="outlined" />
          )}
        </Stack>
      ),
    },
    {
      key: 'uses',
      label: 'Used',
      align: 'right',
      render: (code) => (
        <Stack component="span">
          <span>{`${code.used_count} / ${code.max_uses ?? '∞'}`}</span>
          {code.max_uses_per_account && (
            <Typography component="span" variant="caption" color="text.secondary">
              {`${code.max_uses_per_account} per account`}
            </Typography>
          )}
        </Stack>
      ),
    },
  ];

  const addButton = (
    <Button
      component={RouterLink}
      to={ADMIN_PATHS.newPromoCode}
      variant="contained"
      startIcon={<AddIcon />}
    >
      New promo code
    </Button>
  );

  return (
    <>
      <AdminPageHeader
        title="Promo codes"
        subtitle="Codes customers enter in the cart, newest first."
        actions={addButton}
      />
      {codes.isPending ? (
        <ListSkeleton rows={4} />
      ) : codes.isError ? (
        <AdminLoadError
          what="The promo codes"
          error={codes.error}
          onRetry={() => void codes.refetch()}
        />
      ) : codes.data.length === 0 ? (
        <AdminEmptyState title="No promo codes yet">{addButton}</AdminEmptyState>
      ) : (
        <DataList
          label="Promo codes"
          rows={codes.data}
          rowKey={(code) => code.id}
          title={{
            key: 'code',
            label: 'Code',
            render: (code) => (
              <Stack component="span">
                <span>{code.code}</span>
                {code.description && (
                  <Typography
                    component="span"
                    variant="caption"
                    color="text.secondary"
                    sx={{
                      whiteSpace: 'normal',
                      fontWeight: 400,
                      display: 'block',
                      minWidth: 160,
                      maxWidth: 220,
                    }}
                  >
                    {code.description}
                  </Typography>
                )}
              </Stack>
            ),
          }}
          columns={columns}
          inactive={(code) => !code.active || isExpired(code, now)}
          href={(code) => ADMIN_PATHS.promoCode(code.id)}
          actions={(code) => <ToggleActiveButton code={code} />}
        />
      )}
    </>
  );
}

/** /backoffice/promocodes/*: the codes, and the editor of one (or a new one). */
export default function PromoCodesSection() {
  return (
    <Routes>
      <Route index element={<PromoCodeListPage />} />
      <Route path=":id" element={<PromoCodeEditorPage />} />
    </Routes>
  );
}
