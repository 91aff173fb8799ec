import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

// A real OpenID Provider (oidc-provider, the certified Node implementation) on loopback, standing in for
// Google Workspace (`hd`) or Microsoft Entra (`tid`) in the integration and end-to-end tests. Its only
// hand-made part is the sign-in page: whoever signs in types the account's e-mail, whether the provider
// has verified it, and its domain or tenant, as a test wants them.
export type TestOidcKind = 'google' | 'microsoft';

export const TEST_OIDC_CLIENT = { clientId: 'claims-test-client', clientSecret: 'claims-test-client-secret-of-some-length' };

const DISTRICT_CLAIM: Record<TestOidcKind, 'hd' | 'tid'> = { google: 'hd', microsoft: 'tid' };

type Account = { sub: string; email: string; email_verified: boolean; hd?: string; tid?: string };

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1>${body}</main></body></html>`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function readForm(request: http.IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestOidcProvider({ kind, redirectUris, port = 0 }: { kind: TestOidcKind; redirectUris: string[]; port?: number }) {
  const accounts = new Map<string, Account>();
  const claimName = DISTRICT_CLAIM[kind];
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.clientId,
        client_secret: TEST_OIDC_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    pkce: { required: () => true },
    cookies: { keys: ['claims-test-oidc-cookie-key'] },
    claims: { openid: ['sub', claimName], email: ['email', 'email_verified'], profile: [] },
    // The e-mail and the district in the ID token itself, as Google and Entra put them.
    conformIdTokenClaims: false,
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
    findAccount: (_ctx, id) => {
      const account = accounts.get(id);
      return account ? { accountId: id, claims: () => ({ ...account }) } : undefined;
    },
    // A first-party client: what it asks for is granted without a consent page.
    loadExistingGrant: async (ctx) => {
      const existing = ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session!.grantIdFor(ctx.oidc.client!.clientId);
      if (existing) return ctx.oidc.provider.Grant.find(existing);
      const grant = new ctx.oidc.provider.Grant({ clientId: ctx.oidc.client!.clientId, accountId: ctx.oidc.session!.accountId! });
      grant.addOIDCScope('openid email profile');
      grant.addOIDCClaims(['email', 'email_verified', claimName]);
      await grant.save();
      return grant;
    },
  };
  const provider = new Provider(issuer, configuration);
  const handleOidc = provider.callback();

  server.on('request', (request: http.IncomingMessage, response: http.ServerResponse) => {
    const interaction = /^\/interaction\/([\w-]+)$/.exec(request.url ?? '');
    if (!interaction) return void handleOidc(request, response);
    const uid = interaction[1]!;
    const answer = async () => {
      await provider.interactionDetails(request, response);
      if (request.method === 'GET') {
        response.setHeader('content-type', 'text/html; charset=utf-8');
        response.end(
          page(
            `Sign in to the test ${kind === 'google' ? 'Google' : 'Microsoft'}`,
            `<form method="post" action="/interaction/${escapeHtml(uid)}">
              <p><label>E-mail <input name="email" type="email" required></label></p>
              <p><label><input name="email_verified" type="checkbox" checked> E-mail verified</label></p>
              <p><label>${claimName === 'hd' ? 'Workspace domain (hd)' : 'Tenant id (tid)'} <input name="district"></label></p>
              <p><button type="submit">Continue</button></p>
            </form>`,
          ),
        );
        return;
      }
      const form = await readForm(request);
      const email = (form.get('email') ?? '').trim();
      const district = (form.get('district') ?? '').trim();
      accounts.set(email, { sub: `sub-${email}`, email, email_verified: form.get('email_verified') === 'on', ...(district ? { [claimName]: district } : {}) });
      await provider.interactionFinished(request, response, { login: { accountId: email } }, { mergeWithLastSubmission: false });
    };
    answer().catch((error: Error) => {
      response.statusCode = 400;
      response.end(page('Sign-in failed', `<p>${escapeHtml(error.message)}</p>`));
    });
  });

  return {
    issuer,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// `tsx oidc-provider.ts <google|microsoft> <port> <redirect uri>...`: the e2e server starts one of each.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const [kind, port, ...redirectUris] = process.argv.slice(2);
  const started = await startTestOidcProvider({ kind: kind as TestOidcKind, port: Number(port), redirectUris });
  process.on('SIGTERM', () => void started.close().then(() => process.exit(0)));
}
