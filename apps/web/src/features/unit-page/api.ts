import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  CheckPayload,
  FlyingSincePayload,
  HoursPayload,
  PublicUnit,
} from '@windfamily/contract/production';
import { api } from '../../lib/http';

/** The API path of a wing's page. */
export const unitPath = (serial: string, secret: string) =>
  `/api/logistics/product_variant_instances/${encodeURIComponent(serial)}/${encodeURIComponent(secret)}`;

export const unitPageKeys = {
  unit: (serial: string, secret: string) => ['unit-page', serial, secret] as const,
};

export const publicUnitQuery = (serial: string, secret: string) =>
  queryOptions({
    queryKey: unitPageKeys.unit(serial, secret),
    queryFn: () => api.get<PublicUnit>(unitPath(serial, secret)),
    // A wrong code is a 404 (and counts against the address): never asked again by itself.
    retry: false,
  });

type OwnerRecord =
  | { kind: 'flying_since'; body: FlyingSincePayload }
  | { kind: 'hours'; body: HoursPayload }
  | { kind: 'checks'; body: CheckPayload };

/** The owner's records: first flight, hours, checks; the answer is the page again. */
export function useOwnerRecord(serial: string, secret: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (record: OwnerRecord) =>
      record.kind === 'flying_since'
        ? api.put<PublicUnit>(`${unitPath(serial, secret)}/flying_since`, record.body)
        : api.post<PublicUnit>(`${unitPath(serial, secret)}/${record.kind}`, record.body),
    onSuccess: (unit) => client.setQueryData(unitPageKeys.unit(serial, secret), unit),
  });
}
