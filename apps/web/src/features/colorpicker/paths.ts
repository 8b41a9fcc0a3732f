/** The query parameter of a saved combo the picker starts from (its "Open a copy"). */
export const COPY_PARAM = 'combo';
/** The query parameter of a preset the picker starts from (SPEC.md section 2). */
export const PRESET_PARAM = 'combo_preset_slug';

export const COLORPICKER_PATH = '/colorpicker';

/** The picker of a model, starting from a copy of a saved combo. */
export const pickerCopyPath = (productSlug: string, comboSlug: string) =>
  `/colorpicker/picker/${productSlug}?${COPY_PARAM}=${encodeURIComponent(comboSlug)}`;

/** The id of a combo page's order section: "Order" of My Colors leads there. */
export const ORDER_SECTION_ID = 'order';
