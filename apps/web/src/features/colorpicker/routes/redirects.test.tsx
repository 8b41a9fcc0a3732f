import { screen } from '@testing-library/react';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes as appRoutes } from '../../../app/router';
import { renderRoutes } from '../../../test/render-route';
import { colorpickerRedirects } from './redirects';

const routes = [
  {
    path: '/',
    // The redirect's loader runs before the first render, as in the app.
    HydrateFallback: () => null,
    children: [
      ...colorpickerRedirects,
      { path: 'colorpicker/picker/:slug', element: <p>picker page</p> },
    ],
  },
];

describe('colour picker redirects (SPEC.md "Redirects")', () => {
  it.each(['/colorpicker/emilie/', '/colorpicker/emilie'])(
    "sends %s to Emilie Peace 2's picker with its preset",
    async (from) => {
      const { router } = renderRoutes(routes, { path: from, user: null });
      expect(await screen.findByText('picker page')).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/colorpicker/picker/emilie-peace2');
      expect(router.state.location.search).toBe('?combo_preset_slug=emilie');
    },
  );
});

describe("the app's route table", () => {
  it.each([
    ['/colorpicker', 'colorpicker'],
    ['/colorpicker/', 'colorpicker'],
    ['/colorpicker/emilie/', 'colorpicker/emilie'],
    ['/colorpicker/picker/sophie-joy', 'colorpicker/picker/:slug'],
    ['/colorpicker/combo/k3x9w2', 'colorpicker/combo/:slug'],
    ['/account/my_colors', 'account/my_colors'],
  ])('routes %s to %s', (path, routePath) => {
    expect(matchRoutes(appRoutes, path)?.at(-1)?.route.path).toBe(routePath);
  });
});
