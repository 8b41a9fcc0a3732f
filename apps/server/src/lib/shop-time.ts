/**
 * The shop's own time zone: a day of the back office's filters and figures runs from
 * midnight to midnight here, whatever the server's clock says.
 */
export const SHOP_TIME_ZONE = 'Europe/Vienna';
