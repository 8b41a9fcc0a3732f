import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Box,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  FormControlLabel,
  FormGroup,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import type { CustomerSummary } from '@windfamily/contract/customers';
import type { StaffRole } from '@windfamily/contract/permissions';
import type { StaffRoleDefinitions } from '@windfamily/contract/staff';
import { useEffect, useId, useState } from 'react';
import toast from 'react-hot-toast';
import { SearchField } from '../../../components/backoffice/list-filters';
import { AdminLoadError } from '../../../components/backoffice/load-states';
import { useIsMobile } from '../../../components/backoffice/use-is-mobile';
import { errorMessage } from '../../accounts';
import { useCustomers, useSetStaffRoles } from '../api';
import { grantedBeyondAccess, roleLabel } from '../components/permission-texts';

export type RoleDefinition = StaffRoleDefinitions['roles'][number];

/** The account whose roles the dialog sets. */
export interface RoleHolderAccount {
  id: number;
  email: string;
  name: string;
  staff_roles: readonly string[];
  is_superuser: boolean;
}

const SEARCH_DELAY_MS = 300;
const MIN_SEARCH = 2;

/** `value`, once it has stopped changing for a moment. */
function useSettled(value: string): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [value]);
  return settled;
}

/** Finds the account that is to join the staff, through the customers' search. */
function AccountFinder({ onPick }: { onPick: (account: RoleHolderAccount) => void }) {
  const [text, setText] = useState('');
  const search = useSettled(text.trim());
  const enabled = search.length >= MIN_SEARCH;
  const accounts = useCustomers(
    { page: 1, search, country: '', reseller: '', hasOrders: '', sort: 'name' },
    enabled,
  );
  const pick = (account: CustomerSummary) =>
    onPick({
      id: account.id,
      email: account.email,
      name: account.name,
      staff_roles: [],
      is_superuser: false,
    });

  return (
    <Stack spacing={2}>
      <DialogContentText>
        Find the account of the new member of staff: they register in the shop first, like any
        customer.
      </DialogContentText>
      <SearchField
        label="Account"
        value={text}
        onChange={setText}
        placeholder="E-mail, name or company"
        autoFocus
      />
      {!enabled ? null : accounts.isPending ? (
        <Stack spacing={1} aria-busy="true" aria-label="Loading">
          <Skeleton variant="rounded" height={48} />
          <Skeleton variant="rounded" height={48} />
        </Stack>
      ) : accounts.isError ? (
        <AdminLoadError
          what="The accounts"
          error={accounts.error}
          onRetry={() => void accounts.refetch()}
        />
      ) : accounts.data.count === 0 ? (
        <Typography color="text.secondary" role="status">
          {`No account matches “${search}”.`}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" role="status">
            {accounts.data.count > accounts.data.results.length
              ? `${accounts.data.count} accounts match; the first ${accounts.data.results.length} are shown. Type more to narrow them down.`
              : `${accounts.data.count} account${accounts.data.count === 1 ? '' : 's'} found.`}
          </Typography>
          <List dense aria-label="Accounts found" sx={{ maxHeight: 320, overflowY: 'auto', p: 0 }}>
            {accounts.data.results.map((account) => {
              const why = account.erased
                ? 'Erased'
                : account.is_staff
                  ? 'Already a member of staff'
                  : undefined;
              return (
                <ListItem key={account.id} disablePadding>
                  <ListItemButton disabled={Boolean(why)} onClick={() => pick(account)}>
                    <ListItemText
                      primary={account.name || account.email}
                      secondary={[account.name ? account.email : '', why]
                        .filter(Boolean)
                        .join(' · ')}
                      slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
                    />
                  </ListItemButton>
                </ListItem>
              );
            })}
          </List>
        </>
      )}
    </Stack>
  );
}

/** One checkbox per role: its label, what it is for and what it grants. */
function RoleChoices({
  roles,
  chosen,
  onToggle,
  disabled,
}: {
  roles: RoleDefinition[];
  chosen: ReadonlySet<string>;
  onToggle: (code: StaffRole) => void;
  disabled: boolean;
}) {
  const labelId = useId();
  return (
    <Box role="group" aria-labelledby={labelId}>
      <Typography id={labelId} sx={{ fontWeight: 700, mb: 1 }}>
        Roles
      </Typography>
      <FormGroup sx={{ gap: 1.5 }}>
        {roles.map((role) => {
          const descriptionId = `${labelId}-${role.code}`;
          return (
            <Box key={role.code}>
              <FormControlLabel
                disabled={disabled}
                sx={{ alignItems: 'flex-start', mr: 0, '& .MuiCheckbox-root': { mt: -0.75 } }}
                control={
                  <Checkbox
                    checked={chosen.has(role.code)}
                    onChange={() => onToggle(role.code)}
                    slotProps={{ input: { 'aria-describedby': descriptionId } }}
                  />
                }
                label={<Typography sx={{ fontWeight: 600 }}>{role.label}</Typography>}
              />
              <Box id={descriptionId} sx={{ ml: 4, mt: -0.5 }}>
                <Typography variant="body2">{role.description}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {`Grants: ${grantedBeyondAccess(role.permissions).join('; ')}.`}
                </Typography>
              </Box>
            </Box>
          );
        })}
      </FormGroup>
    </Box>
  );
}

/**
 * Gives an account its staff roles: a member's (`member`), or a new member's found by the
 * customers' search first. No role at all takes the account out of the back office.
 */
export function RolesDialog({
  member,
  roles,
  onClose,
}: {
  member?: RoleHolderAccount;
  roles: RoleDefinition[];
  onClose: () => void;
}) {
  const isMobile = useIsMobile();
  const titleId = useId();
  const [account, setAccount] = useState<RoleHolderAccount | undefined>(member);
  const [chosen, setChosen] = useState<ReadonlySet<string>>(
    () => new Set(member?.staff_roles ?? []),
  );
  const save = useSetStaffRoles(account?.id ?? 0);
  const adding = !member;
  const hadRoles = (member?.staff_roles.length ?? 0) > 0;
  const takesAll = !adding && hadRoles && chosen.size === 0;
  const unchanged =
    !adding &&
    chosen.size === member.staff_roles.length &&
    member.staff_roles.every((code) => chosen.has(code));

  const toggle = (code: StaffRole) =>
    setChosen((current) => {
      const next = new Set(current);
      if (!next.delete(code)) next.add(code);
      return next;
    });

  const submit = () => {
    if (!account) return;
    // In the order of the roles' list.
    const picked = roles.map((role) => role.code).filter((code) => chosen.has(code));
    save.mutate(
      { roles: picked },
      {
        onSuccess: (saved) => {
          const labels = saved.staff_roles.map(roleLabel).join(', ');
          toast.success(
            saved.staff_roles.length === 0
              ? `${saved.email} has no role any more${saved.is_superuser ? '' : ' and no longer opens the back office'}.`
              : adding
                ? `${saved.email} joined the staff: ${labels}.`
                : `The roles of ${saved.email} were saved: ${labels}.`,
          );
          onClose();
        },
        onError: (error) => toast.error(errorMessage(error)),
      },
    );
  };

  const who = account ? account.name || account.email : '';
  return (
    <Dialog
      open
      onClose={save.isPending ? undefined : onClose}
      fullScreen={isMobile}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {!account
          ? 'Add a member of staff'
          : adding
            ? `Roles of ${who}, joining the staff`
            : `Roles of ${who}`}
      </DialogTitle>
      <DialogContent dividers>
        {!account ? (
          <AccountFinder onPick={setAccount} />
        ) : (
          <Box
            component="form"
            id={`${titleId}-form`}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Stack spacing={2}>
              {account.name && (
                <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                  {account.email}
                </Typography>
              )}
              {account.is_superuser && (
                <Alert severity="info">
                  A superuser holds every permission, whatever their roles.
                </Alert>
              )}
              <RoleChoices
                roles={roles}
                chosen={chosen}
                onToggle={toggle}
                disabled={save.isPending}
              />
              {takesAll && !account.is_superuser && (
                <Alert severity="warning">
                  {`Without a role, ${who} can no longer open the back office.`}
                </Alert>
              )}
              {save.isError && (
                <Alert severity="error" role="alert">
                  {errorMessage(save.error)}
                </Alert>
              )}
            </Stack>
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        {adding && account && (
          <Button
            startIcon={<ArrowBackIcon />}
            onClick={() => {
              setAccount(undefined);
              setChosen(new Set());
              save.reset();
            }}
            disabled={save.isPending}
            sx={{ mr: 'auto' }}
          >
            Another account
          </Button>
        )}
        <Button onClick={onClose} disabled={save.isPending}>
          Cancel
        </Button>
        {account && (
          <Button
            type="submit"
            form={`${titleId}-form`}
            variant="contained"
            color={takesAll ? 'error' : 'primary'}
            disabled={adding ? chosen.size === 0 : unchanged}
            loading={save.isPending}
          >
            {adding ? 'Give the roles' : takesAll ? 'Take every role away' : 'Save roles'}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
