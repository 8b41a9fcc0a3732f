import CategoryIcon from '@mui/icons-material/Category';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import PeopleOutlineIcon from '@mui/icons-material/PeopleOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import RecyclingIcon from '@mui/icons-material/Recycling';
import RedeemOutlinedIcon from '@mui/icons-material/RedeemOutlined';
import SellOutlinedIcon from '@mui/icons-material/SellOutlined';
import { lazy } from '../../lib/lazy';

// Public face of the back-office catalogue: its sections of the back office, each loaded
// when first opened, and the product and price lists other back-office features pick from.

export { usePriceLists, useProductsAdmin } from './api';

/** The catalogue's areas of the back office (paths relative to /backoffice/). */
export const CATALOG_ADMIN_SECTIONS = [
  {
    path: 'products',
    label: 'Products',
    icon: CategoryIcon,
    Component: lazy(() => import('./products/products-section')),
  },
  {
    path: 'goodies',
    label: 'Goodies',
    icon: RedeemOutlinedIcon,
    Component: lazy(() => import('./goodies/goodies-page')),
  },
  {
    path: 'bargains',
    label: 'Bargains',
    icon: RecyclingIcon,
    Component: lazy(() => import('./bargains/bargains-section')),
  },
  {
    path: 'price-lists',
    label: 'Price lists',
    icon: ReceiptLongOutlinedIcon,
    Component: lazy(() => import('./price-lists/price-lists-section')),
  },
  {
    path: 'account-pricing',
    label: "Accounts' pricing",
    icon: PeopleOutlineIcon,
    Component: lazy(() => import('./price-lists/account-pricing-page')),
  },
  {
    path: 'promocodes',
    label: 'Promo codes',
    icon: SellOutlinedIcon,
    Component: lazy(() => import('./promo-codes/promo-codes-section')),
  },
  {
    path: 'shipping',
    label: 'Shipping prices',
    icon: LocalShippingOutlinedIcon,
    Component: lazy(() => import('./shipping/shipping-prices-page')),
  },
];
