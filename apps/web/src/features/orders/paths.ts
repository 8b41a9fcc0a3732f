/** Where "No orders yet" sends the pilot. */
export const WINGS_PATH = '/store/categories/wings';
