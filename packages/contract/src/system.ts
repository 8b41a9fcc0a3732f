import { z } from 'zod';

export const APP_MODES = ['dev', 'prod'] as const;
export type AppMode = (typeof APP_MODES)[number];

export const statusSchema = z
  .object({ application_mode: z.enum(APP_MODES), version: z.string() })
  .meta({ id: 'Status' });
export type Status = z.infer<typeof statusSchema>;

export const countrySchema = z
  .object({ code: z.string(), name: z.string(), flag: z.string() })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const geoLocationSchema = z.object({ country_code: z.string() }).meta({ id: 'GeoLocation' });
export type GeoLocation = z.infer<typeof geoLocationSchema>;
