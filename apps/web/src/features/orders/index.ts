// Public face of the orders feature: the rest of the app imports only from here.
export { orderKeyOf, orderKeys, orderQuery, seedOrder } from './api';
export { useAddressLines } from './components/address-lines';
export { InvoiceLinks } from './components/invoice-links';
export { PaymentLabel, StatusLabel } from './components/state-labels';
