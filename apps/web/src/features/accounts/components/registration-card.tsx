import { Card, CardContent, Typography } from '@mui/material';
import { useId } from 'react';
import { appConfig } from '../../../lib/app-config';
import { RegistrationForm } from './registration-form';

/** 'Join the {brand}' with the registration form. */
export function RegistrationCard() {
  const titleId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="h5" component="h2" gutterBottom>
          {`Join the ${appConfig.brand}`}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
          With an account you save your colour combinations, follow your orders and check out
          faster.
        </Typography>
        <RegistrationForm />
      </CardContent>
    </Card>
  );
}
