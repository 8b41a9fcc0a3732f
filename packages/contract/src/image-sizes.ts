// How wide the catalogue's pictures show, as `sizes` attributes: the web app's <img> tags and
// the server's preload of a page's first picture must name the same, or the browser fetches
// the picture twice.

/** The main picture of a product page's gallery. */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 1200px) 680px, (min-width: 900px) 56vw, 100vw';

/** A product card of a category page, and a bargain's card. */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1200px) 370px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 92vw';

/** A member's portrait on a family group's page: four to a row, two on phones. */
export const FAMILY_PORTRAIT_SIZES =
  '(min-width: 1200px) 270px, (min-width: 900px) 23vw, (min-width: 600px) 31vw, 46vw';

/** The portrait on a member's own page. */
export const FAMILY_MEMBER_PHOTO_SIZES = '(min-width: 900px) 360px, 72vw';

/** A card of the blog's list: three columns from 900 px, two from 600 px. */
export const BLOG_CARD_IMAGE_SIZES =
  '(min-width: 1200px) 370px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 92vw';
/** A blog post's cover, as wide as its text column (at most 900 px). */
export const BLOG_COVER_IMAGE_SIZES = '(min-width: 948px) 900px, 95vw';

/** A line's square picture on the checkout page, in CSS pixels (the cart drawer's are smaller). */
export const CART_LINE_IMAGE_PX = 96;
