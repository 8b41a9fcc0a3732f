import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { SHOP_TIME_ZONE } from '../../../lib/shop-time';
import type {
  Carrier,
  CarrierAddress,
  CarrierService,
  CreatedShipment,
  Parcel,
  Rate,
  RateRequest,
  ServiceCode,
  ShipmentRequest,
  Tracking,
  TrackingEvent,
  TrackingStatus,
} from './carrier';
import {
  type CustomsDeclaration,
  customsFor,
  customsValueCents,
  hsDigits,
  needsCustoms,
} from './customs';
import {
  AddressRefusedError,
  AlreadyHandedOverError,
  type CarrierError,
  CarrierCredentialsError,
  CarrierRefusedError,
  CarrierUnavailableError,
  CustomsDataError,
  ServiceNotAvailableError,
} from './errors';

// DHL Express through its MyDHL API (REST, JSON; OpenAPI "DHL Express APIs (MyDHL API)"
// 3.1): `POST /rates`, `POST /shipments` (the label comes back as a base64 PDF in
// `documents`), `GET /shipments/{shipmentTrackingNumber}/tracking`. Basic authentication
// with the API key and secret; the shop's account number travels in each request. Errors
// come as problem+json: `{ instance, detail, title, message, status, additionalDetails }`.

/** The A6 label template (the default, ECOM26_84_001, is 8 × 4 inches). */
export const DHL_LABEL_TEMPLATE = 'ECOM26_A6_002';

export interface DhlExpressOptions {
  apiUrl: string;
  apiKey: string;
  apiSecret: string;
  /** The shipper account number that DHL bills. */
  account: string;
  /** The shop: where parcels leave from. */
  shipper: CarrierAddress;
  /** How long a call may take before it counts as failed (transient). */
  timeoutMs?: number;
}

/**
 * DHL's global product codes for the shop's services. Standard is ECONOMY SELECT (by road,
 * within Europe: W inside the EU, H across a customs border); express is EXPRESS WORLDWIDE
 * (U inside the EU, P across a customs border) or DOMESTIC EXPRESS (N) at home.
 */
const PRODUCTS: Record<
  ServiceCode,
  { name: string; domestic?: string; eu: string; customs: string }
> = {
  standard: { name: 'DHL Express Economy Select', eu: 'W', customs: 'H' },
  express: { name: 'DHL Express Worldwide', domestic: 'N', eu: 'U', customs: 'P' },
};

const SERVICES: readonly CarrierService[] = (['standard', 'express'] as const).map((code) => ({
  code,
  name: PRODUCTS[code].name,
}));

export function productCodeOf(service: ServiceCode, from: string, to: string): string | undefined {
  const product = PRODUCTS[service];
  if (from === to) return product.domestic;
  return needsCustoms(from, to) ? product.customs : product.eu;
}

/** The tracking page customers know. */
const PUBLIC_TRACKING = 'https://www.dhl.com/at-en/home/tracking/tracking-express.html';

/** `2026-03-02T10:00:00 GMT+01:00`, the shop's local time, as the API wants it. */
export function plannedShippingDateAndTime(date: Date): string {
  const local = date.toLocaleString('sv-SE', { timeZone: SHOP_TIME_ZONE }).replace(' ', 'T');
  const offset = Math.round((Date.parse(`${local}Z`) - date.getTime()) / 60_000);
  const hours = String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0');
  const minutes = String(Math.abs(offset) % 60).padStart(2, '0');
  return `${local} GMT${offset < 0 ? '-' : '+'}${hours}:${minutes}`;
}

const kilos = (grams: number) => Math.round(grams) / 1000;
const euros = (cents: number) => Math.round(cents) / 100;

const packagesOf = (parcels: readonly Parcel[]) =>
  parcels.map((parcel) => ({
    weight: kilos(parcel.weightGrams),
    dimensions: { length: parcel.lengthCm, width: parcel.widthCm, height: parcel.heightCm },
  }));

function postalAddress(address: CarrierAddress) {
  const [line1 = '', line2, line3] = address.lines.map((line) => line.trim()).filter(Boolean);
  return {
    postalCode: address.zipcode.trim(),
    cityName: address.city.trim(),
    countryCode: address.country.toUpperCase(),
    ...(address.state && /^[A-Za-z]{2}$/.test(address.state.trim())
      ? { provinceCode: address.state.trim().toUpperCase() }
      : {}),
    addressLine1: line1,
    ...(line2 ? { addressLine2: line2 } : {}),
    ...(line3 ? { addressLine3: line3 } : {}),
  };
}

function contactOf(address: CarrierAddress, party: 'recipient' | 'shipper') {
  if (!address.phone?.trim())
    throw new AddressRefusedError(
      `DHL Express needs a phone number of the ${party}: its couriers call before delivering.`,
      party,
    );
  return {
    ...(address.email ? { email: address.email } : {}),
    phone: address.phone.trim(),
    // DHL asks for a company name; a private recipient's is their own name.
    companyName: address.company?.trim() || address.name.trim(),
    fullName: address.name.trim(),
  };
}

/** What customs call each export reason, and how DHL classes it. */
const EXPORT_REASONS: Record<CustomsDeclaration['exportReason'], { text: string; type: string }> = {
  sale: { text: 'Sale', type: 'permanent' },
  gift: { text: 'Gift', type: 'permanent' },
  sample: { text: 'Commercial sample', type: 'permanent' },
  repair: { text: 'Repair', type: 'temporary' },
  return: { text: 'Return', type: 'return' },
  temporary: { text: 'Temporary export (demonstration wing)', type: 'temporary' },
};

function exportDeclarationOf(customs: CustomsDeclaration, parcels: readonly Parcel[]) {
  const reason = EXPORT_REASONS[customs.exportReason];
  const net = customs.lines.reduce((sum, line) => sum + line.netWeightGrams, 0);
  const gross = parcels.reduce((sum, parcel) => sum + parcel.weightGrams, 0);
  return {
    lineItems: customs.lines.map((line, index) => ({
      number: index + 1,
      description: line.description,
      price: euros(line.unitValueCents),
      quantity: { value: line.quantity, unitOfMeasurement: 'PCS' },
      commodityCodes: [{ typeCode: 'outbound', value: hsDigits(line.hsCode) }],
      exportReasonType: reason.type,
      manufacturerCountry: line.originCountry.toUpperCase(),
      // The packaging's weight shared out over the lines by their net weight.
      weight: {
        netValue: kilos(line.netWeightGrams),
        grossValue: kilos((line.netWeightGrams * gross) / net),
      },
    })),
    invoice: { number: customs.invoiceNumber, date: customs.invoiceDate },
    exportReason: reason.text,
    exportReasonType: reason.type,
    shipmentType: 'commercial',
  };
}

/** The body of `POST /rates`. */
export function rateRequestBody(options: DhlExpressOptions, request: RateRequest, shipAt: Date) {
  const from = options.shipper;
  const declarable = needsCustoms(from.country, request.to.country);
  return {
    customerDetails: {
      shipperDetails: {
        postalCode: from.zipcode,
        cityName: from.city,
        countryCode: from.country.toUpperCase(),
      },
      receiverDetails: {
        postalCode: request.to.zipcode.trim(),
        cityName: request.to.city.trim(),
        countryCode: request.to.country.toUpperCase(),
      },
    },
    accounts: [{ typeCode: 'shipper', number: options.account }],
    plannedShippingDateAndTime: plannedShippingDateAndTime(shipAt),
    unitOfMeasurement: 'metric',
    isCustomsDeclarable: declarable,
    ...(declarable && request.valueCents !== undefined
      ? {
          monetaryAmount: [
            { typeCode: 'declaredValue', value: euros(request.valueCents), currency: 'EUR' },
          ],
        }
      : {}),
    nextBusinessDay: true,
    packages: packagesOf(request.parcels),
  };
}

/** The body of `POST /shipments`. */
export function shipmentRequestBody(
  options: DhlExpressOptions,
  request: ShipmentRequest,
  productCode: string,
  customs: CustomsDeclaration | undefined,
  shipAt: Date,
) {
  const reference = [{ value: request.reference, typeCode: 'CU' }];
  return {
    plannedShippingDateAndTime: plannedShippingDateAndTime(shipAt),
    // The shop's regular pickup collects the parcels: no courier booked per shipment.
    pickup: { isRequested: false },
    productCode,
    accounts: [{ typeCode: 'shipper', number: options.account }],
    customerReferences: reference,
    outputImageProperties: {
      encodingFormat: 'pdf',
      imageOptions: [{ typeCode: 'label', templateName: DHL_LABEL_TEMPLATE, isRequested: true }],
    },
    customerDetails: {
      shipperDetails: {
        postalAddress: postalAddress(options.shipper),
        contactInformation: contactOf(options.shipper, 'shipper'),
        typeCode: 'business',
      },
      receiverDetails: {
        postalAddress: postalAddress(request.to),
        contactInformation: contactOf(request.to, 'recipient'),
        typeCode: request.to.company ? 'business' : 'private',
      },
    },
    content: {
      packages: packagesOf(request.parcels).map((pkg) => ({
        ...pkg,
        customerReferences: reference,
      })),
      isCustomsDeclarable: customs !== undefined,
      ...(customs
        ? {
            declaredValue: euros(customsValueCents(customs)),
            declaredValueCurrency: customs.currency,
            exportDeclaration: exportDeclarationOf(customs, request.parcels),
            incoterm: customs.incoterm ?? 'DAP',
          }
        : {}),
      description: request.contents,
      unitOfMeasurement: 'metric',
    },
  };
}

// The parts of DHL's answers the shop reads. Numbers may come as strings and the other way
// round: the API is not strict about it.
const numeric = z.union([
  z.number(),
  z
    .string()
    .regex(/^\d+(\.\d+)?$/)
    .transform(Number),
]);
const ratesAnswer = z.object({
  products: z.array(
    z.object({
      productCode: z.string(),
      productName: z.string().optional(),
      totalPrice: z.array(
        z.object({
          currencyType: z.string().optional(),
          priceCurrency: z.string().optional(),
          price: numeric,
        }),
      ),
      deliveryCapabilities: z
        .object({
          totalTransitDays: numeric.optional(),
          estimatedDeliveryDateAndTime: z.string().optional(),
        })
        .optional(),
    }),
  ),
});
const shipmentAnswer = z.object({
  shipmentTrackingNumber: z.union([z.string(), z.number()]).transform(String),
  packages: z
    .array(z.object({ trackingNumber: z.union([z.string(), z.number()]).transform(String) }))
    .optional(),
  documents: z.array(
    z.object({
      typeCode: z.string().optional(),
      imageFormat: z.string().optional(),
      content: z.string(),
    }),
  ),
});
const trackingAnswer = z.object({
  shipments: z.array(
    z.object({
      shipmentTrackingNumber: z.union([z.string(), z.number()]).transform(String),
      estimatedDeliveryDate: z.string().optional(),
      events: z
        .array(
          z.object({
            date: z.string(),
            time: z.string(),
            typeCode: z.string().optional(),
            description: z.string().optional(),
            serviceArea: z.array(z.object({ description: z.string().optional() })).optional(),
          }),
        )
        .default([]),
    }),
  ),
});
const problemAnswer = z
  .object({
    detail: z.string().optional(),
    title: z.string().optional(),
    message: z.string().optional(),
    additionalDetails: z.array(z.string()).optional(),
  })
  .loose();

/** DHL's checkpoint codes as the shop's statuses; any other code is a step in transit. */
const CHECKPOINTS: Record<string, TrackingStatus> = {
  PU: 'handed_over',
  WC: 'out_for_delivery',
  OK: 'delivered',
  BA: 'exception', // bad address
  CA: 'exception', // closed on arrival
  CM: 'exception', // customer moved
  HP: 'exception', // held for payment
  MS: 'exception', // missorted
  NH: 'exception', // not home
  OH: 'exception', // on hold
  RD: 'exception', // refused delivery
  RT: 'exception', // returned to shipper
};

type Problem = z.infer<typeof problemAnswer>;

/**
 * DHL's refusal as the interface's error. The API's texts name what they refuse: customs
 * data, the product, an address, the account; whatever else a 4xx says is a plain refusal.
 */
export function errorOf(
  status: number,
  problem: Problem | undefined,
  service?: ServiceCode,
  country?: string,
): CarrierError {
  const detail = [
    problem?.detail ?? problem?.message ?? problem?.title,
    ...(problem?.additionalDetails ?? []),
  ]
    .filter(Boolean)
    .join(' ');
  const said = detail || `HTTP ${status}`;
  if (status === 401 || status === 403)
    return new CarrierCredentialsError(
      'DHL Express refused the shop’s API key and secret (DHL_EXPRESS_API_KEY, DHL_EXPRESS_API_SECRET).',
      said,
    );
  if (status === 429)
    return new CarrierUnavailableError(
      'DHL Express asks the shop to slow down.',
      'rate-limited',
      said,
    );
  if (status >= 500)
    return new CarrierUnavailableError(
      'DHL Express failed to answer; try again in a while.',
      'down',
      said,
    );
  if (/account/i.test(detail))
    return new CarrierCredentialsError(
      `DHL Express refused the shop’s account (DHL_EXPRESS_ACCOUNT): ${said}`,
      said,
    );
  if (/exportDeclaration|customs|commodit|declaredValue|invoice/i.test(detail))
    return new CustomsDataError(`DHL Express refused the customs data: ${said}`, [said], said);
  if (/product/i.test(detail))
    return new ServiceNotAvailableError(
      `DHL Express does not offer this service${country ? ` to ${country.toUpperCase()}` : ''}: ${said}`,
      service ?? 'unknown',
      country ?? '',
      said,
    );
  if (/postal ?code|postcode|city|address|receiverDetails|destination/i.test(detail))
    return new AddressRefusedError(
      `DHL Express refused the address: ${said}`,
      /shipperDetails|origin/i.test(detail) ? 'shipper' : 'recipient',
      said,
    );
  return new CarrierRefusedError(`DHL Express refused the request: ${said}`, said);
}

/** The MyDHL API adapter. */
export class DhlExpressCarrier implements Carrier {
  readonly id = 'dhl-express';
  readonly name = 'DHL Express';
  private readonly timeoutMs: number;
  private readonly authorization: string;
  private readonly baseUrl: string;

  constructor(private readonly options: DhlExpressOptions) {
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.authorization = `Basic ${Buffer.from(`${options.apiKey}:${options.apiSecret}`).toString('base64')}`;
    this.baseUrl = options.apiUrl.replace(/\/+$/, '');
  }

  services(): readonly CarrierService[] {
    return SERVICES;
  }

  async rates(request: RateRequest): Promise<Rate[]> {
    const body = rateRequestBody(this.options, request, request.shipAt ?? new Date());
    const answer = ratesAnswer.safeParse(await this.call('POST', '/rates', { body }));
    if (!answer.success) throw badAnswer('/rates', answer.error);
    const from = this.options.shipper.country;
    const rates: Rate[] = [];
    for (const service of SERVICES) {
      const code = productCodeOf(service.code, from, request.to.country);
      const product = answer.data.products.find((candidate) => candidate.productCode === code);
      if (!product) continue;
      const price =
        product.totalPrice.find((p) => p.currencyType === 'BILLC') ??
        product.totalPrice.find((p) => p.priceCurrency === 'EUR') ??
        product.totalPrice[0];
      if (!price) continue;
      const estimated = product.deliveryCapabilities?.estimatedDeliveryDateAndTime?.slice(0, 10);
      rates.push({
        service: service.code,
        name: product.productName ? `DHL ${titleCase(product.productName)}` : service.name,
        priceCents: Math.round(price.price * 100),
        currency: price.priceCurrency ?? 'EUR',
        transitDays: product.deliveryCapabilities?.totalTransitDays ?? 1,
        ...(estimated ? { estimatedDelivery: estimated } : {}),
      });
    }
    return rates;
  }

  async createShipment(request: ShipmentRequest): Promise<CreatedShipment> {
    const from = this.options.shipper.country;
    const customs = customsFor(request, from);
    const productCode = productCodeOf(request.service, from, request.to.country);
    if (!productCode)
      throw new ServiceNotAvailableError(
        `DHL Express has no ${request.service} service within ${from.toUpperCase()}.`,
        request.service,
        request.to.country,
      );
    const body = shipmentRequestBody(
      this.options,
      request,
      productCode,
      customs,
      request.shipAt ?? new Date(),
    );
    const raw = await this.call('POST', '/shipments', {
      body,
      service: request.service,
      country: request.to.country,
    });
    const answer = shipmentAnswer.safeParse(raw);
    if (!answer.success) throw badAnswer('/shipments', answer.error);
    const document =
      answer.data.documents.find((doc) => doc.typeCode === 'label') ??
      answer.data.documents.find(
        (doc) => !doc.typeCode && doc.imageFormat?.toUpperCase() === 'PDF',
      );
    const pdf = document && Uint8Array.from(Buffer.from(document.content, 'base64'));
    if (!pdf || Buffer.from(pdf.subarray(0, 5)).toString('latin1') !== '%PDF-')
      throw new CarrierUnavailableError('DHL Express answered without a PDF label.', 'bad-answer');
    const trackingNumber = answer.data.shipmentTrackingNumber;
    return {
      shipmentId: trackingNumber,
      trackingNumber,
      parcelNumbers: answer.data.packages?.map((pkg) => pkg.trackingNumber) ?? [trackingNumber],
      label: { format: 'pdf', pageSize: 'A6', pdf },
      trackingUrl: this.trackingUrl(trackingNumber),
      service: request.service,
      customsDeclared: customs !== undefined,
    };
  }

  /**
   * The MyDHL API deletes no shipment: a waybill DHL never scans is never billed. Cancelling
   * is therefore allowed until DHL's tracking shows the parcels in its hands, and refused
   * from then on. No courier was booked with the shipment, so there is no pickup to cancel.
   */
  async cancel(shipmentId: string): Promise<void> {
    const tracking = await this.track(shipmentId);
    if (tracking.events.length > 0)
      throw new AlreadyHandedOverError(
        `DHL Express has shipment ${shipmentId} in hand (${tracking.events.at(-1)!.description}): it can no longer be cancelled.`,
      );
  }

  async track(trackingNumber: string): Promise<Tracking> {
    const path = `/shipments/${encodeURIComponent(trackingNumber)}/tracking`;
    const raw = await this.call(
      'GET',
      `${path}?trackingView=all-checkpoints&levelOfDetail=shipment`,
      {
        notFoundIsAnswer: true,
      },
    );
    // Nothing scanned yet: DHL answers 404 until it has the parcels.
    if (raw === NOT_FOUND) return { trackingNumber, status: 'label_created', events: [] };
    const answer = trackingAnswer.safeParse(raw);
    if (!answer.success) throw badAnswer(path, answer.error);
    const shipment = answer.data.shipments[0];
    const events: TrackingEvent[] = (shipment?.events ?? [])
      .map((event) => ({
        at: `${event.date}T${event.time}`,
        status: CHECKPOINTS[event.typeCode ?? ''] ?? 'in_transit',
        description: event.description ?? event.typeCode ?? '',
        ...(event.serviceArea?.[0]?.description
          ? { location: event.serviceArea[0].description }
          : {}),
      }))
      .sort((a, b) => a.at.localeCompare(b.at));
    return {
      trackingNumber,
      status: events.at(-1)?.status ?? 'label_created',
      events,
      ...(shipment?.estimatedDeliveryDate
        ? { estimatedDelivery: shipment.estimatedDeliveryDate.slice(0, 10) }
        : {}),
    };
  }

  trackingUrl(trackingNumber: string): string {
    return `${PUBLIC_TRACKING}?tracking-id=${encodeURIComponent(trackingNumber)}`;
  }

  /** One call to the API; a failure becomes the interface's error. */
  private async call(
    method: 'GET' | 'POST',
    path: string,
    {
      body,
      service,
      country,
      notFoundIsAnswer = false,
    }: {
      body?: unknown;
      /** What was asked for, so that a refusal of the product can say so. */
      service?: ServiceCode;
      country?: string;
      /** A 404 is an answer (`NOT_FOUND`), not an error. */
      notFoundIsAnswer?: boolean;
    } = {},
  ): Promise<unknown> {
    let response: Response;
    let text: string;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers: {
          authorization: this.authorization,
          accept: 'application/json',
          'message-reference': randomUUID(),
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      text = await response.text();
    } catch (error) {
      const name = (error as Error).name;
      if (name === 'TimeoutError' || name === 'AbortError')
        throw new CarrierUnavailableError(
          `DHL Express did not answer within ${this.timeoutMs / 1000} s.`,
          'timeout',
          String(error),
        );
      throw new CarrierUnavailableError(
        'DHL Express cannot be reached.',
        'down',
        String((error as Error).cause ?? error),
      );
    }
    const json = parseJson(text);
    if (response.ok) {
      if (json === undefined)
        throw new CarrierUnavailableError(
          `DHL Express answered ${path} with no JSON.`,
          'bad-answer',
        );
      return json;
    }
    if (response.status === 404 && notFoundIsAnswer) return NOT_FOUND;
    const problem = problemAnswer.safeParse(json);
    throw errorOf(response.status, problem.success ? problem.data : undefined, service, country);
  }
}

const NOT_FOUND = Symbol('not found');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function badAnswer(path: string, error: z.ZodError) {
  return new CarrierUnavailableError(
    `DHL Express answered ${path} in an unexpected shape.`,
    'bad-answer',
    z.prettifyError(error),
  );
}

/** `EXPRESS WORLDWIDE` as `Express Worldwide`. */
const titleCase = (text: string) =>
  text.toLowerCase().replace(/\b[a-z]/g, (letter) => letter.toUpperCase());
