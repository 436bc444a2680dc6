/**
 * Strings a demo can show: what a property's name says it holds (a person's name, an email, a city, a URL, a
 * date...), taken from small built-in lists by where the value sits (`seedOf`): the same description gives the
 * same strings on every run, the items of a list differ, and a change elsewhere moves no other value. Every
 * entry is plain ASCII, so that a header can carry it. docs/mocking.md says why this is not a data library.
 */
import { entryAt, hexOf, type Seed, seedOf } from "./variety.js";

export const FIRST_NAMES = [
  "Ada",
  "Grace",
  "Alan",
  "Linus",
  "Margaret",
  "Dennis",
  "Barbara",
  "Ken",
  "Frances",
  "Edsger",
  "Radia",
  "Donald",
  "Hedy",
  "Tim",
  "Katherine",
  "John",
];
const LAST_NAMES = [
  "Lovelace",
  "Hopper",
  "Turing",
  "Torvalds",
  "Hamilton",
  "Ritchie",
  "Liskov",
  "Thompson",
  "Allen",
  "Dijkstra",
  "Perlman",
  "Knuth",
  "Lamarr",
  "Berners-Lee",
  "Johnson",
  "Backus",
];
const CITIES = [
  "Lisbon",
  "Toronto",
  "Nairobi",
  "Osaka",
  "Melbourne",
  "Denver",
  "Bergen",
  "Montreal",
  "Seville",
  "Auckland",
  "Krakow",
  "Porto",
];
const COUNTRIES: readonly (readonly [string, string])[] = [
  ["Portugal", "PT"],
  ["Canada", "CA"],
  ["Kenya", "KE"],
  ["Japan", "JP"],
  ["Australia", "AU"],
  ["United States", "US"],
  ["Norway", "NO"],
  ["France", "FR"],
  ["Spain", "ES"],
  ["New Zealand", "NZ"],
  ["Poland", "PL"],
  ["Brazil", "BR"],
];
const COMPANIES = [
  "Northwind Traders",
  "Contoso Ltd",
  "Fabrikam Inc",
  "Tailspin Toys",
  "Wingtip Labs",
  "Litware Systems",
  "Proseware Group",
  "Adatum Corp",
];
const ADJECTIVES = [
  "quiet",
  "bright",
  "swift",
  "golden",
  "silver",
  "gentle",
  "bold",
  "clever",
  "sunny",
  "lucky",
];
const NOUNS = [
  "river",
  "harbor",
  "meadow",
  "falcon",
  "garden",
  "summit",
  "canyon",
  "orchard",
  "beacon",
  "willow",
];
const STREETS = ["Maple Street", "Harbor Road", "Oak Avenue", "Mill Lane", "Park Drive", "Elm Way"];
const SENTENCES = [
  "A short note about this item.",
  "Ready for review by the team.",
  "Updated after the last meeting.",
  "Works well for everyday use.",
  "Shipped with the spring release.",
  "Needs a second look before launch.",
];
const COLORS = ["teal", "coral", "indigo", "amber", "olive", "crimson"];
const CURRENCIES = ["EUR", "USD", "JPY", "GBP", "CAD", "AUD"];
const LANGUAGES = ["en", "fr", "de", "es", "ja", "pt"];
const TIME_ZONES = ["Europe/Lisbon", "America/Toronto", "Africa/Nairobi", "Asia/Tokyo", "Australia/Sydney"];

/** What a property's name says its string holds; `undefined`: nothing it says is known, the name itself is used. */
export type StringKind =
  | "firstName"
  | "lastName"
  | "fullName"
  | "username"
  | "email"
  | "phone"
  | "city"
  | "country"
  | "countryCode"
  | "company"
  | "title"
  | "street"
  | "postalCode"
  | "url"
  | "imageUrl"
  | "hostname"
  | "ipAddress"
  | "id"
  | "uuid"
  | "hash"
  | "slug"
  | "description"
  | "word"
  | "color"
  | "currency"
  | "language"
  | "timeZone"
  | "version";

/** The lower-case words of a property name: `avatar_url`, `avatarURL` and `avatar-url` give `avatar`, `url`. */
export function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter((word) => word !== "");
}

/** Names that are one word each way they are written (`firstname`, `first_name`, `firstName`). */
const WHOLE_NAMES: Readonly<Record<string, StringKind>> = {
  firstname: "firstName",
  givenname: "firstName",
  lastname: "lastName",
  surname: "lastName",
  familyname: "lastName",
  fullname: "fullName",
  displayname: "fullName",
  name: "fullName",
  author: "fullName",
  username: "username",
  login: "username",
  nickname: "username",
  handle: "username",
  hostname: "hostname",
  domain: "hostname",
  host: "hostname",
  uuid: "uuid",
  guid: "uuid",
  sha: "hash",
  etag: "hash",
  checksum: "hash",
  digest: "hash",
  slug: "slug",
  zip: "postalCode",
  zipcode: "postalCode",
  postcode: "postalCode",
  timezone: "timeZone",
  homepage: "url",
  website: "url",
};

/** The kind of a `<word> name` property, by the word before `name`. */
const NAME_OWNERS: Readonly<Record<string, StringKind>> = {
  first: "firstName",
  given: "firstName",
  last: "lastName",
  family: "lastName",
  full: "fullName",
  display: "fullName",
  real: "fullName",
  contact: "fullName",
  author: "fullName",
  owner: "fullName",
  person: "fullName",
  customer: "fullName",
  user: "username",
  screen: "username",
  nick: "username",
  company: "company",
  organization: "company",
  organisation: "company",
  org: "company",
  business: "company",
  employer: "company",
  city: "city",
  country: "country",
  host: "hostname",
  domain: "hostname",
};

/** The kinds a name's last word says alone. */
const LAST_WORDS: Readonly<Record<string, StringKind>> = {
  ...WHOLE_NAMES,
  email: "email",
  phone: "phone",
  mobile: "phone",
  telephone: "phone",
  fax: "phone",
  city: "city",
  town: "city",
  country: "country",
  company: "company",
  organization: "company",
  organisation: "company",
  employer: "company",
  title: "title",
  headline: "title",
  subject: "title",
  street: "street",
  address: "street",
  url: "url",
  uri: "url",
  href: "url",
  link: "url",
  avatar: "imageUrl",
  image: "imageUrl",
  photo: "imageUrl",
  picture: "imageUrl",
  thumbnail: "imageUrl",
  logo: "imageUrl",
  icon: "imageUrl",
  id: "id",
  ids: "id",
  hash: "hash",
  description: "description",
  summary: "description",
  bio: "description",
  about: "description",
  body: "description",
  comment: "description",
  message: "description",
  note: "description",
  notes: "description",
  text: "description",
  content: "description",
  details: "description",
  caption: "description",
  tag: "word",
  tags: "word",
  label: "word",
  labels: "word",
  category: "word",
  keyword: "word",
  topic: "word",
  color: "color",
  colour: "color",
  currency: "currency",
  language: "language",
  lang: "language",
  locale: "language",
  version: "version",
};

/** Kinds by property name: a large description asks for the same few thousand names again and again. */
const kindsByName = new Map<string, StringKind | undefined>();

/** What a property's name says its string holds (see `StringKind`); `undefined` for none. */
export function kindOf(name: string | undefined): StringKind | undefined {
  if (name === undefined) return undefined;
  if (kindsByName.has(name)) return kindsByName.get(name);
  const kind = kindOfWords(wordsOf(name));
  kindsByName.set(name, kind);
  return kind;
}

function kindOfWords(words: readonly string[]): StringKind | undefined {
  const last = words[words.length - 1];
  if (last === undefined) return undefined;
  const joined = words.join("");
  if (Object.hasOwn(WHOLE_NAMES, joined)) return WHOLE_NAMES[joined];
  if (words.includes("email")) return "email";
  if (words.some((word) => word === "phone" || word === "telephone" || word === "mobile")) return "phone";
  if (words.includes("ip")) return "ipAddress";
  if (last === "name" && words.length > 1) {
    const owner = words[words.length - 2] as string;
    return Object.hasOwn(NAME_OWNERS, owner) ? NAME_OWNERS[owner] : "slug";
  }
  if (words.includes("country") && (last === "code" || words.includes("iso"))) return "countryCode";
  if (words.includes("postal") || (words.includes("zip") && last === "code")) return "postalCode";
  if (words.includes("address") && words.includes("line")) return "street";
  const kind = Object.hasOwn(LAST_WORDS, last) ? LAST_WORDS[last] : undefined;
  // `avatar_url`: an image's URL; `html_url`: a page's.
  if (kind === "url" && words.some((word) => LAST_WORDS[word] === "imageUrl")) return "imageUrl";
  return kind;
}

/** A plausible string of `kind` for the value at `place`; items of one list take different entries. */
export function plausibleString(kind: StringKind, place: string): string {
  const seed = seedOf(place);
  const pick = <Entry>(entries: readonly Entry[], salt = 0) => entryAt(entries, seed, salt);
  const numbered = (text: string, round: number, separator = " ") =>
    round === 0 ? text : `${text}${separator}${round + 1}`;
  switch (kind) {
    case "firstName":
    case "lastName":
    case "city":
    case "company":
    case "color":
    case "currency":
    case "language":
    case "timeZone": {
      const { entry, round } = pick(LISTS[kind]);
      return numbered(entry, round);
    }
    case "fullName": {
      const first = pick(FIRST_NAMES);
      return numbered(`${first.entry} ${pick(LAST_NAMES, 7).entry}`, first.round);
    }
    case "username": {
      const first = pick(FIRST_NAMES);
      return numbered(`${first.entry}${pick(LAST_NAMES, 7).entry}`.toLowerCase(), first.round, "");
    }
    case "email":
      return personEmail(seed);
    case "phone":
      // 555-01xx: numbers set aside for fiction.
      return `+1-555-01${String((seed.base + seed.offset) % 100).padStart(2, "0")}`;
    case "country":
    case "countryCode": {
      const { entry, round } = pick(COUNTRIES);
      return kind === "country" ? numbered(entry[0], round) : entry[1];
    }
    case "title": {
      const adjective = pick(ADJECTIVES);
      return numbered(
        `${capitalized(adjective.entry)} ${capitalized(pick(NOUNS, 3).entry)}`,
        adjective.round,
      );
    }
    case "street":
      return `${1 + ((seed.base + seed.offset) % 200)} ${pick(STREETS).entry}`;
    case "postalCode":
      return String(10000 + ((seed.base + seed.offset) % 90000));
    case "url":
      return `https://example.com/${slugOf(seed)}`;
    case "imageUrl":
      return `https://example.com/images/${slugOf(seed)}.png`;
    case "hostname":
      return `${slugOf(seed)}.example.com`;
    case "ipAddress":
      // 192.0.2.0/24: addresses set aside for documentation.
      return `192.0.2.${1 + ((seed.base + seed.offset) % 254)}`;
    case "id":
      return hexOf(place, 5);
    case "uuid":
      return uuidOf(place);
    case "hash":
      return `${hexOf(place, 1)}${hexOf(place, 2)}${hexOf(place, 3)}${hexOf(place, 4)}${hexOf(place, 5)}`;
    case "slug":
      return slugOf(seed);
    case "description": {
      const { entry, round } = pick(SENTENCES);
      return round === 0 ? entry : `${entry} (${round + 1})`;
    }
    case "word": {
      const { entry, round } = pick(NOUNS);
      return numbered(entry, round, "-");
    }
    case "version":
      return `${1 + (seed.base % 3)}.${seed.offset % 10}.${seed.base % 7}`;
  }
}

const LISTS = {
  firstName: FIRST_NAMES,
  lastName: LAST_NAMES,
  city: CITIES,
  company: COMPANIES,
  color: COLORS,
  currency: CURRENCIES,
  language: LANGUAGES,
  timeZone: TIME_ZONES,
} as const;

/** `ada.lovelace@example.com`: a person's address at a domain set aside for examples. */
export function personEmail(seed: Seed): string {
  const first = entryAt(FIRST_NAMES, seed);
  const local = `${first.entry}.${entryAt(LAST_NAMES, seed, 7).entry}`.toLowerCase();
  return `${first.round === 0 ? local : `${local}${first.round + 1}`}@example.com`;
}

/** `quiet-river`: two words, different for the items of a list (a number once the pairs run out). */
export function slugOf(seed: Seed): string {
  const adjective = entryAt(ADJECTIVES, seed);
  const noun = entryAt(NOUNS, seed, 3);
  // Both words move with each item: the pairs repeat after ten items, which a number then tells apart.
  const round = adjective.round;
  return `${adjective.entry}-${noun.entry}${round === 0 ? "" : `-${round + 1}`}`;
}

/** The first day of the range dates are spread over, and its length in minutes (two years). */
const DATE_START = Date.UTC(2024, 0, 1);
const DATE_MINUTES = 2 * 365 * 24 * 60;

/** A date-time at a whole minute within the two years from 2024-01-01, never the clock. */
export function dateOf(seed: Seed): string {
  // Items of a list a day apart, so that a sorted list shows it.
  const minutes = (seed.base + seed.offset * 24 * 60) % DATE_MINUTES;
  return new Date(DATE_START + minutes * 60_000).toISOString().replace(".000Z", "Z");
}

/** A version 4 UUID whose digits come from the place. */
export function uuidOf(place: string): string {
  const digits = `${hexOf(place, 1)}${hexOf(place, 2)}${hexOf(place, 3)}${hexOf(place, 4)}`;
  return [
    digits.slice(0, 8),
    digits.slice(8, 12),
    `4${digits.slice(13, 16)}`,
    `${"89ab"[Number.parseInt(digits[16] as string, 16) % 4]}${digits.slice(17, 20)}`,
    digits.slice(20, 32),
  ].join("-");
}

function capitalized(word: string): string {
  return `${word.charAt(0).toUpperCase()}${word.slice(1)}`;
}
