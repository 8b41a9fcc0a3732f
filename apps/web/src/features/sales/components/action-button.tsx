import { Button, Tooltip, type ButtonProps } from '@mui/material';
import type { OrderPermissions } from '@windfamily/contract/orders';

/** One action of `GET …/permissions`: allowed, or why not. */
export type ActionRule = OrderPermissions['actions'][keyof OrderPermissions['actions']];

/**
 * A button of an action on the order, enabled as the server's rule says. Refused, it stays
 * focusable and shows why as its tooltip (and description); while the rules load it waits,
 * disabled.
 */
export function ActionButton({
  rule,
  onClick,
  ...props
}: Omit<ButtonProps, 'disabled' | 'sx' | 'href'> & { rule: ActionRule | undefined }) {
  if (!rule) return <Button {...props} disabled />;
  if (rule.allowed) return <Button {...props} onClick={onClick} />;
  return (
    <Tooltip title={rule.reason ?? 'Not possible now.'} describeChild>
      <Button
        {...props}
        aria-disabled="true"
        className="Mui-disabled"
        disableRipple
        sx={{ pointerEvents: 'auto', cursor: 'not-allowed' }}
      />
    </Tooltip>
  );
}
