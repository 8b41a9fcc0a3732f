import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { colorpickerAdminApiPaths as paths } from '@windfamily/contract/colorpicker-basics';
import type {
  ClothColorAdmin,
  ClothColorAdminList,
  ClothColorUpdate,
  ClothColorWrite,
  ColorpickerModelAdminList,
  ColorPreset,
  PresetAdminList,
  PresetWrite,
  ZoneUpdateResult,
  ZoneWrite,
} from '@windfamily/contract/colorpicker';
import { api } from '../../../lib/http';

export const colorpickerAdminKeys = {
  all: ['colorpicker-admin'] as const,
  colors: () => [...colorpickerAdminKeys.all, 'colors'] as const,
  models: () => [...colorpickerAdminKeys.all, 'models'] as const,
  presets: (model: string) => [...colorpickerAdminKeys.all, 'presets', model] as const,
};

/** What the public picker caches (its queries' keys all start with 'colorpicker'). */
const PUBLIC_PICKER_KEY = ['colorpicker'] as const;

/**
 * After any write: every staff list reads again (a preset or a zone changes the palette's
 * usage counts, a cloth the zones' choices), and so does the picker, which shows it at once.
 */
const refresh = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: colorpickerAdminKeys.all }),
    queryClient.invalidateQueries({ queryKey: PUBLIC_PICKER_KEY }),
  ]);

/** The whole palette, unavailable cloths too, with what uses each. */
export const useClothColorsAdmin = () =>
  useQuery({
    queryKey: colorpickerAdminKeys.colors(),
    queryFn: () => api.get<ClothColorAdminList>(paths.colors()),
    select: (data) => data.colors,
  });

/** The models with a template, and their zones. */
export const useColorpickerModelsAdmin = () =>
  useQuery({
    queryKey: colorpickerAdminKeys.models(),
    queryFn: () => api.get<ColorpickerModelAdminList>(paths.models()),
    select: (data) => data.models,
  });

export const usePresetsAdmin = (model: string | undefined) =>
  useQuery({
    queryKey: colorpickerAdminKeys.presets(model ?? ''),
    queryFn: () => api.get<PresetAdminList>(paths.presets(model!)),
    select: (data) => data.presets,
    enabled: Boolean(model),
  });

/** Adds a cloth (without `code`) or changes the cloth `code` (its code stays). */
export function useSaveClothColor(code: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: ClothColorWrite | ClothColorUpdate) =>
      code === undefined
        ? api.post<ClothColorAdmin>(paths.colors(), payload)
        : api.put<ClothColorAdmin>(paths.color(code), payload),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeleteClothColor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.delete<null>(paths.color(code)),
    onSuccess: () => refresh(queryClient),
  });
}

/** Sets a zone's cloths and standard colour (and its mirrored pair's). */
export function useSaveZone(model: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, payload }: { key: string; payload: ZoneWrite }) =>
      api.put<ZoneUpdateResult>(paths.zone(model, key), payload),
    onSuccess: () => refresh(queryClient),
  });
}

/** Adds a preset (without `slug`) or changes the preset `slug`. */
export function useSavePreset(model: string, slug: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payload: PresetWrite) =>
      slug === undefined
        ? api.post<ColorPreset>(paths.presets(model), payload)
        : api.put<ColorPreset>(paths.preset(model, slug), payload),
    onSuccess: () => refresh(queryClient),
  });
}

export function useDeletePreset(model: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.delete<null>(paths.preset(model, slug)),
    onSuccess: () => refresh(queryClient),
  });
}
