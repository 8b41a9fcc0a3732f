import { redirect, type RouteObject } from 'react-router';

/**
 * SPEC.md "Redirects": /colorpicker/emilie/ opens Emilie Peace 2's picker with its preset,
 * answered in the browser before any page code loads. The router is part of every page's
 * first download: the picker's paths load only when this redirect is followed.
 */
export const colorpickerRedirects: RouteObject[] = [
  {
    path: 'colorpicker/emilie',
    loader: async () => {
      const { EMILIE_REDIRECT, pickerPath } =
        await import('@windfamily/contract/colorpicker-basics');
      return redirect(pickerPath(EMILIE_REDIRECT.product, EMILIE_REDIRECT.preset));
    },
    // The loader always redirects; the empty component only tells the router it is a page.
    Component: () => null,
  },
];
