import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Link,
  Typography,
  useMediaQuery,
  useTheme,
  type Breakpoint,
} from '@mui/material';
import { Suspense, type ReactNode } from 'react';
import type { AccountDialogs } from './account-dialogs';
import { LazyLoginBox, LazyRegistrationForm } from './lazy-forms';
import { LoadingBox } from './loading-box';

export type OpenDialog = 'login' | 'register' | null;

interface HostProps {
  open: OpenDialog;
  dialogs: AccountDialogs;
  onClose: () => void;
}

/** The Login and Create Account dialogs; loaded the first time one of them opens. */
export default function AccountDialogHost({ open, dialogs, onClose }: HostProps) {
  return (
    <>
      <AccountDialog title="Login" open={open === 'login'} onClose={onClose} maxWidth="xs">
        <LazyLoginBox autoFocus onCreateAccount={dialogs.openRegister} />
      </AccountDialog>
      <AccountDialog
        title="Create Account"
        open={open === 'register'}
        onClose={onClose}
        maxWidth="sm"
      >
        <LazyRegistrationForm />
        <Typography variant="body2" sx={{ mt: 2 }}>
          Already have an account?{' '}
          <Link component="button" type="button" variant="body2" onClick={dialogs.openLogin}>
            Login
          </Link>
        </Typography>
      </AccountDialog>
    </>
  );
}

interface AccountDialogProps {
  title: string;
  open: boolean;
  onClose: () => void;
  maxWidth: Breakpoint;
  children: ReactNode;
}

function AccountDialog({ title, open, onClose, maxWidth, children }: AccountDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth={maxWidth} fullScreen={fullScreen}>
      <DialogTitle sx={{ pr: 7 }}>{title}</DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={onClose}
        sx={{ position: 'absolute', right: 12, top: 12 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent>
        <Suspense fallback={<LoadingBox />}>{children}</Suspense>
      </DialogContent>
    </Dialog>
  );
}
