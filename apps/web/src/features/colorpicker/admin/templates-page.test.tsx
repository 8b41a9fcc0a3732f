import { screen, waitFor, within } from '@testing-library/react';
import type { ColorpickerModelAdmin, ZoneUpdateResult } from '@windfamily/contract/colorpicker';
import {
  COLORPICKER_ADMIN_MESSAGES as ADMIN,
  colorpickerAdminApiPaths as paths,
} from '@windfamily/contract/colorpicker-basics';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  jsonResponse,
  mockAdminApi,
  renderAdmin,
} from '../../../components/backoffice/test/render';
import TemplatesPage from './templates-page';
import { CARLITO, MARLON, PALETTE } from './test-fixtures';

const renderPage = (route = '/backoffice/wing-templates') =>
  renderAdmin(<TemplatesPage />, { path: '/backoffice/wing-templates', route });

const sent = (calls: ApiCall[], method: string, path: string) =>
  calls.filter((call) => call.method === method && call.path === path);

/** The server's answer to a zone's change: the zone (and its pair) as sent. */
const zoneSaved =
  (model: ColorpickerModelAdmin) =>
  ({ path, body }: ApiCall): Response => {
    const key = decodeURIComponent(path.split('/').at(-2)!);
    const pair = model.zones.find((zone) => zone.key === key)!.mirror;
    const keys = pair ? [key, pair] : [key];
    const result: ZoneUpdateResult = {
      model: {
        ...model,
        zones: model.zones.map((zone) =>
          keys.includes(zone.key) ? { ...zone, ...(body as object) } : zone,
        ),
      },
      updated: keys,
    };
    return jsonResponse(result);
  };

/** The cross of a cloth's chip, which takes it out of the zone's cloths. */
const removeIcon = (chip: HTMLElement) => within(chip).getByTestId('CancelIcon');

const baseApi = () => ({
  [`GET ${paths.models()}`]: () => jsonResponse({ models: [MARLON, CARLITO] }),
  [`GET ${paths.colors()}`]: () => jsonResponse({ colors: PALETTE }),
});

describe('Wing templates in the back office', () => {
  it("shows a model's zones with their cloths and standard colour, and switches models", async () => {
    mockAdminApi(baseApi());
    const { user, router } = renderPage();
    const tips = await screen.findByRole('region', { name: 'Stabilo, left' });
    expect(
      within(tips).getByText(
        'Top surface. Mirrored by Stabilo, right: its pair follows when you save.',
      ),
    ).toBeInTheDocument();
    expect(within(tips).getByText('N-133 Mint (unavailable)')).toBeInTheDocument();
    expect(within(tips).getByRole('combobox', { name: 'Standard colour' })).toHaveTextContent(
      'N-150 Red',
    );
    expect(screen.getAllByRole('region')).toHaveLength(4);

    await user.click(screen.getByRole('combobox', { name: 'Wing model' }));
    await user.click(await screen.findByRole('option', { name: 'Carlito (not in the picker)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?model=carlito'));
    expect(
      screen.getByText(
        'The picker does not offer this model now: its product is hidden in the shop.',
      ),
    ).toBeInTheDocument();
  });

  it('says when no model has a template', async () => {
    mockAdminApi({ ...baseApi(), [`GET ${paths.models()}`]: () => jsonResponse({ models: [] }) });
    renderPage();
    expect(await screen.findByText('No model has a colour template yet')).toBeInTheDocument();
  });

  it("saves a zone's cloths and standard colour", async () => {
    const calls = mockAdminApi({
      ...baseApi(),
      [`PUT ${paths.zone('marlon', 'leading_edge')}`]: zoneSaved(MARLON),
    });
    const { user } = renderPage();
    const zone = within(await screen.findByRole('region', { name: 'Leading edge' }));
    // Fluo yellow out, Sand in; the standard colour becomes Sand.
    await user.click(removeIcon(zone.getByRole('button', { name: 'F-201 Fluo yellow' })));
    await user.click(zone.getByRole('combobox', { name: 'Allowed colours' }));
    await user.click(await screen.findByRole('option', { name: 'T-170 Sand' }));
    await user.keyboard('{Escape}');
    await user.click(zone.getByRole('combobox', { name: 'Standard colour' }));
    await user.click(await screen.findByRole('option', { name: 'T-170 Sand' }));
    await user.click(zone.getByRole('button', { name: 'Save Leading edge' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', paths.zone('marlon', 'leading_edge'))[0]?.body).toEqual({
        allowed: ['N-101', 'N-150', 'T-170'],
        default: 'T-170',
      }),
    );
    expect(await screen.findByText('Leading edge saved.')).toBeInTheDocument();
  });

  it('says that a mirrored zone’s pair follows', async () => {
    const calls = mockAdminApi({
      ...baseApi(),
      [`PUT ${paths.zone('marlon', 'tip_left')}`]: zoneSaved(MARLON),
    });
    const { user } = renderPage();
    const zone = within(await screen.findByRole('region', { name: 'Stabilo, left' }));
    await user.click(zone.getByRole('combobox', { name: 'Standard colour' }));
    // Mint is among the cloths but no longer stocked: it cannot be the standard colour.
    expect(screen.queryByRole('option', { name: /N-133/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: 'N-101 White' }));
    await user.click(zone.getByRole('button', { name: 'Save Stabilo, left' }));
    await waitFor(() =>
      expect(sent(calls, 'PUT', paths.zone('marlon', 'tip_left'))[0]?.body).toEqual({
        allowed: ['N-101', 'N-133', 'N-150'],
        default: 'N-101',
      }),
    );
    expect(
      await screen.findByText('Stabilo, left saved; its pair Stabilo, right follows.'),
    ).toBeInTheDocument();
  });

  it('shows the server’s refusal on the field, and checks the standard colour first', async () => {
    const refusal = ADMIN.presetUses('Standard colours', 'N-150', 'Bottom surface');
    const calls = mockAdminApi({
      ...baseApi(),
      [`PUT ${paths.zone('marlon', 'bottom')}`]: () =>
        jsonResponse({ detail: refusal, errors: { allowed: [refusal] } }, 400),
    });
    const { user } = renderPage();
    const zone = within(await screen.findByRole('region', { name: 'Bottom surface' }));
    await user.click(removeIcon(zone.getByRole('button', { name: 'N-101 White' })));
    await user.click(zone.getByRole('button', { name: 'Save Bottom surface' }));
    // White is the standard colour: it cannot leave the cloths; nothing is sent.
    expect(await zone.findByText(ADMIN.defaultNotAllowed)).toBeInTheDocument();
    expect(sent(calls, 'PUT', paths.zone('marlon', 'bottom'))).toHaveLength(0);

    await user.click(zone.getByRole('combobox', { name: 'Standard colour' }));
    await user.click(await screen.findByRole('option', { name: 'N-150 Red' }));
    await user.click(zone.getByRole('combobox', { name: 'Allowed colours' }));
    await user.keyboard('{Escape}');
    await user.click(zone.getByRole('button', { name: 'Save Bottom surface' }));
    await waitFor(() => expect(sent(calls, 'PUT', paths.zone('marlon', 'bottom'))).toHaveLength(1));
    await waitFor(() =>
      expect(zone.getByRole('combobox', { name: 'Allowed colours' })).toHaveAccessibleDescription(
        refusal,
      ),
    );
  });
});
