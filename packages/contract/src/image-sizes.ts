// How wide the catalogue's pictures show, as `sizes` attributes: the web app's <img> tags and
// the server's preload of a page's first picture must name the same, or the browser fetches
// the picture twice.

/** The main picture of a product page's gallery. */
export const PRODUCT_MAIN_IMAGE_SIZES = '(min-width: 1200px) 680px, (min-width: 900px) 56vw, 100vw';

/** A product card of a category page, and a bargain's card. */
export const PRODUCT_CARD_IMAGE_SIZES =
  '(min-width: 1200px) 370px, (min-width: 900px) 30vw, (min-width: 600px) 45vw, 92vw';
