import { COUNTRIES, countryToApi, type Country, type ParentInfoWire } from '@claims/shared';
import { builder } from './builder.ts';
import { CountryEnum } from './enums.ts';

type Address = { address_1: string; address_2?: string | null; city: string; state_prov?: string | null; postal_code: string; country: Country };

export const AddressType = builder.objectRef<Address>('Address').implement({
  description: 'A postal address; state_prov is the state or province name.',
  fields: (t) => ({
    address_1: t.exposeString('address_1'),
    address_2: t.exposeString('address_2', { nullable: true }),
    city: t.exposeString('city'),
    state_prov: t.exposeString('state_prov', { nullable: true }),
    postal_code: t.exposeString('postal_code'),
    country: t.field({ type: CountryEnum, resolve: (address) => countryToApi(address.country) }),
  }),
});

// A parent or guardian as given with a student or a claim; any part may be missing.
export const ParentInfoType = builder.objectRef<ParentInfoWire>('ParentInfo').implement({
  fields: (t) => ({
    first_name: t.exposeString('first_name', { nullable: true }),
    last_name: t.exposeString('last_name', { nullable: true }),
    address_1: t.exposeString('address_1', { nullable: true }),
    address_2: t.exposeString('address_2', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state_prov: t.exposeString('state_prov', { nullable: true }),
    postal_code: t.exposeString('postal_code', { nullable: true }),
    // Parent details were free-form JSON before they had a type: a country outside the list reads as none.
    country: t.field({
      type: CountryEnum,
      nullable: true,
      resolve: (parent) => ((COUNTRIES as readonly unknown[]).includes(parent.country) ? countryToApi(parent.country as Country) : null),
    }),
    employer_name: t.exposeString('employer_name', { nullable: true }),
    employer_phone: t.exposeString('employer_phone', { nullable: true }),
    email: t.exposeString('email', { nullable: true, description: "Where the parent's part of a claim is sent." }),
    phone: t.exposeString('phone', { nullable: true }),
    language: t.exposeString('language', { nullable: true, description: 'en or es: the language of the e-mails and page the parent is sent.' }),
  }),
});
