import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../db/client';
import { hashPassword } from '../modules/accounts/passwords';
import { pricingFor, taxTreatmentOf } from '../modules/pricing/prices';
import { zoneOf } from '../modules/shipping/zones';
import { DEMO_PASSWORD } from './demo-users';

/**
 * Orders per transaction: big enough for the set-based inserts to pay, small enough that a
 * batch's staging tables stay in memory and an interrupted run keeps what it committed.
 */
const BATCH_SIZE = 50_000;

/** The highest number of a year: a sale sequence has at most six digits (`2026-123456`). */
const MAX_NUMBER = 999_999;

/**
 * Business grows: the order of rank `i` of `n` lies at `(i / n) ** SPREAD` of the span, so each
 * year sells more than the one before.
 */
const SPREAD = 0.7;

const YEAR_MS = 365.25 * 24 * 3600 * 1000;

/** The catalogue's categories the orders buy from (bargains are single units, sold once). */
const CATEGORIES = ['wings', 'fashion', 'addons', 'goodies'];

export class DemoCatalogMissingError extends Error {}

interface Language {
  first: readonly string[];
  last: readonly string[];
  streets: readonly string[];
  /** The house number before the street ('12 High Street'), not after ('Hauptstraße 12'). */
  numberFirst?: boolean;
  company: (last: string, city: string) => string;
}

const LANGUAGES = {
  de: {
    first: [
      'Anna', 'Lena', 'Sophie', 'Laura', 'Julia', 'Katharina', 'Sarah', 'Lisa', 'Hannah',
      'Magdalena', 'Eva', 'Theresa', 'Johanna', 'Christina', 'Sabine', 'Verena', 'Miriam',
      'Lukas', 'Tobias', 'Florian', 'Maximilian', 'Stefan', 'Michael', 'Thomas', 'Andreas',
      'Markus', 'Matthias', 'Jakob', 'Felix', 'Sebastian', 'Daniel', 'Christoph', 'Bernhard',
      'Johannes', 'Martin', 'Georg', 'Simon',
    ],
    last: [
      'Huber', 'Gruber', 'Wagner', 'Bauer', 'Pichler', 'Steiner', 'Moser', 'Mayer', 'Hofer',
      'Leitner', 'Berger', 'Fuchs', 'Eder', 'Fischer', 'Schmid', 'Winkler', 'Weber', 'Schwarz',
      'Maier', 'Schneider', 'Reiter', 'Mayr', 'Brunner', 'Lang', 'Baumgartner', 'Auer',
      'Wimmer', 'Egger', 'Lechner', 'Haas', 'Müller', 'Schmidt', 'Hoffmann', 'Koch', 'Richter',
      'Wolf', 'Schäfer', 'Zimmermann', 'Krüger', 'Hartmann', 'Lehmann', 'Köhler', 'Keller',
      'Frei', 'Meier', 'Widmer', 'Gerber', 'Kälin',
    ],
    streets: [
      'Hauptstraße', 'Bahnhofstraße', 'Kirchgasse', 'Bergweg', 'Lindenweg', 'Dorfstraße',
      'Sonnenweg', 'Wiesenweg', 'Gartenstraße', 'Schulstraße', 'Am Hang', 'Almweg',
    ],
    company: (last) => `Flugschule ${last}`,
  },
  it: {
    first: [
      'Giulia', 'Francesca', 'Chiara', 'Sara', 'Martina', 'Elena', 'Alessia', 'Valentina',
      'Marco', 'Luca', 'Andrea', 'Matteo', 'Alessandro', 'Davide', 'Stefano', 'Giovanni',
      'Paolo', 'Simone',
    ],
    last: [
      'Rossi', 'Russo', 'Ferrari', 'Esposito', 'Bianchi', 'Romano', 'Colombo', 'Ricci',
      'Marino', 'Greco', 'Bruno', 'Gallo', 'Conti', 'De Luca', 'Costa', 'Fontana', 'Moretti',
      'Barbieri', 'Lombardi', 'Mancini',
    ],
    streets: ['Via Roma', 'Via Garibaldi', 'Via Dante', 'Via Mazzini', 'Corso Italia', 'Via Verdi'],
    company: (_last, city) => `Scuola di Parapendio ${city}`,
  },
  fr: {
    first: [
      'Camille', 'Léa', 'Manon', 'Chloé', 'Emma', 'Julie', 'Claire', 'Marie', 'Lucas', 'Hugo',
      'Louis', 'Nicolas', 'Julien', 'Antoine', 'Thomas', 'Mathieu', 'Pierre', 'Guillaume',
    ],
    last: [
      'Martin', 'Bernard', 'Dubois', 'Thomas', 'Robert', 'Richard', 'Petit', 'Durand', 'Leroy',
      'Moreau', 'Simon', 'Laurent', 'Lefèvre', 'Michel', 'Garcia', 'David', 'Bertrand', 'Roux',
      'Fournier', 'Girard',
    ],
    streets: [
      'rue de la République', 'avenue des Alpes', 'rue Victor Hugo', 'chemin du Lac',
      "place de l'Église", 'rue Pasteur',
    ],
    numberFirst: true,
    company: (_last, city) => `École de Parapente ${city}`,
  },
  en: {
    first: [
      'Emily', 'Olivia', 'Sophie', 'Charlotte', 'Grace', 'Amelia', 'Jack', 'Oliver', 'Harry',
      'George', 'James', 'William', 'Daniel', 'Samuel', 'Thomas', 'Matthew',
    ],
    last: [
      'Smith', 'Jones', 'Taylor', 'Brown', 'Williams', 'Wilson', 'Johnson', 'Davies',
      'Robinson', 'Wright', 'Thompson', 'Evans', 'Walker', 'White', 'Roberts', 'Green', 'Hall',
      'Wood',
    ],
    streets: ['High Street', 'Station Road', 'Church Lane', 'Mill Road', 'Park Avenue', 'Main Street'],
    numberFirst: true,
    company: (_last, city) => `${city} Paragliding`,
  },
  nl: {
    first: [
      'Emma', 'Sanne', 'Lotte', 'Fleur', 'Anouk', 'Daan', 'Sem', 'Lars', 'Jesse', 'Thijs',
      'Ruben', 'Bram',
    ],
    last: [
      'de Jong', 'Jansen', 'de Vries', 'van den Berg', 'van Dijk', 'Bakker', 'Janssens',
      'Visser', 'Smit', 'Peeters', 'Maes', 'Willems',
    ],
    streets: ['Dorpsstraat', 'Kerkstraat', 'Molenweg', 'Stationsstraat', 'Schoolstraat'],
    company: (last) => `Paragliding ${last}`,
  },
  es: {
    first: [
      'Lucía', 'María', 'Paula', 'Laura', 'Carmen', 'Sofía', 'Pablo', 'Javier', 'Alejandro',
      'Daniel', 'Carlos', 'Sergio',
    ],
    last: [
      'García', 'Fernández', 'González', 'Rodríguez', 'López', 'Martínez', 'Sánchez', 'Pérez',
      'Gómez', 'Martín', 'Jiménez', 'Ruiz',
    ],
    streets: ['Calle Mayor', 'Calle Real', 'Avenida de la Constitución', 'Calle Nueva'],
    company: (_last, city) => `Parapente ${city}`,
  },
  sl: {
    first: ['Maja', 'Nina', 'Eva', 'Ana', 'Sara', 'Luka', 'Jan', 'Žan', 'Matej', 'Nejc'],
    last: [
      'Novak', 'Horvat', 'Kovačič', 'Krajnc', 'Zupančič', 'Potočnik', 'Kovač', 'Mlakar',
      'Vidmar', 'Golob',
    ],
    streets: ['Trg svobode', 'Prešernova cesta', 'Cankarjeva ulica', 'Gregorčičeva ulica'],
    company: (_last, city) => `Padalska šola ${city}`,
  },
  sv: {
    first: ['Emma', 'Maja', 'Elsa', 'Alice', 'Erik', 'Lars', 'Oscar', 'Lucas', 'Nils', 'Axel'],
    last: [
      'Andersson', 'Johansson', 'Karlsson', 'Nilsson', 'Eriksson', 'Larsson', 'Olsson',
      'Persson', 'Svensson', 'Gustafsson',
    ],
    streets: ['Storgatan', 'Kyrkogatan', 'Drottninggatan', 'Skolgatan'],
    company: (_last, city) => `${city} Skärmflyg`,
  },
} satisfies Record<string, Language>; // prettier-ignore

interface DemoCountry {
  code: string;
  /** Its share of the customers, in percent. */
  weight: number;
  language: keyof typeof LANGUAGES;
  /** City, zip code and, where addresses name one, the state. */
  places: readonly (readonly [string, string, string?])[];
  /** A mobile number's start; `digits` random digits follow. */
  phone: string;
  digits: number;
  /** A business's VAT id: its start, its random digits and its end (EU countries). */
  vatId?: readonly [string, number, string?];
}

/** Where the maker's customers live: mostly the Alps, some of Europe, a few further away. */
const COUNTRIES: readonly DemoCountry[] = [
  {
    code: 'at', weight: 32, language: 'de', phone: '+43 664 ', digits: 7, vatId: ['ATU', 8],
    places: [
      ['Innsbruck', '6020'], ['Wien', '1070'], ['Graz', '8010'], ['Salzburg', '5020'],
      ['Linz', '4020'], ['Lienz', '9900'], ['Kössen', '6345'], ['Schladming', '8970'],
      ['Telfs', '6410'], ['Bregenz', '6900'],
    ],
  },
  {
    code: 'de', weight: 30, language: 'de', phone: '+49 171 ', digits: 7, vatId: ['DE', 9],
    places: [
      ['München', '80331'], ['Garmisch-Partenkirchen', '82467'], ['Oberstdorf', '87561'],
      ['Freiburg im Breisgau', '79098'], ['Berlin', '10115'], ['Hamburg', '20095'],
      ['Stuttgart', '70173'], ['Bad Tölz', '83646'], ['Leipzig', '04109'], ['Köln', '50667'],
    ],
  },
  {
    code: 'ch', weight: 9, language: 'de', phone: '+41 79 ', digits: 7,
    places: [
      ['Interlaken', '3800'], ['Zürich', '8001'], ['Bern', '3011'], ['Davos', '7270'],
      ['Luzern', '6003'], ['Engelberg', '6390'],
    ],
  },
  {
    code: 'it', weight: 7, language: 'it', phone: '+39 347 ', digits: 7, vatId: ['IT', 11],
    places: [
      ['Bassano del Grappa', '36061'], ['Bolzano', '39100'], ['Trento', '38122'],
      ['Milano', '20121'], ['Torino', '10121'], ['Feltre', '32032'],
    ],
  },
  {
    code: 'fr', weight: 6, language: 'fr', phone: '+33 6 ', digits: 8, vatId: ['FR', 11],
    places: [
      ['Annecy', '74000'], ['Chamonix-Mont-Blanc', '74400'], ['Grenoble', '38000'],
      ['Lyon', '69001'], ['Saint-Hilaire', '38660'], ['Millau', '12100'],
    ],
  },
  {
    code: 'nl', weight: 3, language: 'nl', phone: '+31 6 ', digits: 8, vatId: ['NL', 9, 'B01'],
    places: [
      ['Amsterdam', '1012 AB'], ['Utrecht', '3511 AA'], ['Rotterdam', '3011 AA'],
      ['Eindhoven', '5611 AA'],
    ],
  },
  {
    code: 'be', weight: 2, language: 'nl', phone: '+32 470 ', digits: 6, vatId: ['BE0', 9],
    places: [['Gent', '9000'], ['Antwerpen', '2000'], ['Leuven', '3000'], ['Brugge', '8000']],
  },
  {
    code: 'es', weight: 2, language: 'es', phone: '+34 6', digits: 8, vatId: ['ESB', 8],
    places: [
      ['Granada', '18001'], ['Madrid', '28001'], ['Barcelona', '08001'], ['Organyà', '25794'],
      ['Valencia', '46001'],
    ],
  },
  {
    code: 'si', weight: 2, language: 'sl', phone: '+386 41 ', digits: 6, vatId: ['SI', 8],
    places: [['Bovec', '5230'], ['Ljubljana', '1000'], ['Kobarid', '5222'], ['Maribor', '2000']],
  },
  {
    code: 'se', weight: 1.5, language: 'sv', phone: '+46 70 ', digits: 7, vatId: ['SE', 10, '01'],
    places: [
      ['Stockholm', '111 20'], ['Åre', '837 52'], ['Göteborg', '411 03'],
      ['Östersund', '831 30'],
    ],
  },
  {
    code: 'gb', weight: 2, language: 'en', phone: '+44 7911 ', digits: 6,
    places: [
      ['Manchester', 'M1 1AE'], ['Sheffield', 'S1 2HE'], ['Keswick', 'CA12 5DQ'],
      ['Bristol', 'BS1 4ST'], ['Edinburgh', 'EH1 1YZ'],
    ],
  },
  {
    code: 'us', weight: 1.5, language: 'en', phone: '+1 801 2', digits: 6,
    places: [
      ['Salt Lake City', '84101', 'UT'], ['Boulder', '80302', 'CO'],
      ['Chattanooga', '37402', 'TN'], ['Santa Barbara', '93101', 'CA'],
    ],
  },
]; // prettier-ignore

const COMMENTS = [
  'Please call before delivery.',
  'Can I pick it up at the Testival?',
  'It is a birthday present: no invoice in the parcel, please.',
  'Please leave the parcel with the neighbours if nobody is home.',
  'Same colours as my last wing, please.',
];

/** A customer of the synthetic orders, as the staging table takes it. */
interface DemoCustomer {
  idx: number;
  name: string;
  email: string;
  company: string;
  address: string;
  zipcode: string;
  city: string;
  state: string;
  country: string;
  phone: string;
  vat_id: string;
  vat_bp: number;
  reverse_charge: boolean;
  tax_treatment: string;
  zone: string;
  /** Has an account: their orders are linked to it. */
  account: boolean;
}

/** A small seeded generator (mulberry32), so that customer `i` is the same on every run. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A name as it goes into an e-mail address: 'Lefèvre' is 'lefevre', 'van den Berg' 'vandenberg'. */
const mailPart = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z]/g, '');

/**
 * The customers, each made from its index alone: a run with more customers adds to the same
 * ones, so repeat buyers keep their e-mail address and account across runs.
 */
function demoCustomers(size: number, shopCountry: string): DemoCustomer[] {
  const totalWeight = COUNTRIES.reduce((sum, country) => sum + country.weight, 0);
  const taken = new Set<string>();
  return Array.from({ length: size }, (_, idx) => {
    const random = seededRandom(Math.imul(idx + 1, 0x9e3779b9));
    const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
    const digits = (count: number) =>
      Array.from({ length: count }, () => Math.floor(random() * 10)).join('');

    let weight = random() * totalWeight;
    const country =
      COUNTRIES.find((candidate) => (weight -= candidate.weight) < 0) ?? COUNTRIES[0]!;
    const language: Language = LANGUAGES[country.language];
    const first = pick(language.first);
    const last = pick(language.last);
    const [city, zipcode, state = ''] = pick(country.places);
    const street = pick(language.streets);
    const houseNumber = 1 + Math.floor(random() * 60);

    const styles = [
      `${mailPart(first)}.${mailPart(last)}`,
      `${mailPart(first)}${mailPart(last)}`,
      `${mailPart(first).charAt(0)}.${mailPart(last)}`,
      `${mailPart(last)}.${mailPart(first)}`,
    ];
    const local = `${pick(styles)}${random() < 0.3 ? String(60 + Math.floor(random() * 46)).slice(-2) : ''}`;
    const domain = pick(['example.com', 'example.net', 'example.org']);
    let email = `${local}@${domain}`;
    for (let n = 2; taken.has(email); n += 1) email = `${local}${n}@${domain}`;
    taken.add(email);

    // A flight school or a club now and then, with a VAT id in the EU (reverse charge abroad).
    const business = random() < 0.04;
    const vatId =
      business && country.vatId
        ? `${country.vatId[0]}${digits(country.vatId[1])}${country.vatId[2] ?? ''}`
        : '';
    const pricing = pricingFor(country.code, { vatId }, null, shopCountry)!;
    return {
      idx,
      name: `${first} ${last}`,
      email,
      company: business ? language.company(last, city) : '',
      address: language.numberFirst ? `${houseNumber} ${street}` : `${street} ${houseNumber}`,
      zipcode,
      city,
      state,
      country: country.code,
      phone: `${country.phone}${digits(country.digits)}`,
      vat_id: vatId,
      vat_bp: pricing.vatRateBp,
      reverse_charge: pricing.reverseCharge,
      tax_treatment: taxTreatmentOf(pricing, shopCountry),
      zone: zoneOf(country.code, shopCountry),
      account: business || random() < 0.2,
    };
  });
}

/**
 * How many years the orders spread over: three, or more when the orders of a year would run
 * past its highest number (the numbers already given out in that year counted).
 */
function spanYears(count: number, now: number, lastNumbers: ReadonlyMap<number, number>): number {
  for (let years = 3; years <= 50; years += 1) {
    const start = now - years * YEAR_MS;
    const share = (time: number) => Math.min(1, Math.max(0, (time - start) / (now - start)));
    let fits = true;
    for (
      let year = new Date(start).getUTCFullYear();
      year <= new Date(now).getUTCFullYear();
      year += 1
    ) {
      const expected =
        count *
        (share(Date.UTC(year + 1, 0, 1)) ** (1 / SPREAD) -
          share(Date.UTC(year, 0, 1)) ** (1 / SPREAD));
      if ((lastNumbers.get(year) ?? 0) + expected * 1.01 + 100 > MAX_NUMBER) fits = false;
    }
    if (fits) return years;
  }
  throw new Error(`${count} more orders do not fit the order numbers of the last 50 years`);
}

export interface DemoOrdersOptions {
  count: number;
  /** The shop's country: domestic VAT and shipping, and the tax treatment of the rest. */
  shopCountry: string;
  /** Some orders use this code, when it is a plain percentage off everything. */
  promoCode: string;
  /** Places them all in the last this many days, instead of over the last years. */
  spanDays?: number;
  /** Called after each batch with the orders written so far and the rate. */
  progress?: (done: number, perSecond: number) => void;
}

export interface DemoOrdersResult {
  orders: number;
  customers: number;
  /** Accounts created for customers (those of earlier runs are reused). */
  accounts: number;
  years: number;
  perSecond: number;
}

/**
 * Adds `count` plausible orders of the demo catalogue, for the back office at scale: spread
 * over the last years (more of them recently), a few thousand customers across Europe (some
 * buying again and again, some with accounts, a few businesses under reverse charge), one to
 * three lines each, priced and totalled as the checkout does (`modules/cart/totals.ts`), with
 * states that fit their age (old ones paid and shipped, recent ones waiting for the money),
 * their payments and their timeline. Numbers continue each year's series in `order_numbers`,
 * so the next checkout takes the next one. Dev mode only, after the demo data.
 *
 * Set-based: each batch is a handful of `INSERT … SELECT` statements over staging tables in
 * one transaction; nothing is written order by order.
 */
/**
 * The seeded orders neither shipped nor cancelled hold their stocked units, as a checkout's
 * would (docs/decisions/0022-stock-ledger.md): one reservation per stocked line of the orders
 * after `afterOrderId`, and those units come into the warehouse from the suppliers, so what
 * the shop sells from does not change.
 */
async function holdOpenOrdersStock(db: Db, afterOrderId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`INSERT INTO stock_reservations (variant_id, amount, order_id,
        order_item_id, reason, created_at)
      SELECT line.variant_id, line.amount, o.id, line.item_id, 'Held by the order', o.created_at
      FROM (
        SELECT i.order_id, i.id AS item_id, i.variant_id, i.amount FROM order_items i
        UNION ALL
        SELECT i.order_id, i.id, i.goodie_variant_id, i.amount FROM order_items i
          WHERE i.goodie_variant_id IS NOT NULL
      ) line
      JOIN orders o ON o.id = line.order_id
      JOIN product_variants v ON v.id = line.variant_id
      WHERE o.id > ${afterOrderId} AND v.stock_tracked AND o.status NOT IN ('shipped', 'cancelled')`);
    await tx.execute(sql`CREATE TEMP TABLE seed_held ON COMMIT DROP AS
      SELECT variant_id, sum(amount)::int AS units FROM stock_reservations
      WHERE order_id > ${afterOrderId} GROUP BY variant_id`);
    await tx.execute(sql`INSERT INTO stock_moves (variant_id, amount, from_location_id,
        to_location_id, state, started_at, finished_at, reason)
      SELECT h.variant_id, h.units, sup.id, wh.id, 'finished', now(), now(), 'Held by demo orders'
      FROM seed_held h
      JOIN stock_locations sup ON sup.code = 'SUPPLIERS'
      JOIN stock_locations wh ON wh.code = 'WH'`);
    await tx.execute(sql`INSERT INTO stock_levels (variant_id, location_id, virtual, quantity)
      SELECT h.variant_id, l.id, l.virtual, CASE WHEN l.virtual THEN -h.units ELSE h.units END
      FROM seed_held h JOIN stock_locations l ON l.code IN ('SUPPLIERS', 'WH')
      ON CONFLICT (variant_id, location_id)
        DO UPDATE SET quantity = stock_levels.quantity + excluded.quantity`);
  });
}

export async function seedDemoOrders(
  db: Db,
  options: DemoOrdersOptions,
): Promise<DemoOrdersResult> {
  const { count, shopCountry } = options;
  const [before] = await rowsOf<{ last: number }>(
    db,
    sql`SELECT coalesce(max(id), 0)::int AS last FROM orders`,
  );
  const buckets = await rowsOf<{ wing: boolean; n: number }>(
    db,
    sql`SELECT c.slug = 'wings' AS wing, count(*)::int AS n
        FROM product_variants v
        JOIN products p ON p.id = v.product_id
        JOIN categories c ON c.id = p.category_id
        WHERE v.active AND p.active AND c.slug IN ${CATEGORIES}
        GROUP BY 1`,
  );
  const wings = buckets.find((bucket) => bucket.wing)?.n ?? 0;
  const others = buckets.find((bucket) => !bucket.wing)?.n ?? 0;
  if (wings === 0 || others === 0)
    throw new DemoCatalogMissingError(
      'the demo catalogue is missing: run `npm run manage -- seed` first',
    );

  // The code only when it needs nothing the lines would have to be checked for.
  const [promo] = await rowsOf<{ id: number; code: string; percent_off_bp: number }>(
    db,
    sql`SELECT id, code, percent_off_bp FROM promo_codes pc
        WHERE lower(code) = lower(${options.promoCode}) AND kind = 'percent' AND active
          AND max_uses IS NULL AND max_uses_per_account IS NULL AND min_order_value IS NULL
          AND NOT EXISTS (SELECT 1 FROM promo_code_categories s WHERE s.promo_code_id = pc.id)
          AND NOT EXISTS (SELECT 1 FROM promo_code_products s WHERE s.promo_code_id = pc.id)`,
  );

  const lastNumbers = new Map(
    (
      await rowsOf<{ year: number; last_number: number }>(
        db,
        sql`SELECT year, last_number FROM order_numbers`,
      )
    ).map((row) => [row.year, row.last_number]),
  );
  const now = Date.now();
  const years = options.spanDays ? 1 : spanYears(count, now, lastNumbers);
  const spanMs = options.spanDays ? options.spanDays * 86_400_000 : years * YEAR_MS;
  const start = new Date(now - spanMs).toISOString();
  const spanSeconds = spanMs / 1000;
  const nowIso = new Date(now).toISOString();

  // A few thousand customers; a tenth of them, the regulars, place a third of the orders.
  const pool = Math.min(5000, Math.max(20, Math.ceil(count / 4)));
  const regulars = Math.ceil(pool / 10);
  const customers = JSON.stringify(demoCustomers(pool, shopCountry));
  const customerColumns = sql`idx int, name text, email text, company text, address text,
    zipcode text, city text, state text, country text, phone text, vat_id text, vat_bp int,
    reverse_charge boolean, tax_treatment text, zone text, account boolean`;

  // Their accounts log in with the demo password, hashed once for all of them.
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const created = await rowsOf<{ n: number }>(
    db,
    sql`WITH c AS (
          SELECT * FROM jsonb_to_recordset(${customers}::jsonb) AS c(${customerColumns})
          WHERE c.account
        ),
        created AS (
          INSERT INTO users (email, password_hash, phone, vat_id, company, date_joined)
          SELECT email, ${passwordHash}, phone, vat_id, company,
            ${start}::timestamptz - make_interval(days => idx % 365)
          FROM c
          ON CONFLICT ((lower(email))) DO NOTHING
          RETURNING id, email
        ),
        addressed AS (
          INSERT INTO addresses (user_id, name, attname, address, zipcode, city, state, country)
          SELECT created.id, c.name, c.company, c.address, c.zipcode, c.city, c.state, c.country
          FROM created JOIN c USING (email)
          RETURNING user_id
        )
        SELECT count(*)::int AS n FROM addressed`,
  );

  const begun = performance.now();
  for (let from = 0; from < count; from += BATCH_SIZE) {
    const to = Math.min(count, from + BATCH_SIZE) - 1;
    await db.transaction(async (tx) => {
      // These statements are long and run once: compiling them (JIT) took longer than running.
      await tx.execute(sql`SET LOCAL jit = off`);
      await tx.execute(sql`CREATE TEMP TABLE seed_customers ON COMMIT DROP AS
        SELECT c.*, u.id AS user_id
        FROM jsonb_to_recordset(${customers}::jsonb) AS c(${customerColumns})
        LEFT JOIN users u ON c.account AND lower(u.email) = c.email`);

      // Wings are one bucket, everything else the other; a line picks by rank in its bucket.
      await tx.execute(sql`CREATE TEMP TABLE seed_variants ON COMMIT DROP AS
        SELECT v.id AS variant_id, v.name AS variant_name, v.sku, v.options, v.net_price,
          v.stock_tracked, p.slug AS product_slug, p.name AS product_name, p.lead_time_weeks,
          c.slug AS category_slug, c.slug = 'wings' AS wing,
          row_number() OVER (PARTITION BY c.slug = 'wings' ORDER BY v.id)::int AS rank
        FROM product_variants v
        JOIN products p ON p.id = v.product_id
        JOIN categories c ON c.id = p.category_id
        WHERE v.active AND p.active AND c.slug IN ${CATEGORIES}`);

      // The orders' own dice: when, who, how many lines, how paid, and what became of them.
      await tx.execute(sql`CREATE TEMP TABLE seed_draft ON COMMIT DROP AS
        SELECT d.*,
          extract(year FROM d.created_at AT TIME ZONE 'UTC')::int AS year,
          CASE WHEN d.r_lines < 0.6 THEN 1 WHEN d.r_lines < 0.88 THEN 2 ELSE 3 END AS line_count,
          d.r_wing < 0.45 AS wing_first,
          CASE WHEN d.r_method < 0.55 THEN 'card' ELSE 'bank_transfer' END AS payment_method,
          least(${nowIso}::timestamptz, d.created_at + make_interval(secs => 60 + d.r_pay * 840))
            AS card_at,
          d.created_at + make_interval(secs => (0.5 + d.r_pay * 12) * 86400) AS transfer_at
        FROM (
          SELECT g,
            ${start}::timestamptz + make_interval(secs =>
              ${spanSeconds}::float8 * power((g + random()) / ${count}::float8, ${SPREAD}::float8)
            ) AS created_at,
            (CASE WHEN random() < 0.35 THEN floor(random() * ${regulars})
                  ELSE floor(random() * ${pool}) END)::int AS customer,
            random() AS r_method, random() AS r_lines, random() AS r_wing, random() AS r_pick,
            random() AS r_delivery, random() AS r_promo, random() AS r_channel,
            random() AS r_comment, random() AS r_fate, random() AS r_pay, random() AS r_part,
            random() AS r_ship
          FROM generate_series(${from}::int, ${to}::int) AS g
        ) d`);

      // Lines priced as the cart prices them: gross rounded once per line, half up.
      await tx.execute(sql`CREATE TEMP TABLE seed_lines ON COMMIT DROP AS
        SELECT x.*,
          x.amount * x.net_price AS reduced_net,
          ((x.net_price::bigint * (10000 + x.vat_bp) + 5000) / 10000)::int AS unit_gross,
          (((x.amount * x.net_price)::bigint * (10000 + x.vat_bp) + 5000) / 10000)::int
            AS reduced_gross
        FROM (
          SELECT s.g, s.position, s.vat_bp, v.variant_id, v.variant_name, v.sku, v.options,
            v.net_price, v.stock_tracked, v.product_slug, v.product_name, v.lead_time_weeks,
            v.category_slug, v.wing,
            CASE WHEN v.wing OR random() < 0.8 THEN 1 WHEN random() < 0.75 THEN 2 ELSE 3 END
              AS amount
          FROM (
            SELECT d.g, d.r_pick, l.position, c.vat_bp,
              l.position = 0 AND d.wing_first AS wing,
              CASE WHEN l.position = 0 AND d.wing_first THEN ${wings}::int ELSE ${others}::int END
                AS n
            FROM seed_draft d
            JOIN seed_customers c ON c.idx = d.customer
            CROSS JOIN LATERAL generate_series(0, d.line_count - 1) AS l(position)
          ) s
          -- Lines of one order step through the bucket, so that they differ.
          JOIN seed_variants v
            ON v.wing = s.wing AND v.rank = 1 + (floor(s.r_pick * s.n)::int + s.position * 7) % s.n
        ) x`);
      await tx.execute(sql`ANALYZE seed_customers, seed_draft, seed_lines`);

      // The batch's numbers, taken in one go: the rows of order_numbers stay locked until the
      // commit, so a checkout meanwhile waits and then takes the number after them.
      await tx.execute(sql`CREATE TEMP TABLE seed_numbers ON COMMIT DROP AS
        SELECT year, count(*)::int AS n FROM seed_draft GROUP BY year`);
      await tx.execute(sql`INSERT INTO order_numbers (year, last_number)
        SELECT year, n FROM seed_numbers
        ON CONFLICT (year) DO UPDATE
          SET last_number = order_numbers.last_number + excluded.last_number`);
      const [highest] = await rowsOf<{ last_number: number }>(
        tx,
        sql`SELECT max(last_number)::int AS last_number
            FROM order_numbers JOIN seed_numbers USING (year)`,
      );
      if ((highest?.last_number ?? 0) > MAX_NUMBER)
        throw new Error(`the order numbers of a year would pass ${MAX_NUMBER}`);

      await tx.execute(sql`CREATE TEMP TABLE seed_orders ON COMMIT DROP AS
        WITH priced AS (
          SELECT d.*, c.name, c.email, c.company, c.address, c.zipcode, c.city, c.state,
            c.country, c.phone, c.vat_id, c.vat_bp, c.reverse_charge, c.tax_treatment, c.zone,
            c.user_id, t.items_net, t.items_gross, t.has_wing,
            CASE WHEN c.zone = 'domestic' AND d.r_delivery < 0.12 THEN 'pickup'
                 WHEN c.zone <> 'world' AND d.r_delivery > 0.9 THEN 'express'
                 ELSE 'standard' END AS delivery_method,
            ${promo !== undefined}::boolean AND d.r_promo < 0.06 AS promo,
            CASE WHEN d.r_channel < 0.05 THEN 'backoffice' ELSE 'shop' END AS channel,
            CASE WHEN d.r_comment < 0.04
              THEN ${JSON.stringify(COMMENTS)}::jsonb ->> floor(d.r_comment / 0.04 * ${COMMENTS.length})::int
              ELSE '' END AS comment
          FROM seed_draft d
          JOIN seed_customers c ON c.idx = d.customer
          JOIN (
            SELECT g, sum(reduced_net)::int AS items_net, sum(reduced_gross)::int AS items_gross,
              bool_or(wing) AS has_wing
            FROM seed_lines GROUP BY g
          ) t USING (g)
        ),
        -- Totals as cartTotals makes them: discount and shipping net and gross, the net total
        -- by the same formula as the gross one, VAT the difference.
        discounted AS (
          SELECT p.*,
            CASE WHEN p.promo THEN ((p.items_net::bigint * ${promo?.percent_off_bp ?? 0} + 5000) / 10000)::int
                 ELSE 0 END AS discount_net,
            CASE WHEN p.promo THEN ((p.items_gross::bigint * ${promo?.percent_off_bp ?? 0} + 5000) / 10000)::int
                 ELSE 0 END AS discount_gross,
            coalesce(r.net_price, 0) AS shipping_net
          FROM priced p
          LEFT JOIN shipping_rates r ON r.zone = p.zone AND r.method = p.delivery_method
            AND r.box = CASE WHEN p.has_wing THEN 'wing' ELSE 'parcel' END
        ),
        totalled AS (
          SELECT t.*, t.items_net - t.discount_net + t.shipping_net AS net,
            t.items_gross - t.discount_gross + t.shipping_gross AS total
          FROM (
            SELECT s.*, ((s.shipping_net::bigint * (10000 + s.vat_bp) + 5000) / 10000)::int
              AS shipping_gross
            FROM discounted s
          ) t
        ),
        -- The money: cards pay within minutes (or the payment is abandoned), transfers arrive
        -- within days (so the last days' are still open); a few cancelled, some of them refunded.
        paid AS (
          SELECT t.*, t.r_fate < 0.03 AS cancelled,
            CASE
              WHEN t.payment_method = 'card' THEN
                CASE WHEN t.r_fate < 0.03 AND t.r_part >= 0.5 THEN NULL
                     WHEN t.r_fate >= 0.03 AND t.r_part < 0.06
                       AND t.created_at > ${nowIso}::timestamptz - interval '30 days' THEN NULL
                     ELSE t.card_at END
              WHEN t.r_fate < 0.03 OR t.transfer_at > ${nowIso}::timestamptz THEN NULL
              ELSE t.transfer_at
            END AS money_at
          FROM totalled t
        ),
        amounts AS (
          SELECT p.*,
            CASE WHEN p.money_at IS NULL OR p.cancelled THEN 0
                 WHEN p.payment_method = 'bank_transfer' AND p.r_part < 0.04
                   THEN greatest(1, round(p.total * (0.3 + p.r_ship * 0.4)))::int
                 WHEN p.payment_method = 'bank_transfer' AND p.r_part < 0.045 THEN p.total + 1000
                 ELSE p.total END AS amount_paid
          FROM paid p
        ),
        states AS (
          SELECT a.*,
            CASE WHEN a.cancelled THEN CASE WHEN a.money_at IS NULL THEN 'unpaid' ELSE 'refunded' END
                 WHEN a.amount_paid = 0 THEN 'unpaid'
                 WHEN a.amount_paid < a.total THEN 'partly_paid'
                 WHEN a.amount_paid = a.total THEN 'paid'
                 ELSE 'overpaid' END AS payment_state
          FROM amounts a
        ),
        -- Paid in full, it is made (wings take weeks) and shipped; what is not yet is in the
        -- workshop or waiting for its turn.
        fates AS (
          SELECT s.*,
            CASE WHEN s.payment_state IN ('paid', 'overpaid') THEN s.money_at
              + make_interval(days => CASE WHEN s.has_wing THEN 21 + floor(s.r_ship * 28)::int
                                           ELSE 1 + floor(s.r_ship * 4)::int END)
            END AS ship_at,
            CASE WHEN s.cancelled THEN least(${nowIso}::timestamptz,
              coalesce(s.money_at, s.created_at) + make_interval(secs => (0.2 + s.r_ship * 10) * 86400))
            END AS cancelled_at
          FROM states s
        ),
        statuses AS (
          SELECT f.*,
            CASE WHEN f.cancelled THEN 'cancelled'
                 WHEN f.ship_at <= ${nowIso}::timestamptz THEN 'shipped'
                 WHEN f.ship_at IS NOT NULL AND f.has_wing
                   AND f.money_at + interval '2 days' <= ${nowIso}::timestamptz THEN 'in_production'
                 WHEN f.ship_at IS NOT NULL THEN 'paid'
                 ELSE 'placed' END AS status
          FROM fates f
        )
        SELECT z.*, z.year || '-' || CASE WHEN z.number < 10000 THEN lpad(z.number::text, 4, '0')
                                          ELSE z.number::text END AS sale_sequence
        FROM (
          SELECT s.*,
            CASE WHEN s.status = 'shipped' THEN s.ship_at END AS shipment_date,
            -- Invoices are issued by staff, each a document of its own: none here.
            NULL::timestamptz AS invoice_date,
            nextval(pg_get_serial_sequence('orders', 'id'))::int AS id,
            -- The batch's block of numbers, given out in the order the orders were placed.
            (n.last_number - k.n
              + row_number() OVER (PARTITION BY s.year ORDER BY s.created_at, s.g))::int AS number
          FROM statuses s
          JOIN seed_numbers k USING (year)
          JOIN order_numbers n USING (year)
        ) z`);

      await tx.execute(sql`INSERT INTO orders (id, year, number, sale_sequence, secret, user_id,
          email, address, name, country, pricing, tax_treatment, customer_vat_id, channel,
          delivery_method, comment, payment_method, status, payment_state, promo_code_id,
          promo_code, items_net, items_gross, discount_net, discount_gross, shipping_net,
          shipping_gross, net, vat, total, amount_paid, created_at, updated_at, invoice_date,
          shipment_date, paid_at, cancelled_at)
        SELECT id, year, number, sale_sequence, replace(gen_random_uuid()::text, '-', ''),
          user_id, email,
          jsonb_build_object('name', name, 'attname', company, 'address', address, 'address2', '',
            'zipcode', zipcode, 'city', city, 'state', state, 'country', country, 'phone', phone,
            'email', email),
          name, country,
          jsonb_build_object('country', country, 'vatRateBp', vat_bp,
            'reverseCharge', reverse_charge, 'priceList', NULL, 'priceListId', NULL),
          tax_treatment, vat_id, channel, delivery_method, comment, payment_method, status,
          payment_state,
          CASE WHEN promo THEN ${promo?.id ?? null}::int END,
          CASE WHEN promo THEN ${promo?.code ?? null}::text END,
          items_net, items_gross, discount_net, discount_gross, shipping_net, shipping_gross,
          net, total - net, total, amount_paid, created_at,
          greatest(created_at, money_at, shipment_date, cancelled_at),
          invoice_date, shipment_date,
          CASE WHEN payment_state IN ('paid', 'overpaid', 'refunded') THEN money_at END,
          cancelled_at
        FROM seed_orders`);

      await tx.execute(sql`INSERT INTO order_items (order_id, position, variant_id, product_slug,
          category_slug, product_name, name, long_name, variant_name, sku, options, amount,
          unit_net, unit_gross, total_gross, reduced_net, reduced_gross, lead_time_weeks)
        SELECT o.id, l.position, l.variant_id, l.product_slug, l.category_slug, l.product_name,
          l.product_name, l.product_name || ' · ' || l.variant_name, l.variant_name, l.sku,
          l.options, l.amount, l.net_price, l.unit_gross, l.reduced_gross, l.reduced_net,
          l.reduced_gross, CASE WHEN NOT l.stock_tracked THEN l.lead_time_weeks END
        FROM seed_lines l JOIN seed_orders o USING (g)`);

      // The timeline as the shop would have written it.
      await tx.execute(sql`INSERT INTO order_events (order_id, kind, created_at)
        SELECT id, 'placed', created_at FROM seed_orders
        UNION ALL
        SELECT id, 'payment_recorded', money_at FROM seed_orders
          WHERE payment_method = 'bank_transfer' AND amount_paid > 0
        UNION ALL
        SELECT id, 'paid', money_at FROM seed_orders
          WHERE payment_state IN ('paid', 'overpaid', 'refunded')
        UNION ALL
        SELECT id, 'in_production', money_at + interval '2 days' FROM seed_orders
          WHERE has_wing AND status IN ('in_production', 'shipped')
        UNION ALL
        SELECT id, 'shipped', shipment_date FROM seed_orders WHERE status = 'shipped'
        UNION ALL
        SELECT id, 'cancelled', cancelled_at FROM seed_orders WHERE status = 'cancelled'
        UNION ALL
        SELECT id, 'refunded', cancelled_at FROM seed_orders WHERE payment_state = 'refunded'`);

      await tx.execute(sql`INSERT INTO payments (order_id, kind, method, provider, provider_ref,
          provider_payment_ref, amount, status, reference, payer, created_at, paid_at)
        SELECT id, 'payment', payment_method,
          CASE WHEN payment_method = 'card' THEN 'stripe' END,
          CASE WHEN payment_method = 'card' THEN 'cs_test_' || replace(gen_random_uuid()::text, '-', '') END,
          CASE WHEN payment_method = 'card' THEN 'pi_' || replace(gen_random_uuid()::text, '-', '') END,
          CASE WHEN payment_state = 'refunded' THEN total ELSE amount_paid END,
          'completed',
          CASE WHEN payment_method = 'bank_transfer' THEN sale_sequence ELSE '' END,
          CASE WHEN payment_method = 'bank_transfer' THEN name ELSE '' END,
          CASE WHEN payment_method = 'card' THEN created_at ELSE money_at END,
          money_at
        FROM seed_orders
        WHERE money_at IS NOT NULL AND (amount_paid > 0 OR payment_state = 'refunded')`);
      await tx.execute(sql`INSERT INTO payments (order_id, kind, method, provider, provider_ref,
          amount, status, related_id, created_at, paid_at)
        SELECT o.id, 'refund', 'card', 'stripe', 're_' || replace(gen_random_uuid()::text, '-', ''),
          o.total, 'completed', p.id, o.cancelled_at, o.cancelled_at
        FROM seed_orders o JOIN payments p ON p.order_id = o.id AND p.kind = 'payment'
        WHERE o.payment_state = 'refunded'`);

      if (promo) {
        await tx.execute(sql`INSERT INTO promo_code_uses (promo_code_id, user_id, email, created_at)
          SELECT ${promo.id}::int, user_id, email, created_at FROM seed_orders WHERE promo`);
        await tx.execute(sql`UPDATE promo_codes
          SET used_count = used_count + (SELECT count(*) FROM seed_orders WHERE promo)
          WHERE id = ${promo.id}::int`);
      }
    });
    options.progress?.(to + 1, (to + 1) / ((performance.now() - begun) / 1000));
  }
  await holdOpenOrdersStock(db, before?.last ?? 0);
  const perSecond = count / ((performance.now() - begun) / 1000);

  // Fresh statistics for the planner, and the pages marked all-visible for index-only scans,
  // as autovacuum would leave them; it would otherwise start on these tables in the middle of
  // the next measurement.
  await db.execute(sql`VACUUM (ANALYZE) orders, order_items, order_events, payments,
    promo_code_uses, promo_codes, order_numbers, users, addresses`);

  return { orders: count, customers: pool, accounts: created[0]?.n ?? 0, years, perSecond };
}
