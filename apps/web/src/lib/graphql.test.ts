import { describe, expect, it } from 'vitest';
import { jsonResponse, rawDocument, stubFetch } from '../testing/fetch';
import { TypedDocumentString } from '../gql/graphql';
import { GraphQLRequestError, graphql } from './graphql';

describe('graphql', () => {
  it('posts the query and variables and returns data', async () => {
    const { calls } = stubFetch(() => jsonResponse({ data: { school: { id: 's1' } } }));

    const data = await graphql(new TypedDocumentString<{ school: { id: string } }, { id: string }>('query School($id: ID!) { school(id: $id) { id } }'), {
      id: 's1',
    });

    expect(data).toEqual({ school: { id: 's1' } });
    expect(calls[0]?.url).toBe('/v1/graphql');
    expect(calls[0]?.init?.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init?.body))).toEqual({
      query: 'query School($id: ID!) { school(id: $id) { id } }',
      variables: { id: 's1' },
    });
  });

  it('sends the bearer token from localStorage when present', async () => {
    window.localStorage.setItem('token', 'abc.def');
    const { calls } = stubFetch(() => jsonResponse({ data: { ok: true } }));

    await graphql(rawDocument('{ ok }'));

    expect(new Headers(calls[0]?.init?.headers).get('Authorization')).toBe('Bearer abc.def');
  });

  it('sends no Authorization header without a token', async () => {
    const { calls } = stubFetch(() => jsonResponse({ data: { ok: true } }));

    await graphql(rawDocument('{ ok }'));

    expect(new Headers(calls[0]?.init?.headers).has('Authorization')).toBe(false);
  });

  it("throws an error carrying the first GraphQL error's code", async () => {
    stubFetch(() =>
      jsonResponse({
        data: null,
        errors: [
          { message: 'Not allowed', extensions: { code: 'FORBIDDEN' } },
          { message: 'Second', extensions: { code: 'OTHER' } },
        ],
      }),
    );

    const error = await graphql(rawDocument('{ secret }')).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(GraphQLRequestError);
    expect(error).toMatchObject({ message: 'Not allowed', code: 'FORBIDDEN' });
  });

  it('throws without a code when the error has no extensions', async () => {
    stubFetch(() => jsonResponse({ errors: [{ message: 'Syntax Error' }] }, 400));

    const error = await graphql(rawDocument('{')).catch((e: unknown) => e);

    expect(error).toMatchObject({ message: 'Syntax Error', code: undefined, status: 400 });
  });

  it('throws on a non-JSON answer', async () => {
    stubFetch(() => new Response('Bad gateway', { status: 502 }));

    await expect(graphql(rawDocument('{ ok }'))).rejects.toMatchObject({ status: 502, code: undefined });
  });

  it('throws on a network failure', async () => {
    stubFetch(() => Promise.reject(new TypeError('Failed to fetch')));

    await expect(graphql(rawDocument('{ ok }'))).rejects.toBeInstanceOf(GraphQLRequestError);
  });
});
