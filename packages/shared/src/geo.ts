// US states (50 plus DC) and Canadian provinces (10) as select options: value is the postal code.

export const US_STATES = [
  { value: 'AL', label: 'Alabama' },
  { value: 'AK', label: 'Alaska' },
  { value: 'AZ', label: 'Arizona' },
  { value: 'AR', label: 'Arkansas' },
  { value: 'CA', label: 'California' },
  { value: 'CO', label: 'Colorado' },
  { value: 'CT', label: 'Connecticut' },
  { value: 'DE', label: 'Delaware' },
  { value: 'DC', label: 'District of Columbia' },
  { value: 'FL', label: 'Florida' },
  { value: 'GA', label: 'Georgia' },
  { value: 'HI', label: 'Hawaii' },
  { value: 'ID', label: 'Idaho' },
  { value: 'IL', label: 'Illinois' },
  { value: 'IN', label: 'Indiana' },
  { value: 'IA', label: 'Iowa' },
  { value: 'KS', label: 'Kansas' },
  { value: 'KY', label: 'Kentucky' },
  { value: 'LA', label: 'Louisiana' },
  { value: 'ME', label: 'Maine' },
  { value: 'MD', label: 'Maryland' },
  { value: 'MA', label: 'Massachusetts' },
  { value: 'MI', label: 'Michigan' },
  { value: 'MN', label: 'Minnesota' },
  { value: 'MS', label: 'Mississippi' },
  { value: 'MO', label: 'Missouri' },
  { value: 'MT', label: 'Montana' },
  { value: 'NE', label: 'Nebraska' },
  { value: 'NV', label: 'Nevada' },
  { value: 'NH', label: 'New Hampshire' },
  { value: 'NJ', label: 'New Jersey' },
  { value: 'NM', label: 'New Mexico' },
  { value: 'NY', label: 'New York' },
  { value: 'NC', label: 'North Carolina' },
  { value: 'ND', label: 'North Dakota' },
  { value: 'OH', label: 'Ohio' },
  { value: 'OK', label: 'Oklahoma' },
  { value: 'OR', label: 'Oregon' },
  { value: 'PA', label: 'Pennsylvania' },
  { value: 'RI', label: 'Rhode Island' },
  { value: 'SC', label: 'South Carolina' },
  { value: 'SD', label: 'South Dakota' },
  { value: 'TN', label: 'Tennessee' },
  { value: 'TX', label: 'Texas' },
  { value: 'UT', label: 'Utah' },
  { value: 'VT', label: 'Vermont' },
  { value: 'VA', label: 'Virginia' },
  { value: 'WA', label: 'Washington' },
  { value: 'WV', label: 'West Virginia' },
  { value: 'WI', label: 'Wisconsin' },
  { value: 'WY', label: 'Wyoming' },
] as const;

export const CANADIAN_PROVINCES = [
  { value: 'AB', label: 'Alberta' },
  { value: 'BC', label: 'British Columbia' },
  { value: 'MB', label: 'Manitoba' },
  { value: 'NB', label: 'New Brunswick' },
  { value: 'NL', label: 'Newfoundland and Labrador' },
  { value: 'NS', label: 'Nova Scotia' },
  { value: 'ON', label: 'Ontario' },
  { value: 'PE', label: 'Prince Edward Island' },
  { value: 'QC', label: 'Quebec' },
  { value: 'SK', label: 'Saskatchewan' },
] as const;

export type UsStateCode = (typeof US_STATES)[number]['value'];
export type ProvinceCode = (typeof CANADIAN_PROVINCES)[number]['value'];

export const COUNTRIES = ['United States', 'Canada'] as const;
export type Country = (typeof COUNTRIES)[number];

// A GraphQL enum value is a name, which 'United States' is not: the API spells each country this way and
// maps it to the stored value at its edge (ADR 014).
export const COUNTRY_API_NAMES = { UNITED_STATES: 'United States', CANADA: 'Canada' } as const satisfies Record<string, Country>;
export type CountryApiName = keyof typeof COUNTRY_API_NAMES;
export const countryFromApi = (name: CountryApiName): Country => COUNTRY_API_NAMES[name];
export const countryToApi = (country: Country): CountryApiName => (country === 'Canada' ? 'CANADA' : 'UNITED_STATES');

type Option = { readonly value: string; readonly label: string };

function labelOf(options: readonly Option[], code: string | null | undefined): string | null {
  if (!code) return null;
  const wanted = code.trim().toUpperCase();
  return options.find((option) => option.value === wanted)?.label ?? null;
}

// Accepts a code or a full name (stored state_prov holds the name), case-insensitive.
function codeOf(options: readonly Option[], codeOrLabel: string | null | undefined): string | null {
  if (!codeOrLabel) return null;
  const wanted = codeOrLabel.trim().toUpperCase();
  const found = options.find((option) => option.value === wanted || option.label.toUpperCase() === wanted);
  return found?.value ?? null;
}

export function usStateLabel(code: string | null | undefined): string | null {
  return labelOf(US_STATES, code);
}

export function provinceLabel(code: string | null | undefined): string | null {
  return labelOf(CANADIAN_PROVINCES, code);
}

export function usStateCode(codeOrLabel: string | null | undefined): UsStateCode | null {
  return codeOf(US_STATES, codeOrLabel) as UsStateCode | null;
}

export function provinceCode(codeOrLabel: string | null | undefined): ProvinceCode | null {
  return codeOf(CANADIAN_PROVINCES, codeOrLabel) as ProvinceCode | null;
}

// Exact code only: form values and CSV cells must already hold the code.
// A student import asks this of every row.
const US_STATE_CODES: ReadonlySet<string> = new Set(US_STATES.map((state) => state.value));

export function isUsStateCode(value: unknown): value is UsStateCode {
  return typeof value === 'string' && US_STATE_CODES.has(value);
}
