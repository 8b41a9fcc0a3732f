import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { colorpickerApiPaths } from '@windfamily/contract/colorpicker-basics';
import type {
  ColorCombo,
  ComboCreate,
  PickerDetail,
  PickerModel,
  ReferenceColor,
} from '@windfamily/contract/colorpicker';
import { api, apiFetch } from '../../../lib/http';
import { preloadedData } from '../../../lib/preloaded';

/** The colour picker's calls; a login change refetches them with every other query. */
export const colorpickerKeys = {
  all: ['colorpicker'] as const,
  models: () => [...colorpickerKeys.all, 'models'] as const,
  model: (slug: string) => [...colorpickerKeys.all, 'model', slug] as const,
  reference: () => [...colorpickerKeys.all, 'reference'] as const,
  combo: (slug: string) => [...colorpickerKeys.all, 'combo', slug] as const,
  mine: () => [...colorpickerKeys.all, 'mine'] as const,
};

export const pickerModelsQuery = queryOptions({
  queryKey: colorpickerKeys.models(),
  queryFn: () => api.get<PickerModel[]>(colorpickerApiPaths.models()),
  ...preloadedData<PickerModel[]>(colorpickerApiPaths.models()),
  staleTime: 5 * 60_000,
});

export const pickerModelQuery = (slug: string) =>
  queryOptions({
    queryKey: colorpickerKeys.model(slug),
    queryFn: () => api.get<PickerDetail>(colorpickerApiPaths.model(slug)),
    ...preloadedData<PickerDetail>(colorpickerApiPaths.model(slug)),
    staleTime: 5 * 60_000,
  });

/** The reference palette changes with the cloth palette only: kept for the whole visit. */
export const referenceColorsQuery = queryOptions({
  queryKey: colorpickerKeys.reference(),
  queryFn: () => api.get<ReferenceColor[]>(colorpickerApiPaths.reference()),
  staleTime: Infinity,
});

export const comboQuery = (slug: string) =>
  queryOptions({
    queryKey: colorpickerKeys.combo(slug),
    queryFn: () => api.get<ColorCombo>(colorpickerApiPaths.combo(slug)),
    ...preloadedData<ColorCombo>(colorpickerApiPaths.combo(slug)),
    staleTime: 60_000,
  });

/** The asker's saved combos, newest first: the account's (or a visitor's, by the cart cookie). */
export const myCombosQuery = queryOptions({
  queryKey: colorpickerKeys.mine(),
  queryFn: () => api.get<ColorCombo[]>(colorpickerApiPaths.myCombos()),
  ...preloadedData<ColorCombo[]>(colorpickerApiPaths.myCombos()),
});

export const usePickerModels = () => useQuery(pickerModelsQuery);
export const usePickerModel = (slug: string, enabled = true) =>
  useQuery({ ...pickerModelQuery(slug), enabled });
/** The reference palette, fetched only once the pilot asks for it. */
export const useReferenceColors = (enabled: boolean) =>
  useQuery({ ...referenceColorsQuery, enabled });
export const useCombo = (slug: string, enabled = true) =>
  useQuery({ ...comboQuery(slug), enabled });
export const useMyCombos = () => useQuery(myCombosQuery);

/** Saves the picker's colours as a new combo of the model; its page is cached at once. */
export function useSaveCombo(productSlug: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ComboCreate) =>
      api.post<ColorCombo>(colorpickerApiPaths.save(productSlug), body),
    onSuccess: async (combo) => {
      queryClient.setQueryData(colorpickerKeys.combo(combo.slug), combo);
      await queryClient.invalidateQueries({ queryKey: colorpickerKeys.mine() });
    },
  });
}

export function useRenameCombo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ slug, name }: { slug: string; name: string }) =>
      apiFetch<ColorCombo>('PATCH', colorpickerApiPaths.combo(slug), { name }),
    onSuccess: async (combo) => {
      queryClient.setQueryData(colorpickerKeys.combo(combo.slug), combo);
      await queryClient.invalidateQueries({ queryKey: colorpickerKeys.mine() });
    },
  });
}

export function useDeleteCombo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (slug: string) => api.delete<void>(colorpickerApiPaths.combo(slug)),
    onSuccess: async (_, slug) => {
      queryClient.removeQueries({ queryKey: colorpickerKeys.combo(slug) });
      await queryClient.invalidateQueries({ queryKey: colorpickerKeys.mine() });
    },
  });
}
